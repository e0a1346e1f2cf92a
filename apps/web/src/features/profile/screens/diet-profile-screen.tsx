import { DietToggles, type DietProfileValue } from '@diet/ui/diet-toggles';
import { useMutation } from '@tanstack/react-query';
import type { ProductChanges } from '@diet/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { dietCodeOf, dietKeysOf } from '../../../lib/diet-keys';
import { AreaPage } from '../../../shared/components/area-page';
import { useProfile } from '../../../shared/session';
import { saveDietProfile } from '../api/saves';
import { SaveEffect } from '../components/save-effect';
import { useSaveDeps, useSaveMessages } from '../hooks/use-save';

/**
 * /diets-profile (signed-in spec §2, §4, §8): the four diet switches and other needs, from the
 * cached profile. 'Update diet profile' saves, refreshes the products for the new diets (the
 * dashboard's colours follow at once) and says so, then what changed ("14 products are now red and
 * 6 now green"), counted by the server.
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
  // What the last save changed in the lists (the server's count), said under the form.
  const [changes, setChanges] = useState<ProductChanges | null>(null);
  const save = useMutation({
    mutationKey: ['save', 'dietProfile'],
    mutationFn: (next: DietProfileValue) =>
      saveDietProfile(deps, profile, {
        intolerances: next.intolerances.map(dietCodeOf),
        extraIntolerance: next.extraIntolerance,
      }),
    onMutate: () => setChanges(null),
    onSuccess: (result) => {
      messages.saved(result.productsRefreshed);
      setChanges(result.changes);
    },
    onError: messages.failed,
  });
  return (
    <AreaPage title={t('dietProfile.title')} intro={t('dietProfile.intro')}>
      <DietToggles
        value={value}
        onValueChange={setValue}
        onSubmit={save.mutate}
        busy={save.isPending}
        // Each switch says which diet it checks, in the words the verdicts use.
        descriptions={{
          lactose: t('dietProfile.checks.lactose'),
          gluten: t('dietProfile.checks.gluten'),
          fructose: t('dietProfile.checks.fructose'),
          fodmap: t('dietProfile.checks.fodmap'),
        }}
      />
      <SaveEffect
        page="dietProfile"
        changes={changes}
        seesRedProducts={profile?.sees_red_products ?? false}
      />
    </AreaPage>
  );
}
