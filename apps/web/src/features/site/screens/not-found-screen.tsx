import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { MessagePage } from '../components/message-page';

/** Any address the app does not know. */
export default function NotFoundScreen() {
  const { t } = useTranslation('site');
  return (
    <MessagePage
      eyebrow={t('notFound.eyebrow')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      links={[
        { href: PATHS.home, label: t('notFound.home') },
        { href: PATHS.diets, label: t('notFound.diets') },
        { href: PATHS.contact, label: t('notFound.faq') },
      ]}
    />
  );
}
