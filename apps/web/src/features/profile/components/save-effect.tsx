/**
 * What a diet or preferences save changed in the lists (issue 30), under the form, after the spec's
 * success message: "14 products are now red and 6 now green." with a link to the dashboard.
 * The status region is always on the page, so screen readers announce the sentence when it comes;
 * nothing is shown when nothing changed or the count could not be had.
 */
import type { ProductChanges } from '@diet/domain';
import { Alert } from '@diet/ui/alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { changeMessage, type ChangePage } from '../utils/change-message';

export interface SaveEffectProps {
  page: ChangePage;
  /** The server's count for the last save; null before a save, or when it could not be had. */
  changes: ProductChanges | null;
  /** Whether the saved profile shows red products (a diet save says red ones stay hidden otherwise). */
  seesRedProducts: boolean;
}

export function SaveEffect({ page, changes, seesRedProducts }: SaveEffectProps) {
  const { t, i18n } = useTranslation('profile');
  const message = changes
    ? changeMessage(page, changes, (key, values) => t(key, values), i18n.language)
    : null;
  const redHidden = page === 'dietProfile' && !seesRedProducts && (changes?.now_red ?? 0) > 0;
  return (
    <div role="status" className="max-w-xl empty:hidden">
      {message ? (
        <Alert tone="info" live={false} title={t('changes.title')}>
          <p>
            {message}
            {redHidden ? ` ${t('changes.redHidden')}` : null}
          </p>
          <p className="mt-2">
            <Link to={PATHS.dashboard} className="font-semibold text-primary underline underline-offset-4">
              {/* "See them" where products came in or changed colour; a preferences save may only hide. */}
              {t(page === 'dietProfile' ? 'changes.see' : 'changes.open')}
            </Link>
          </p>
        </Alert>
      ) : null}
    </div>
  );
}
