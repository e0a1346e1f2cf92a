import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { COUNTRY_COPY, kitTexts, sampleIn } from '../../lib/app-copy.fixtures.js';
import type { SelectOption } from '../select/index.js';
import { AppPreferences } from './app-preferences.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).appPreferences;
}

/** A few countries as the app's local list would give them. */
const countryOptions = Object.entries(COUNTRY_COPY).map(([value, name]) => ({ value, label: name.en }));

/** The sample countries (English in `args`) named in the story's language, as the app names them. */
const countriesIn = (options: readonly SelectOption[] | undefined, globals: Record<string, unknown>) =>
  options?.map((option) => ({
    ...option,
    label: sampleIn(option.label, Object.values(COUNTRY_COPY), globals),
  }));

const meta = {
  title: 'App/AppPreferences',
  component: AppPreferences,
  tags: ['autodocs'],
  args: { language: 'EN', country: 'CH', countryOptions },
  argTypes: { language: { control: 'inline-radio', options: ['EN', 'DE', 'FR'] } },
  render: (args, { globals }) => (
    <AppPreferences {...args} countryOptions={countriesIn(args.countryOptions, globals)} />
  ),
} satisfies Meta<typeof AppPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything disabled: e-mail alerts off, in-app alerts on, the profile's language and country. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const email = canvas.getByRole('switch', { name: text.emailAlerts });
    const inApp = canvas.getByRole('switch', { name: text.appAlerts });
    await expect(email).toBeDisabled();
    await expect(email).not.toBeChecked();
    await expect(inApp).toBeDisabled();
    await expect(inApp).toBeChecked();
    const language = canvas.getByRole('combobox', { name: text.language });
    await expect(language).toBeDisabled();
    await expect(language).toHaveValue('EN');
    await expect(canvas.getByRole('combobox', { name: text.country })).toHaveValue('CH');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

/** The three languages offered, named in themselves; the profile's is shown. */
export const GermanProfile: Story = {
  args: { language: 'DE', country: 'DE' },
  play: async ({ canvas, globals }) => {
    const language = canvas.getByRole('combobox', { name: kit(globals).language });
    await expect(language).toHaveValue('DE');
    await expect([...(language as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'English (EN)',
      'Deutsch (DE)',
      'Français (FR)',
    ]);
  },
};

const onLanguageChange = fn();

/**
 * With `onLanguageChange` (the app's switch): the language selector shows the interface language and
 * is live, with a hint that it applies at once on this device; the notice names what still cannot
 * change, and the rest stays disabled.
 */
export const LanguageCanChange: Story = {
  tags: ['i18n-visual'],
  args: { language: 'DE', onLanguageChange },
  play: async ({ canvas, globals }) => {
    onLanguageChange.mockClear();
    const text = kit(globals);
    await expect(canvas.getByText(text.noticeExceptLanguage)).toBeVisible();
    const language = canvas.getByRole('combobox', { name: text.language });
    await expect(language).toBeEnabled();
    await expect(language).toHaveAccessibleDescription(text.languageHint);
    await expect(language).toHaveValue('DE');
    await userEvent.selectOptions(language, 'FR');
    await expect(onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(onLanguageChange).toHaveBeenCalledWith('FR');
    await expect(canvas.getByRole('switch', { name: text.appAlerts })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: text.country })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

export const FrenchProfile: Story = { args: { language: 'FR', country: 'FR' } };

/** A country missing from the list still shows (as its code); none shows a dash. */
export const UnknownAndMissingCountry: Story = {
  render: (args, { globals }) => (
    <div className="diet:grid diet:gap-10 diet:md:grid-cols-2">
      <AppPreferences {...args} countryOptions={countriesIn(args.countryOptions, globals)} country="LI" />
      <AppPreferences {...args} countryOptions={countriesIn(args.countryOptions, globals)} country={null} />
    </div>
  ),
};

/** Nothing reacts: clicking a switch does not change it. */
export const NothingCanChange: Story = {
  play: async ({ canvas, globals }) => {
    const inApp = canvas.getByRole('switch', { name: kit(globals).appAlerts });
    await userEvent.click(inApp, { pointerEventsCheck: 0 });
    await expect(inApp).toBeChecked();
  },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };
