/** GET calls of the domain's table through the one client (same typed errors as `postPublic`). */
import type { KyInstance } from 'ky';

import { http, toApiError } from './http';

export async function getJson(relativePath: string, client: KyInstance = http): Promise<unknown> {
  try {
    return await client.get(relativePath.replace(/^\//, '')).json();
  } catch (error) {
    toApiError(error);
  }
}
