import { useTranslation } from 'react-i18next';

import { MessagePage } from '../components/message-page';

/**
 * A route of the specs whose screen has not been built yet (the quiz, login and the signed-in app):
 * the route exists and says honestly that it is not open, with ways on.
 */
export default function NotYetScreen() {
  const { t } = useTranslation('site');
  return (
    <MessagePage
      eyebrow={t('notYet.eyebrow')}
      title={t('notYet.title')}
      body={t('notYet.body')}
      links={[
        { href: '/', label: t('notYet.home') },
        { href: '/diets', label: t('notYet.diets') },
      ]}
    />
  );
}
