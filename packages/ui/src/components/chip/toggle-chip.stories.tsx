import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { ToggleChip } from './chip.js';

const meta = {
  title: 'Primitives/ToggleChip',
  component: ToggleChip,
  tags: ['autodocs'],
  args: { children: 'Coop', pressed: false, onPressedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof ToggleChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: a retailer not picked yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Coop' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** On, with a check mark. */
export const Pressed: Story = {
  args: { pressed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Coop' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coop' }), { pointerEventsCheck: 0 });
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

/** A click reports the new state to `onPressedChange`; the owner keeps the state. */
export const ReportsNewState: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coop' }));
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

function RetailerPicker() {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (name: string, on: boolean) =>
    setSelected((current) => (on ? [...current, name] : current.filter((item) => item !== name)));
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Pick retailers to show">
        {['Coop', 'Migros', 'Aldi'].map((name) => (
          <ToggleChip key={name} pressed={selected.includes(name)} onPressedChange={(on) => toggle(name, on)}>
            {name}
          </ToggleChip>
        ))}
      </div>
      <p className="text-sm text-muted-fg">Showing: {selected.join(', ') || '— none selected —'}</p>
    </div>
  );
}

/** Tab to a chip; Space and Enter toggle it and `aria-pressed` follows. */
export const TogglesWithKeyboard: Story = {
  render: () => <RetailerPicker />,
  play: async ({ canvas }) => {
    const coop = canvas.getByRole('button', { name: 'Coop' });
    await userEvent.tab();
    await expect(coop).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(coop).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Showing: Coop')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(coop).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Showing: — none selected —')).toBeVisible();
  },
};

const sizes = ['sm', 'md'] as const;

/** Every size × off, on, disabled. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-3">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          <ToggleChip size={size} pressed={false}>
            Off
          </ToggleChip>
          <ToggleChip size={size} pressed>
            On
          </ToggleChip>
          <ToggleChip size={size} pressed={false} disabled>
            Disabled off
          </ToggleChip>
          <ToggleChip size={size} pressed disabled>
            Disabled on
          </ToggleChip>
        </div>
      ))}
    </div>
  ),
};
