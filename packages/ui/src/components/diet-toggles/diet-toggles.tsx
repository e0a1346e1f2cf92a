'use client';

import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { DIET_KEYS, type DietKey } from '../../lib/verdict.js';
import { Button } from '../button/index.js';
import { Switch } from '../switch/index.js';
import { Textarea } from '../textarea/index.js';

/** Long labels (French, German) wrap on narrow phones instead of overflowing. */
const wrapLabel =
  'diet:h-auto diet:min-h-11 diet:max-w-full diet:py-2 diet:text-center diet:whitespace-normal';

/**
 * The diet profile being edited: the diets followed (`lactose`, `gluten`, `fodmap`, `fructose`, in
 * that order) and free text.
 */
export type DietProfileValue = {
  intolerances: readonly DietKey[];
  /** Other dietary needs in the user's words (`extra_intolerance`). */
  extraIntolerance: string;
};

/** The switches in the spec's order. */
const toggles: readonly DietKey[] = ['lactose', 'gluten', 'fructose', 'fodmap'];

export type DietTogglesProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The current choices (controlled). */
  value: DietProfileValue;
  /** Called with the new choices on every change. */
  onValueChange: (value: DietProfileValue) => void;
  /** Called with the choices when "Update diet profile" is pressed. */
  onSubmit: (value: DietProfileValue) => void;
  /** While saving: the button reads "Updating..." and does not submit again. */
  busy?: boolean;
  /** Disables every control. */
  disabled?: boolean;
  /** A line under a switch, in the app's words, e.g. which diet it checks ("Checked as a lactose-free diet."). */
  descriptions?: Partial<Record<DietKey, ReactNode>>;
};

/**
 * The diet profile form: switches for Lactose intolerance, Gluten-free, Fructose malabsorption and Low
 * FODMAP, a text field for other needs, and "Update diet profile" ("Updating..." while busy).
 */
export function DietToggles({
  value,
  onValueChange,
  onSubmit,
  busy = false,
  disabled = false,
  descriptions,
  className,
  ...props
}: DietTogglesProps) {
  const { t } = useUiTranslation();
  const toggle = (diet: DietKey, on: boolean) => {
    const others = value.intolerances.filter((item) => item !== diet);
    const intolerances = (on ? [...others, diet] : others).sort(
      (a, b) => DIET_KEYS.indexOf(a) - DIET_KEYS.indexOf(b),
    );
    onValueChange({ ...value, intolerances });
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !disabled) onSubmit(value);
  };
  return (
    <form
      data-slot="diet-toggles"
      onSubmit={handleSubmit}
      className={cn('diet:flex diet:w-full diet:max-w-xl diet:flex-col diet:gap-6', className)}
      {...props}
    >
      <fieldset className="diet:flex diet:flex-col diet:gap-4" disabled={disabled}>
        <legend className="diet:mb-4 diet:text-lg diet:font-semibold diet:text-fg">
          {t('dietToggles.legend')}
        </legend>
        {toggles.map((diet) => (
          <Switch
            key={diet}
            label={t(`dietToggles.${diet}`)}
            description={descriptions?.[diet]}
            checked={value.intolerances.includes(diet)}
            onCheckedChange={(on) => toggle(diet, on)}
            disabled={disabled}
            data-diet={diet}
          />
        ))}
      </fieldset>
      <Textarea
        label={t('dietToggles.other')}
        placeholder={t('dietToggles.otherPlaceholder')}
        value={value.extraIntolerance}
        onChange={(event) => onValueChange({ ...value, extraIntolerance: event.target.value })}
        disabled={disabled}
        rows={3}
        name="extraIntolerance"
      />
      <div>
        <Button
          type="submit"
          className={wrapLabel}
          busy={busy}
          busyLabel={t('dietToggles.busy')}
          disabled={disabled}
        >
          {t('dietToggles.submit')}
        </Button>
      </div>
    </form>
  );
}
