import { RETAILERS } from '@diet/domain';
import { PreferencesForm, type PreferencesValue } from '@diet/ui/preferences-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProductChanges } from '@diet/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AreaPage } from '../../../shared/components/area-page';
import { useProfile } from '../../../shared/session';
import { retailersQuery } from '../api/retailers-query';
import { savePreferences } from '../api/saves';
import { SaveEffect } from '../components/save-effect';
import { useSaveDeps, useSaveMessages } from '../hooks/use-save';

/**
 * /preferences (signed-in spec §2, §4, §8): 'See unsuitable products (red)', 'See only local
 * products' and 'Show only specific retailer' with the catalogue's retailers as chips. Saving
 * refreshes the products, so red products appear on or leave the dashboard at once, and says what
 * changed ("12 products are now hidden and 3 shown again"), counted by the server.
 */
export default function PreferencesScreen() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const deps = useSaveDeps();
  const messages = useSaveMessages('preferences');
  const catalogueRetailers = useQuery(retailersQuery()).data;
  const [value, setValue] = useState<PreferencesValue>(() => ({
    seesRedProducts: profile?.sees_red_products ?? false,
    seesLocalProducts: profile?.sees_local_products ?? false,
    seesOnlySpecificRetailer: profile?.sees_only_specific_retailer ?? false,
    shops: profile?.shop ?? [],
  }));
  // The catalogue's retailers; until they arrive (or if they cannot), the spec's one retailer and
  // those already picked, so a choice is never hidden.
  const retailers = useMemo(() => {
    const names = new Set([...(catalogueRetailers ?? RETAILERS), ...(profile?.shop ?? [])]);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [catalogueRetailers, profile?.shop]);
  // What the last save changed in the lists (the server's count), said under the form.
  const [changes, setChanges] = useState<ProductChanges | null>(null);
  const save = useMutation({
    mutationKey: ['save', 'preferences'],
    mutationFn: (next: PreferencesValue) => savePreferences(deps, profile, next),
    onMutate: () => setChanges(null),
    onSuccess: (result) => {
      messages.saved(result.productsRefreshed);
      setChanges(result.changes);
    },
    onError: messages.failed,
  });
  return (
    <AreaPage title={t('preferences.title')} intro={t('preferences.intro')}>
      <PreferencesForm
        value={value}
        onValueChange={setValue}
        onSubmit={save.mutate}
        busy={save.isPending}
        retailers={retailers}
        defaultPickerOpen={value.seesOnlySpecificRetailer}
      />
      <SaveEffect page="preferences" changes={changes} seesRedProducts={value.seesRedProducts} />
    </AreaPage>
  );
}
