import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { PreferencesForm, type PreferencesFormProps } from './preferences-form.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).preferencesForm;
}

function Stateful(props: PreferencesFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PreferencesForm
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const off = { seesRedProducts: false, seesLocalProducts: false, seesOnlySpecificRetailer: false, shops: [] };

const meta = {
  title: 'App/PreferencesForm',
  component: PreferencesForm,
  tags: ['autodocs'],
  args: { value: off, onValueChange: fn(), onSubmit: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All off (the profile's defaults): no retailer picker. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: text.pickRetailers })).toBeNull();
  },
};

/** The retailer switch is on and nothing is picked: "Showing: — none selected —". */
export const RetailerOnNoneSelected: Story = {
  tags: ['i18n-visual'],
  args: { value: { ...off, seesOnlySpecificRetailer: true } },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('button', { name: text.pickRetailers })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByText(text.noneSelected)).toBeVisible();
  },
};

export const PickerOpenWithCoop: Story = {
  tags: ['i18n-visual'],
  args: {
    value: {
      seesRedProducts: true,
      seesLocalProducts: true,
      seesOnlySpecificRetailer: true,
      shops: ['Coop'],
    },
    defaultPickerOpen: true,
  },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('button', { name: 'Coop' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(text.showing).parentElement).toHaveTextContent('Coop');
  },
};

/** More retailers than the spec's one, as a later version might offer. */
export const SeveralRetailers: Story = {
  args: {
    value: { ...off, seesOnlySpecificRetailer: true, shops: ['Coop', 'Migros'] },
    retailers: ['Coop', 'Migros', 'Denner', 'Aldi Suisse', 'Lidl Schweiz', 'Volg'],
    defaultPickerOpen: true,
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: kit(globals).busy }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Switching the retailer option on shows the expander; picking Coop updates "Showing:". */
export const PicksARetailer: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.click(canvas.getByRole('switch', { name: text.specificRetailer }));
    const expander = canvas.getByRole('button', { name: text.pickRetailers });
    await expect(canvas.getByText(text.noneSelected)).toBeVisible();
    await userEvent.click(expander);
    await expect(expander).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Coop' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      ...off,
      seesOnlySpecificRetailer: true,
      shops: ['Coop'],
    });
    await expect(canvas.getByText(text.showing).parentElement).toHaveTextContent('Coop');
  },
};

/** Turning the retailer option off collapses the picker; on again, it starts closed. */
export const TurningOffCollapsesThePicker: Story = {
  args: { value: { ...off, seesOnlySpecificRetailer: true, shops: ['Coop'] }, defaultPickerOpen: true },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('button', { name: 'Coop' })).toBeVisible();
    const retailerSwitch = canvas.getByRole('switch', { name: text.specificRetailer });
    await userEvent.click(retailerSwitch);
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.pickRetailers })).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Coop' })).toBeNull();
    await userEvent.click(retailerSwitch);
    await expect(canvas.getByRole('button', { name: text.pickRetailers })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const SubmitsTheValues: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.click(canvas.getByRole('switch', { name: text.seeRed }));
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...off, seesRedProducts: true });
  },
};

/** Off, on with nothing picked, open with a pick, and saving, at phone width. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-10 diet:md:grid-cols-2">
      <PreferencesForm value={off} onValueChange={() => {}} onSubmit={() => {}} />
      <PreferencesForm
        value={{ ...off, seesOnlySpecificRetailer: true }}
        onValueChange={() => {}}
        onSubmit={() => {}}
      />
      <div className="diet:max-w-[343px]">
        <PreferencesForm
          value={{
            seesRedProducts: true,
            seesLocalProducts: true,
            seesOnlySpecificRetailer: true,
            shops: ['Coop'],
          }}
          onValueChange={() => {}}
          onSubmit={() => {}}
          defaultPickerOpen
        />
      </div>
      <PreferencesForm value={off} onValueChange={() => {}} onSubmit={() => {}} busy />
    </div>
  ),
};
