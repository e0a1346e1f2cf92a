'use client';

import { useState, type ComponentProps, type FormEvent } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { useDietUiSettings } from '../../provider/context.js';
import { Button } from '../button/index.js';
import { ToggleChip } from '../chip/index.js';
import { Collapsible } from '../collapsible/index.js';
import { Switch } from '../switch/index.js';

/**
 * The retailers the spec offers: only one exists. A copy of the domain constant (the kit does not
 * import @diet/domain); pass `retailers` when the list grows.
 */
export const DEFAULT_RETAILERS: readonly string[] = ['Coop'];

/** Long labels (French, German) wrap on narrow phones instead of overflowing. */
const wrapLabel =
  'diet:h-auto diet:min-h-11 diet:max-w-full diet:py-2 diet:text-center diet:whitespace-normal';

/** The shopping preferences being edited. */
export type PreferencesValue = {
  /** "See unsuitable products (red)" (`sees_red_products`). */
  seesRedProducts: boolean;
  /** "See only local products" (`sees_local_products`). */
  seesLocalProducts: boolean;
  /** "Show only specific retailer" (`sees_only_specific_retailer`). */
  seesOnlySpecificRetailer: boolean;
  /** The chosen retailers (`shop`). */
  shops: readonly string[];
};

export type PreferencesFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The current values (controlled). */
  value: PreferencesValue;
  /** Called with the new values on every change. */
  onValueChange: (value: PreferencesValue) => void;
  /** Called with the values when "Save preferences" is pressed. */
  onSubmit: (value: PreferencesValue) => void;
  /**
   * The retailers the picker offers. Default: `DietUiProvider`'s `defaultStore` alone, else `['Coop']`
   * (the spec's only retailer).
   */
  retailers?: readonly string[];
  /** Whether the retailer picker starts open (when the retailer switch is on). Default `false`. */
  defaultPickerOpen?: boolean;
  /** While saving: the button reads "Saving..." and does not submit again. */
  busy?: boolean;
};

/**
 * The preferences form: switches "See unsuitable products (red)", "See only local products" and "Show
 * only specific retailer"; while the last is on, a "Pick retailers to show" expander with retailer chips
 * and a "Showing:" line. Turning it off collapses the picker.
 */
export function PreferencesForm({
  value,
  onValueChange,
  onSubmit,
  retailers,
  defaultPickerOpen = false,
  busy = false,
  className,
  ...props
}: PreferencesFormProps) {
  const { t } = useUiTranslation();
  const { defaultStore } = useDietUiSettings();
  const offered = retailers ?? (defaultStore === DEFAULT_RETAILERS[0] ? DEFAULT_RETAILERS : [defaultStore]);
  const [pickerOpen, setPickerOpen] = useState(defaultPickerOpen);
  const set = (patch: Partial<PreferencesValue>) => onValueChange({ ...value, ...patch });
  const toggleShop = (shop: string, on: boolean) =>
    set({
      shops: on
        ? [...value.shops.filter((item) => item !== shop), shop]
        : value.shops.filter((item) => item !== shop),
    });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(value);
  };
  return (
    <form
      data-slot="preferences-form"
      onSubmit={handleSubmit}
      className={cn('diet:flex diet:w-full diet:max-w-xl diet:flex-col diet:gap-5', className)}
      {...props}
    >
      <Switch
        label={t('preferencesForm.seeRed')}
        checked={value.seesRedProducts}
        onCheckedChange={(on) => set({ seesRedProducts: on })}
      />
      <Switch
        label={t('preferencesForm.seeLocal')}
        checked={value.seesLocalProducts}
        onCheckedChange={(on) => set({ seesLocalProducts: on })}
      />
      <Switch
        label={t('preferencesForm.specificRetailer')}
        checked={value.seesOnlySpecificRetailer}
        onCheckedChange={(on) => {
          if (!on) setPickerOpen(false);
          set({ seesOnlySpecificRetailer: on });
        }}
      />
      {value.seesOnlySpecificRetailer ? (
        <div
          data-slot="retailer-picker"
          className="diet:flex diet:flex-col diet:gap-2 diet:rounded-md diet:bg-canvas diet:px-4"
        >
          <Collapsible
            title={t('preferencesForm.pickRetailers')}
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            className="diet:border-b-0"
          >
            <div
              role="group"
              aria-label={t('preferencesForm.retailers')}
              className="diet:flex diet:flex-wrap diet:gap-2"
            >
              {offered.map((retailer) => (
                <ToggleChip
                  key={retailer}
                  pressed={value.shops.includes(retailer)}
                  onPressedChange={(on) => toggleShop(retailer, on)}
                >
                  {retailer}
                </ToggleChip>
              ))}
            </div>
          </Collapsible>
          <p data-slot="retailer-summary" className="diet:pb-4 diet:text-sm diet:text-fg">
            <span className="diet:font-semibold">{t('preferencesForm.showing')}</span>{' '}
            {value.shops.length > 0 ? (
              value.shops.join(', ')
            ) : (
              <span className="diet:text-muted-fg">{t('preferencesForm.noneSelected')}</span>
            )}
          </p>
        </div>
      ) : null}
      <div>
        <Button type="submit" className={wrapLabel} busy={busy} busyLabel={t('preferencesForm.busy')}>
          {t('preferencesForm.submit')}
        </Button>
      </div>
    </form>
  );
}
