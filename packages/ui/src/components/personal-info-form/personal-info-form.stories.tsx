import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { PersonalInfoForm, type PersonalInfoFormProps } from './personal-info-form.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).personalInfoForm;
}

function Stateful(props: PersonalInfoFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PersonalInfoForm
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'App/PersonalInfoForm',
  component: PersonalInfoForm,
  tags: ['autodocs'],
  args: {
    value: { name: 'Anna', surname: 'Muster', gender: 2, birthYear: '1988' },
    onValueChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PersonalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('textbox', { name: text.name })).toHaveValue('Anna');
    await expect(canvas.getByRole('combobox', { name: text.gender })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: text.yearOfBirth })).toHaveValue('1988');
  },
};

/** A new profile: empty fields, the "YYYY" placeholder and no gender chosen. */
export const Empty: Story = {
  args: { value: { name: '', surname: '', gender: null, birthYear: '' } },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('textbox', { name: text.yearOfBirth })).toHaveAttribute(
      'placeholder',
      text.yearPlaceholder,
    );
    await expect(canvas.getByRole('combobox', { name: text.gender })).toHaveValue('');
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: kit(globals).busy });
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  tags: ['i18n-visual'],
  args: {
    value: { name: 'Marie-Thérèse', surname: 'von Wattenwyl-Schönenberger', gender: 5, birthYear: '1961' },
  },
};

/** The five profile genders, in code order. */
export const OffersFiveGenders: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    const select = canvas.getByRole('combobox', { name: text.gender });
    const options = within(select).getAllByRole('option').slice(1);
    await expect(options.map((option) => option.textContent)).toEqual([
      text.genders['1'],
      text.genders['2'],
      text.genders['3'],
      text.genders['4'],
      text.genders['5'],
    ]);
    await userEvent.selectOptions(select, '4');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ gender: 4 }));
  },
};

/** The year takes digits only, four at most. */
export const YearTakesDigitsOnly: Story = {
  args: { value: { name: 'Anna', surname: 'Muster', gender: 2, birthYear: '' } },
  play: async ({ canvas, globals }) => {
    const year = canvas.getByRole('textbox', { name: kit(globals).yearOfBirth });
    await userEvent.type(year, '19a8x51');
    await expect(year).toHaveValue('1985');
  },
};

export const SubmitsTheValues: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    const surname = canvas.getByRole('textbox', { name: text.surname });
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Meier');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Anna',
      surname: 'Meier',
      gender: 2,
      birthYear: '1988',
    });
  },
};

/**
 * A year outside the accepted range is not submitted: the field says which years are accepted and
 * takes the focus.
 */
export const YearOutOfRange: Story = {
  args: {
    value: { name: 'Anna', surname: 'Muster', gender: 2, birthYear: '1850' },
    birthYearRange: { min: 1906, max: 2026 },
  },
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    const year = canvas.getByRole('textbox', { name: text.yearOfBirth });
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(year).toHaveFocus();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription(
      expect.stringContaining(text.yearOutOfRange.replace('{{min}}', '1906').replace('{{max}}', '2026')),
    );
  },
};

/** With an accepted range, an empty year (not given) is still sent. */
export const EmptyYearIsSent: Story = {
  args: {
    value: { name: 'Anna', surname: 'Muster', gender: 2, birthYear: '' },
    birthYearRange: { min: 1906, max: 2026 },
  },
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ birthYear: '' }));
    await expect(canvas.getByRole('textbox', { name: text.yearOfBirth })).not.toHaveAttribute('aria-invalid');
  },
};

/** Filled, empty and saving, at desktop and phone widths. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-10">
      <PersonalInfoForm
        value={{ name: 'Anna', surname: 'Muster', gender: 2, birthYear: '1988' }}
        onValueChange={() => {}}
        onSubmit={() => {}}
      />
      <PersonalInfoForm
        value={{ name: '', surname: '', gender: null, birthYear: '' }}
        onValueChange={() => {}}
        onSubmit={() => {}}
        busy
      />
      <div className="diet:max-w-[343px]">
        <PersonalInfoForm
          value={{ name: 'Marie-Thérèse', surname: 'von Wattenwyl', gender: 5, birthYear: '1961' }}
          onValueChange={() => {}}
          onSubmit={() => {}}
        />
      </div>
    </div>
  ),
};
