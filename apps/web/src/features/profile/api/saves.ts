/**
 * The profile area's saves (signed-in spec §4, §5, §7, §8). Diet profile and preferences: save,
 * update the cached profile, fetch a fresh session token, re-request the products and overwrite the
 * products cache with a new timestamp. Personal information: save and update the cached profile.
 * Each checks what the spec requires of the cached profile before calling, and the screens turn
 * the outcome into the spec's messages.
 */
import {
  STORAGE_KEYS,
  type CatalogueView,
  type IntoleranceCode,
  type ProductChanges,
  type ProfileGenderCode,
  type UserProfile,
} from '@diet/domain';
import type { QueryClient } from '@tanstack/react-query';

import { MissingTokenError, type SignedInCall } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { IdentityError } from '../../../lib/identity';
import { queryKeys } from '../../../lib/query/client';
import { productsQuery } from '../../../shared/api/catalogue';

/** The cached profile lacks what a save must send (spec §5); nothing was sent. */
export class IncompleteProfileError extends Error {
  override readonly name = 'IncompleteProfileError';
  constructor(readonly missing: 'email' | 'email-or-id') {
    super(
      missing === 'email' ? 'The cached profile has no e-mail' : 'The cached profile has no e-mail or id',
    );
  }
}

export interface SaveDeps {
  client: QueryClient;
  call: SignedInCall;
  /** Asks the identity service for a fresh session token (spec §4). */
  refreshToken: () => Promise<unknown>;
  log?: (message: string, error: unknown) => void;
  /** Where the products cache is stored (default `localStorage`). */
  storage?: Storage;
}

/** What happened after the server accepted a save. */
export interface SaveResult {
  /** Whether the product list was fetched again for the new profile (diet and preferences only). */
  productsRefreshed: boolean;
  /**
   * What the save changed in the lists, counted by the server (`/products/changes`), or null when
   * the count could not be had (then nothing is said about it).
   */
  changes: ProductChanges | null;
}

export interface DietProfileInput {
  intolerances: readonly IntoleranceCode[];
  extraIntolerance: string;
}

export interface PreferencesInput {
  seesRedProducts: boolean;
  seesLocalProducts: boolean;
  seesOnlySpecificRetailer: boolean;
  shops: readonly string[];
}

export interface PersonalInfoInput {
  name: string;
  surname: string;
  gender: ProfileGenderCode | null;
  /** Four digits, or empty when not given. */
  birthYear: string;
}

/** The server's reason for a failed save (its error field), when it gave one (spec §8). */
export function failureReason(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.failure.kind === 'status' ? error.failure.message : undefined;
  if (error instanceof MissingTokenError) return error.message;
  return undefined;
}

/**
 * Whether a save failed because DietCheck could not be reached: the API gave no answer (network
 * error) or none in time (timeout), or the session token could not be renewed for the same reason.
 * Nothing says the save was refused, so what the user typed is kept for another try. An answer with
 * a status (4xx, 5xx) is a refusal, told with the spec's texts.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.failure.kind === 'network' || error.failure.kind === 'timeout';
  if (error instanceof IdentityError) return error.code === 'Network';
  return false;
}

/** The pages that save, by their key in the `profile` texts. */
export type SavePage = 'dietProfile' | 'personalInfo' | 'preferences';

/**
 * The message a failed save shows (signed-in spec §8), as a key of the `profile` texts and its
 * values: the missing e-mail or id; "DietCheck can't be reached" when no answer came (the form keeps
 * what the user typed); else 'Failed to …: {message}' with the server's reason, or the bare text.
 */
export function saveFailureMessage(
  page: SavePage,
  error: unknown,
): { key: string; values?: { message: string } } {
  if (error instanceof IncompleteProfileError) {
    return { key: error.missing === 'email' ? 'missingEmail' : 'missingEmailOrId' };
  }
  if (isUnreachable(error)) return { key: 'unreachable' };
  const reason = failureReason(error);
  return reason ? { key: `${page}.failed`, values: { message: reason } } : { key: `${page}.failedNoMessage` };
}

function requireIdentity(profile: UserProfile | undefined): { email: string; id: string } {
  const email = profile?.email?.trim();
  const id = profile?.id;
  if (!email || !id) throw new IncompleteProfileError('email-or-id');
  return { email, id };
}

/**
 * After a diet or preferences save: the cached profile takes the new values, the session token is
 * renewed, and the products are asked for again with the new profile (the subscriber in
 * `client.ts` then stores them with a new timestamp). A failure after the server accepted the save
 * does not make the save a failure: it is reported as products not refreshed.
 */
async function applyAndRefresh(
  deps: SaveDeps,
  profile: UserProfile,
  patch: Partial<UserProfile>,
): Promise<SaveResult> {
  const updated: UserProfile = { ...profile, ...patch };
  // Counted alongside the refresh, between the profile the lists showed and the one saved.
  const changes = countChanges(deps, profile, updated);
  const refreshed = await refreshAfterSave(deps, updated);
  return { productsRefreshed: refreshed, changes: await changes };
}

/** What a profile's lists are judged and filtered by. */
function catalogueView(profile: UserProfile): CatalogueView {
  return {
    intolerances: profile.intolerances,
    sees_red_products: profile.sees_red_products,
    sees_local_products: profile.sees_local_products,
    sees_only_specific_retailer: profile.sees_only_specific_retailer,
    shop: profile.shop,
  };
}

/** POST /products/changes for a save; null (logged) when it fails: a count is never guessed. */
async function countChanges(
  deps: SaveDeps,
  before: UserProfile,
  after: UserProfile,
): Promise<ProductChanges | null> {
  if (after.id == null) return null;
  try {
    return await deps.call('/products/changes', {
      user_profile_id: after.id,
      before: catalogueView(before),
      after: catalogueView(after),
    });
  } catch (error) {
    (deps.log ?? console.warn)('Counting what the save changed failed', error);
    return null;
  }
}

/** The cached profile and the lists follow the saved profile; whether the products were fetched again. */
async function refreshAfterSave(deps: SaveDeps, updated: UserProfile): Promise<boolean> {
  deps.client.setQueryData(queryKeys.profile, updated);
  // Details and suggestions were judged against the old profile: fetched again when next shown.
  void deps.client.invalidateQueries({ queryKey: ['product'] });
  void deps.client.invalidateQueries({ queryKey: ['recommended'] });
  // Pages of lists and resolved favourites/history carry the old flags (and preferences hide other
  // products): dropped, so the next screen asks again with the new profile.
  deps.client.removeQueries({ queryKey: ['product-pages'] });
  void deps.client.invalidateQueries({ queryKey: ['resolved'] });
  try {
    await deps.refreshToken();
    await deps.client.fetchQuery({ ...productsQuery(updated, deps.call), staleTime: 0 });
    return true;
  } catch (error) {
    (deps.log ?? console.warn)('Products fetch after the save failed', error);
    // The stored products were judged against the old profile: they are fetched again on the next
    // visit (the guard) or as soon as a screen shows them.
    (deps.storage ?? localStorage).removeItem(STORAGE_KEYS.productsCache);
    void deps.client.invalidateQueries({ queryKey: queryKeys.products });
    return false;
  }
}

/** POST /user-profile/update-personal-diets, then the refresh (spec §4). */
export async function saveDietProfile(
  deps: SaveDeps,
  profile: UserProfile | undefined,
  input: DietProfileInput,
): Promise<SaveResult> {
  const { email, id } = requireIdentity(profile);
  const intolerances = [...input.intolerances].sort((a, b) => a - b);
  const extra = input.extraIntolerance.trim();
  await deps.call('/user-profile/update-personal-diets', {
    email,
    user_id: id,
    intolerances,
    extra_intolerance: extra === '' ? null : extra,
  });
  return applyAndRefresh(deps, profile as UserProfile, {
    intolerances,
    extra_intolerance: extra === '' ? null : extra,
  });
}

/** POST /user-profile/update-preferences, then the refresh (spec §4). */
export async function savePreferences(
  deps: SaveDeps,
  profile: UserProfile | undefined,
  input: PreferencesInput,
): Promise<SaveResult> {
  const { email, id } = requireIdentity(profile);
  // The retailer choice only counts while 'Show only specific retailer' is on.
  const shop = input.seesOnlySpecificRetailer ? [...input.shops] : [];
  await deps.call('/user-profile/update-preferences', {
    email,
    user_id: id,
    sees_red_products: input.seesRedProducts,
    sees_local_products: input.seesLocalProducts,
    sees_only_specific_retailer: input.seesOnlySpecificRetailer,
    shop,
  });
  return applyAndRefresh(deps, profile as UserProfile, {
    sees_red_products: input.seesRedProducts,
    sees_local_products: input.seesLocalProducts,
    sees_only_specific_retailer: input.seesOnlySpecificRetailer,
    shop,
  });
}

/** POST /user-profile/update-personal-info; gender and year as numbers (spec §5). */
export async function savePersonalInfo(
  deps: Pick<SaveDeps, 'client' | 'call'>,
  profile: UserProfile | undefined,
  input: PersonalInfoInput,
): Promise<void> {
  const email = profile?.email?.trim();
  if (!email) throw new IncompleteProfileError('email');
  const name = input.name.trim();
  const surname = input.surname.trim();
  const birthYear = input.birthYear === '' ? null : Number(input.birthYear);
  await deps.call('/user-profile/update-personal-info', {
    email,
    name,
    surname,
    gender: input.gender,
    birth_year: birthYear,
  });
  deps.client.setQueryData<UserProfile>(queryKeys.profile, (current) =>
    current
      ? { ...current, firstName: name, lastName: surname, gender: input.gender, birth_year: birthYear }
      : current,
  );
}
