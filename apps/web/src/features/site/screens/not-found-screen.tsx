import { useTranslation } from 'react-i18next';

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
        { href: '/', label: t('notFound.home') },
        { href: '/diets', label: t('notFound.diets') },
        { href: '/contact', label: t('notFound.faq') },
      ]}
    />
  );
}
