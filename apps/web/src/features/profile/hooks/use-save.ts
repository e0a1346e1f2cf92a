import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi, sessionToken } from '../../../lib/api';
import { useSignedIn } from '../../../shared/session';
import { saveFailureMessage, type SaveDeps, type SavePage } from '../api/saves';

/** What the saves need from the app: its query client, the signed-in call and a token refresh. */
export function useSaveDeps(): SaveDeps {
  const client = useQueryClient();
  return useMemo(
    () => ({ client, call: callApi, refreshToken: () => sessionToken({ forceRefresh: true }) }),
    [client],
  );
}

/**
 * The spec's messages for a page's save (signed-in spec §8) as in-app messages: the success text,
 * 'Failed to …: {message}' with the server's reason or the bare fallback, the missing e-mail or id
 * texts, and "DietCheck can't be reached" when no answer came. An error stays until the user
 * dismisses it or the next save succeeds (a new error takes its place); a success goes after the
 * usual time.
 */
export function useSaveMessages(page: SavePage) {
  const { t } = useTranslation('profile');
  const { notify, dismiss } = useSignedIn();
  // The error toast this page shows, if any.
  const errorToast = useRef<string | undefined>(undefined);
  return useMemo(
    () => ({
      saved: (productsRefreshed = true) => {
        if (errorToast.current !== undefined) dismiss(errorToast.current);
        errorToast.current = undefined;
        notify(
          productsRefreshed
            ? { tone: 'success', message: t(`${page}.saved`) }
            : { tone: 'warning', message: t(`${page}.savedProductsStale`) },
        );
      },
      failed: (error: unknown) => {
        const { key, values } = saveFailureMessage(page, error);
        errorToast.current = notify({
          id: errorToast.current,
          tone: 'error',
          message: t(key, values ?? {}),
          autoDismissMs: 0,
        });
      },
    }),
    [dismiss, notify, page, t],
  );
}
