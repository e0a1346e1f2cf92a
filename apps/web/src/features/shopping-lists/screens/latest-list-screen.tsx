/**
 * /shopping-list (issue 31): opens the most recently changed list, or the lists page when there is
 * none yet (or the lists could not be read: that page says so, with a retry).
 */
import { Spinner } from '@diet/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { PATHS, shoppingListPath } from '../../../config/routes';
import { shoppingListsQuery } from '../../../shared/api/shopping-lists';
import { useProfile } from '../../../shared/session';

export default function LatestListScreen() {
  const { t } = useTranslation('lists');
  const profileId = useProfile()?.id ?? '';
  const lists = useQuery({ ...shoppingListsQuery(profileId), enabled: profileId !== '' });
  if (lists.data) {
    const latest = lists.data[0];
    return <Navigate replace to={latest ? shoppingListPath(latest.id) : PATHS.shoppingLists} />;
  }
  if (lists.isError) return <Navigate replace to={PATHS.shoppingLists} />;
  return (
    <div className="flex justify-center px-4 py-16">
      <h1 className="sr-only">{t('title')}</h1>
      <Spinner label={t('list.loading')} showLabel />
    </div>
  );
}
