import { DietToggles, type DietProfileValue } from '@diet/ui/diet-toggles';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { dietCodeOf, dietKeysOf } from '../../../lib/diet-keys';
import { AreaPage } from '../../../shared/components/area-page';
import { useProfile } from '../../../shared/session';
import { saveDietProfile } from '../api/saves';
import { useSaveDeps, useSaveMessages } from '../hooks/use-save';

/**
 * /diets-profile (signed-in spec §2, §4, §8): the four diet switches and other needs, from the
 * cached profile. 'Update diet profile' saves, refreshes the products for the new diets (the
 * dashboard's colours follow at once) and says so.
 */
export default function DietProfileScreen() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const deps = useSaveDeps();
  const messages = useSaveMessages('dietProfile');
  const [value, setValue] = useState<DietProfileValue>(() => ({
    intolerances: dietKeysOf(profile?.intolerances ?? []),
    extraIntolerance: profile?.extra_intolerance ?? '',
  }));
  const save = useMutation({
    mutationKey: ['save', 'dietProfile'],
    mutationFn: (next: DietProfileValue) =>
      saveDietProfile(deps, profile, {
        intolerances: next.intolerances.map(dietCodeOf),
        extraIntolerance: next.extraIntolerance,
      }),
    onSuccess: (result) => messages.saved(result.productsRefreshed),
    onError: messages.failed,
  });
  return (
    <AreaPage title={t('dietProfile.title')} intro={t('dietProfile.intro')}>
      <DietToggles value={value} onValueChange={setValue} onSubmit={save.mutate} busy={save.isPending} />
    </AreaPage>
  );
}
