import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi, sessionToken } from '../../../lib/api';
import { useSignedIn } from '../../../shared/session';
import { failureReason, IncompleteProfileError, type SaveDeps } from '../api/saves';

/** What the saves need from the app: its query client, the signed-in call and a token refresh. */
export function useSaveDeps(): SaveDeps {
  const client = useQueryClient();
  return useMemo(
    () => ({ client, call: callApi, refreshToken: () => sessionToken({ forceRefresh: true }) }),
    [client],
  );
}

/** The save messages' keys of a page in the `profile` texts. */
type Page = 'dietProfile' | 'personalInfo' | 'preferences';

/**
 * The spec's messages for a page's save (signed-in spec §8) as in-app messages: the success text,
 * 'Failed to …: {message}' with the server's reason or the bare fallback, and the missing e-mail or
 * id texts.
 */
export function useSaveMessages(page: Page) {
  const { t } = useTranslation('profile');
  const { notify } = useSignedIn();
  return useMemo(
    () => ({
      saved: (productsRefreshed = true) =>
        notify(
          productsRefreshed
            ? { tone: 'success', message: t(`${page}.saved`) }
            : { tone: 'warning', message: t(`${page}.savedProductsStale`) },
        ),
      failed: (error: unknown) => {
        if (error instanceof IncompleteProfileError) {
          notify({
            tone: 'error',
            message: t(error.missing === 'email' ? 'missingEmail' : 'missingEmailOrId'),
          });
          return;
        }
        const reason = failureReason(error);
        notify({
          tone: 'error',
          message: reason ? t(`${page}.failed`, { message: reason }) : t(`${page}.failedNoMessage`),
        });
      },
    }),
    [notify, page, t],
  );
}
