/**
 * Discover's state: which of the profile's diets the products must suit (all of them until the
 * user turns one off; a diet added to the profile later is on) and which retailer (any of the
 * user's by default), and the answer for that choice. While another choice's answer is on its way
 * the previous one stays on screen, marked as updating.
 */
import { INTOLERANCE_CODES, type IntoleranceCode, type UserProfile } from '@diet/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { discoverQuery } from '../api/discover';

export function useDiscover(profile: UserProfile | undefined) {
  const profileDiets = useMemo(
    () => (profile?.intolerances ?? []).filter((code) => INTOLERANCE_CODES.includes(code)),
    [profile?.intolerances],
  );
  // The user's retailers, as the preferences name them (none: any retailer, no chips).
  const stores = useMemo(
    () => [...new Set(profile?.shop ?? [])].filter((name) => name.trim() !== ''),
    [profile?.shop],
  );
  const [off, setOff] = useState<readonly IntoleranceCode[]>([]);
  const [chosenStore, setStore] = useState<string | null>(null);
  const diets = profileDiets.filter((code) => !off.includes(code));
  const retailer = chosenStore !== null && stores.includes(chosenStore) ? chosenStore : null;
  const query = useQuery({
    ...discoverQuery(profile, { diets, retailer }),
    enabled: profile?.id != null,
    placeholderData: keepPreviousData,
  });
  return {
    profileDiets,
    diets,
    stores,
    retailer,
    setDiet: (code: IntoleranceCode, on: boolean) =>
      setOff((current) => (on ? current.filter((other) => other !== code) : [...current, code])),
    setRetailer: setStore,
    data: query.data,
    /** The answer shown is for another choice (the new one is on its way). */
    updating: query.isPlaceholderData || (query.isFetching && query.data !== undefined),
    failed: query.isError && query.data === undefined,
    /** A later choice failed while an earlier answer stays on screen. */
    failedUpdate: query.isError && query.data !== undefined,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
