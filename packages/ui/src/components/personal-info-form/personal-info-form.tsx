'use client';

import { useState, type ComponentProps, type FormEvent } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Button } from '../button/index.js';
import { Select } from '../select/index.js';
import { TextField } from '../text-field/index.js';

/** Long labels (French, German) wrap on narrow phones instead of overflowing. */
const wrapLabel =
  'diet:h-auto diet:min-h-11 diet:max-w-full diet:py-2 diet:text-center diet:whitespace-normal';

/** Profile gender codes of the spec: 1 Male, 2 Female, 3 Other, 4 Non-binary, 5 Prefer not to say. */
export type GenderCode = 1 | 2 | 3 | 4 | 5;

const genderCodes: GenderCode[] = [1, 2, 3, 4, 5];

/** Whether a typed year may be sent: empty (not given), or four digits within `range`. */
function isAcceptedYear(text: string, range?: { min: number; max: number }): boolean {
  if (text === '') return true;
  if (!/^[0-9]{4}$/.test(text)) return false;
  const year = Number(text);
  return !range || (year >= range.min && year <= range.max);
}

/** The personal information being edited. */
export type PersonalInfoValue = {
  name: string;
  surname: string;
  /** The gender code, or `null` when not chosen yet. */
  gender: GenderCode | null;
  /** The year of birth as typed (the app sends it as a number). */
  birthYear: string;
};

export type PersonalInfoFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The current values (controlled). */
  value: PersonalInfoValue;
  /** Called with the new values on every change. */
  onValueChange: (value: PersonalInfoValue) => void;
  /** Called with the values when "Save information" is pressed and the year of birth is valid. */
  onSubmit: (value: PersonalInfoValue) => void;
  /** While saving: the button reads "Saving..." and does not submit again. */
  busy?: boolean;
  /**
   * The years of birth accepted (e.g. the domain's `birthYearBounds(new Date())`). A year outside
   * them (or not four digits) is not submitted: the field says which years are accepted and takes
   * the focus. An empty year is always accepted (not given). Without it only four digits are checked.
   */
  birthYearRange?: { min: number; max: number };
};

/**
 * The personal information form: Name, Surname, Gender (five options), Year of birth ("YYYY") and
 * "Save information" ("Saving..." while busy).
 */
export function PersonalInfoForm({
  value,
  onValueChange,
  onSubmit,
  busy = false,
  birthYearRange,
  className,
  ...props
}: PersonalInfoFormProps) {
  const { t } = useUiTranslation();
  const [attempted, setAttempted] = useState(false);
  const set = (patch: Partial<PersonalInfoValue>) => onValueChange({ ...value, ...patch });
  const yearValid = isAcceptedYear(value.birthYear, birthYearRange);
  const yearError =
    attempted && !yearValid
      ? birthYearRange
        ? t('personalInfoForm.yearOutOfRange', birthYearRange)
        : t('personalInfoForm.yearHint')
      : undefined;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (!yearValid) {
      const input = event.currentTarget.elements.namedItem('birthYear');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    onSubmit(value);
  };
  return (
    <form
      data-slot="personal-info-form"
      onSubmit={handleSubmit}
      noValidate
      className={cn('diet:grid diet:w-full diet:max-w-2xl diet:gap-5 diet:md:grid-cols-2', className)}
      {...props}
    >
      <TextField
        label={t('personalInfoForm.name')}
        name="name"
        autoComplete="given-name"
        value={value.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextField
        label={t('personalInfoForm.surname')}
        name="surname"
        autoComplete="family-name"
        value={value.surname}
        onChange={(event) => set({ surname: event.target.value })}
      />
      <Select
        label={t('personalInfoForm.gender')}
        name="gender"
        placeholder={t('personalInfoForm.genderPlaceholder')}
        options={genderCodes.map((code) => ({
          value: String(code),
          label: t(`personalInfoForm.genders.${code}`),
        }))}
        value={value.gender === null ? '' : String(value.gender)}
        onChange={(event) =>
          set({ gender: event.target.value === '' ? null : (Number(event.target.value) as GenderCode) })
        }
      />
      <TextField
        label={t('personalInfoForm.yearOfBirth')}
        name="birthYear"
        inputMode="numeric"
        autoComplete="bday-year"
        placeholder={t('personalInfoForm.yearPlaceholder')}
        hint={yearError ? undefined : t('personalInfoForm.yearHint')}
        error={yearError}
        maxLength={4}
        value={value.birthYear}
        onChange={(event) => set({ birthYear: event.target.value.replace(/\D/g, '').slice(0, 4) })}
      />
      <div className="diet:md:col-span-2">
        <Button type="submit" className={wrapLabel} busy={busy} busyLabel={t('personalInfoForm.busy')}>
          {t('personalInfoForm.submit')}
        </Button>
      </div>
    </form>
  );
}
