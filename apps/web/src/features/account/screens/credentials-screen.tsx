import { CredentialsForm, type CredentialsValue } from '@diet/ui/credentials-form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { loadIdentity } from '../../../lib/identity';
import { AreaPage } from '../../../shared/components/area-page';
import { useProfile, useSignedIn } from '../../../shared/session';
import { accountNames, credentialsFormError } from '../utils/credentials';

const EMPTY: CredentialsValue = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * /login-credentials (signed-in spec §2, §5, §8): the e-mail and username read-only, and a password
 * change that the user pool carries out. The current password is asked first (someone at an
 * unlocked device must not be able to take the account over); the username cannot change (it is how
 * the user signs in; see the README). 'Credentials saved!' shows only once the pool has accepted the
 * new password; its refusals show as the form's errors and change nothing.
 */
export default function CredentialsScreen() {
  const { t } = useTranslation('account');
  const { claims } = useSignedIn();
  const profile = useProfile();
  const { email, username } = accountNames(profile, claims);
  const [value, setValue] = useState<CredentialsValue>(EMPTY);
  const save = useMutation({
    // Under 'save': the frame shows its loading overlay while the pool answers.
    mutationKey: ['save', 'credentials'],
    mutationFn: async ({ currentPassword, password }: CredentialsValue) =>
      (await loadIdentity()).changePassword(currentPassword, password),
    // The passwords are not kept on the page once they have done their job.
    onSuccess: () => setValue(EMPTY),
  });
  const change = (next: CredentialsValue) => {
    setValue(next);
    // Typing again starts over: the last outcome no longer describes what is in the fields.
    if (save.isSuccess || save.isError) save.reset();
  };
  return (
    <AreaPage title={t('loginCredentials.title')} intro={t('loginCredentials.intro')}>
      <CredentialsForm
        email={email}
        username={username}
        value={value}
        onValueChange={change}
        onSave={(next) => save.mutate(next)}
        busy={save.isPending}
        saved={save.isSuccess}
        error={save.isError ? credentialsFormError(save.error) : null}
      />
    </AreaPage>
  );
}
