import { AccountInfo } from '@diet/ui/account-info';
import { Icon } from '@diet/ui/icon';
import { Trans, useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';
import { SUPPORT_EMAIL } from '../../../shared/site-facts';
import { mailtoHref } from '../components/mailto';

/**
 * /legal-help (signed-in spec §2): an invitation to ask questions by e-mail to support, and links
 * to the terms of service and the privacy policy.
 */
export default function LegalHelpScreen() {
  const { t } = useTranslation('account');
  const mail = mailtoHref(SUPPORT_EMAIL, { subject: t('legalHelp.mailSubject') });
  return (
    <AccountInfo
      className="pt-2"
      heading={t('legalHelp.heading')}
      intro={
        <p>
          <Trans
            t={t}
            i18nKey="legalHelp.intro"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <a href={mail} /> }}
          />
        </p>
      }
      linkComponent={RouterLink}
      actions={[
        {
          href: mail,
          icon: <Icon name="mail" />,
          label: t('legalHelp.actions.email.label'),
          description: SUPPORT_EMAIL,
        },
        {
          href: PATHS.terms,
          icon: <Icon name="list" />,
          label: t('legalHelp.actions.terms.label'),
          description: t('legalHelp.actions.terms.description'),
        },
        {
          href: PATHS.privacy,
          icon: <Icon name="lock" />,
          label: t('legalHelp.actions.privacy.label'),
          description: t('legalHelp.actions.privacy.description'),
        },
      ]}
    />
  );
}
