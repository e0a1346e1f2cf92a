import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Checkbox } from './checkbox.js';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Show red products', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Show red products' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'All diets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All diets' })).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Products that do not fit your profile stay in the results, marked red.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Show red products' })).toHaveAccessibleDescription(
      'Products that do not fit your profile stay in the results, marked red.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Show red products' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const TogglesOnClick: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByLabelText('Show red products');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label is part of the hit area.
    await userEvent.click(canvas.getByText('Show red products'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const TogglesWithSpace: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Show red products' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

/** Every state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-xl diet:gap-4 diet:md:grid-cols-2">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
      <Checkbox label="With description" description="A longer explanation under the label." />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled checked" disabled defaultChecked />
      <Checkbox label="Disabled with description" description="Cannot be changed yet." disabled />
      <Checkbox label="Invalid" aria-invalid />
    </div>
  ),
};
