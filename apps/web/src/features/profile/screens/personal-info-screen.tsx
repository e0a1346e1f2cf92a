import { birthYearBounds, type ProfileGenderCode } from '@diet/domain';
import { PersonalInfoForm, type PersonalInfoValue } from '@diet/ui/personal-info-form';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AreaPage } from '../../../shared/components/area-page';
import { useProfile } from '../../../shared/session';
import { savePersonalInfo } from '../api/saves';
import { useSaveDeps, useSaveMessages } from '../hooks/use-save';

/**
 * /personal-info (signed-in spec §2, §5, §8): name, surname, gender and year of birth from the
 * cached profile; 'Save information' sends them (gender and year as numbers) and the greeting
 * follows the new name.
 */
export default function PersonalInfoScreen() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const deps = useSaveDeps();
  const messages = useSaveMessages('personalInfo');
  const [value, setValue] = useState<PersonalInfoValue>(() => ({
    name: profile?.firstName ?? '',
    surname: profile?.lastName ?? '',
    gender: profile?.gender ?? null,
    birthYear: profile?.birth_year ? String(profile.birth_year) : '',
  }));
  const range = useMemo(() => birthYearBounds(new Date()), []);
  const save = useMutation({
    mutationKey: ['save', 'personalInfo'],
    mutationFn: (next: PersonalInfoValue) =>
      savePersonalInfo(deps, profile, { ...next, gender: next.gender as ProfileGenderCode | null }),
    onSuccess: () => messages.saved(),
    onError: messages.failed,
  });
  return (
    <AreaPage title={t('personalInfo.title')} intro={t('personalInfo.intro')}>
      <PersonalInfoForm
        value={value}
        onValueChange={setValue}
        onSubmit={save.mutate}
        busy={save.isPending}
        birthYearRange={range}
      />
    </AreaPage>
  );
}
