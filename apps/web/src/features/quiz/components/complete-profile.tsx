/**
 * The quiz's last step for a signed-in owner whose account has no profile yet (the profile was
 * never saved: the tab closed after the code, a save failed, or the account was made elsewhere):
 * in place of the account form, who is signed in and one button that saves the answers as this
 * account's profile, with the owner's token.
 */
import { Button } from '@diet/ui/button';
import { useTranslation } from 'react-i18next';

export interface CompleteProfileProps {
  email: string;
  username: string;
  busy: boolean;
  onSave: () => void;
  onBack: () => void;
}

export function CompleteProfile({ email, username, busy, onSave, onBack }: CompleteProfileProps) {
  const { t } = useTranslation('quiz');
  return (
    <section
      aria-labelledby="complete-profile-title"
      className="mx-auto flex max-w-xl flex-col gap-5 rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8"
    >
      <h1 id="complete-profile-title" className="text-2xl font-bold tracking-tight text-balance">
        {t('complete.saveTitle')}
      </h1>
      <p className="text-muted-fg">{t('complete.saveDescription')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-fg">{t('complete.username')}</dt>
        <dd className="font-medium break-all">{username}</dd>
        <dt className="text-muted-fg">{t('complete.email')}</dt>
        <dd className="font-medium break-all">{email}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onSave} busy={busy} busyLabel={t('complete.saving')}>
          {t('complete.save')}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('complete.back')}
        </Button>
      </div>
    </section>
  );
}
