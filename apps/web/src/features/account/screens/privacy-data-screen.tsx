import { AccountInfo, type AccountInfoAction } from '@diet/ui/account-info';
import { Icon } from '@diet/ui/icon';
import { Trans, useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';
import { useProfile, useSignedIn } from '../../../shared/session';
import { SUPPORT_EMAIL } from '../../../shared/site-facts';
import { list } from '../../../shared/texts';
import { mailtoHref } from '../components/mailto';

type Collected = { term: string; text: string };

/**
 * /privacy-data (signed-in spec §2): what DietCheck collects, why, who has access and the user's
 * rights under the nFADP, worded as the privacy policy words them; links to edit the diet profile,
 * to ask for one's data or its deletion (e-mails to support prepared in the interface language,
 * with the account's e-mail address), and to the cookie and privacy policies.
 */
export default function PrivacyDataScreen() {
  const { t } = useTranslation('account');
  const { email: signedInEmail } = useSignedIn();
  const account = useProfile()?.email ?? signedInEmail;
  const request = (kind: 'view' | 'delete') =>
    mailtoHref(SUPPORT_EMAIL, {
      subject: t(`privacyData.mail.${kind}.subject`),
      body: t(`privacyData.mail.${kind}.body`, { account, interpolation: { escapeValue: false } }),
    });
  const actions: AccountInfoAction[] = [
    { href: PATHS.dietProfile, icon: <Icon name="settings" />, key: 'editDiets' },
    { href: request('view'), icon: <Icon name="eye" />, key: 'viewData' },
    { href: request('delete'), icon: <Icon name="trash" />, key: 'deleteData' },
    { href: PATHS.cookie, icon: <Icon name="info" />, key: 'cookie' },
    { href: PATHS.privacy, icon: <Icon name="lock" />, key: 'privacy' },
  ].map(({ key, ...action }) => ({
    ...action,
    label: t(`privacyData.actions.${key}.label`),
    description: t(`privacyData.actions.${key}.description`, { email: SUPPORT_EMAIL }),
  }));
  return (
    <AccountInfo
      className="pt-2"
      heading={t('privacyData.heading')}
      intro={<p>{t('privacyData.intro')}</p>}
      actionsHeading={t('privacyData.actionsHeading')}
      actions={actions}
      linkComponent={RouterLink}
      blocks={[
        {
          id: 'collected',
          title: t('privacyData.collected.title'),
          content: (
            <ul>
              {list<Collected>(t, 'privacyData.collected.items').map((item) => (
                <li key={item.term}>
                  <strong>{item.term}</strong> {item.text}
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'why',
          title: t('privacyData.why.title'),
          content: (
            <>
              <ul>
                {list<string>(t, 'privacyData.why.items').map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>{t('privacyData.why.note')}</p>
            </>
          ),
        },
        {
          id: 'access',
          title: t('privacyData.access.title'),
          content: list<string>(t, 'privacyData.access.paragraphs').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          )),
        },
        {
          id: 'rights',
          title: t('privacyData.rights.title'),
          content: (
            <>
              <p>{t('privacyData.rights.intro')}</p>
              <ul>
                {list<string>(t, 'privacyData.rights.items').map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>
                <Trans
                  t={t}
                  i18nKey="privacyData.rights.how"
                  values={{ email: SUPPORT_EMAIL }}
                  components={{ mail: <a href={mailtoHref(SUPPORT_EMAIL)} /> }}
                />
              </p>
              <p>{t('privacyData.rights.complaint')}</p>
            </>
          ),
        },
      ]}
    />
  );
}
