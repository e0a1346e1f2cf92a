import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Switch } from './switch.js';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Show local products first', className: 'diet:max-w-md', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show local products first' })).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show local products first' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Products made in Switzerland come before imported ones.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(
      'Products made in Switzerland come before imported ones.',
    );
  },
};

/** The app-preferences screen shows switches that cannot be changed yet. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Show local products first' });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const TogglesOnClick: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByLabelText('Show local products first');
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Show local products first'));
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const TogglesWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Show local products first' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
  },
};

/** Every state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-md diet:gap-5">
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="With description" description="A longer explanation under the label." />
      <Switch
        label="With description, on"
        description="A longer explanation under the label."
        defaultChecked
      />
      <Switch label="Disabled off" disabled />
      <Switch label="Disabled on" disabled defaultChecked />
      <Switch
        label="Disabled with description"
        description="Coming soon in the app."
        disabled
        defaultChecked
      />
    </div>
  ),
};
