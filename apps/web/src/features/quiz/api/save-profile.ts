/**
 * POST {api}/user-profile (public-site spec §3, §7) through the app's one HTTP client. After the
 * e-mail code is confirmed the owner's id token goes along as a bearer, so the API binds the
 * profile to its account; without one (the code was skipped) the API keeps it pending
 * (apps/api/README.md, "Registration"). A non-OK answer rejects with an `ApiError` of kind 'status'.
 */
import type { RegistrationRequest } from '@diet/domain';

import { http, toApiError } from '../../../lib/http';

export async function saveProfile(payload: RegistrationRequest, idToken: string | null): Promise<void> {
  try {
    await http.post('user-profile', {
      json: payload,
      headers: idToken ? { authorization: `Bearer ${idToken}` } : undefined,
    });
  } catch (error) {
    toApiError(error);
  }
}
