import type { ComponentProps, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../lib/cn.js';
import { Button } from '../button/index.js';
import type { DietCode } from '../suitability-banner/index.js';
import { Switch } from '../switch/index.js';
import { Textarea } from '../textarea/index.js';

/** Long labels (French, German) wrap on narrow phones instead of overflowing. */
const wrapLabel = 'h-auto min-h-11 max-w-full py-2 text-center whitespace-normal';

/** The diet profile being edited: intolerance codes (1 lactose, 2 gluten, 3 FODMAP, 4 fructose) and free text. */
export type DietProfileValue = {
  intolerances: readonly DietCode[];
  /** Other dietary needs in the user's words (`extra_intolerance`). */
  extraIntolerance: string;
};

/** The switches in the spec's order, with their intolerance codes. */
const toggles: { code: DietCode; key: 'lactose' | 'gluten' | 'fructose' | 'fodmap' }[] = [
  { code: 1, key: 'lactose' },
  { code: 2, key: 'gluten' },
  { code: 4, key: 'fructose' },
  { code: 3, key: 'fodmap' },
];

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
  className,
  ...props
}: DietTogglesProps) {
  const { t } = useTranslation('ui');
  const toggle = (code: DietCode, on: boolean) => {
    const others = value.intolerances.filter((item) => item !== code);
    const intolerances = (on ? [...others, code] : others).sort((a, b) => a - b);
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
      className={cn('flex w-full max-w-xl flex-col gap-6', className)}
      {...props}
    >
      <fieldset className="flex flex-col gap-4" disabled={disabled}>
        <legend className="mb-4 text-lg font-semibold text-fg">{t('dietToggles.legend')}</legend>
        {toggles.map(({ code, key }) => (
          <Switch
            key={code}
            label={t(`dietToggles.${key}`)}
            checked={value.intolerances.includes(code)}
            onCheckedChange={(on) => toggle(code, on)}
            disabled={disabled}
            data-code={code}
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
