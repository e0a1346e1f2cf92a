import { useTranslation } from 'react-i18next';

import type { IdentityErrorCode } from '../../../lib/identity/types';

/**
 * Why the identity service refused a step inside a dialog (wrong or expired code, weak password,
 * too many attempts, offline…), in the user's language; announced when it appears.
 */
export function IdentityFailure({ code, error }: { code: IdentityErrorCode | null; error?: unknown }) {
  const { t } = useTranslation('auth');
  if (!code) return null;
  const message = error instanceof Error ? error.message : '';
  return (
    <p
      role="alert"
      data-slot="identity-failure"
      data-code={code}
      className="rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      {t(`failure.${code}`, { message })}
    </p>
  );
}
