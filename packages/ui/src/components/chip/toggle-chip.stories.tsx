import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { copyIn, DIET_COPY, kitTexts, type KitTexts } from '../../lib/app-copy.fixtures.js';
import { ToggleChip } from './chip.js';

/** The kit's retailer picker texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).preferencesForm;
}

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

/** The preferences' retailer picker, with the kit's texts. */
function RetailerPicker({ text }: { text: KitTexts['preferencesForm'] }) {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (name: string, on: boolean) =>
    setSelected((current) => (on ? [...current, name] : current.filter((item) => item !== name)));
  return (
    <div className="diet:grid diet:gap-3">
      <div className="diet:flex diet:flex-wrap diet:gap-2" role="group" aria-label={text.pickRetailers}>
        {['Coop', 'Migros', 'Aldi'].map((name) => (
          <ToggleChip key={name} pressed={selected.includes(name)} onPressedChange={(on) => toggle(name, on)}>
            {name}
          </ToggleChip>
        ))}
      </div>
      <p className="diet:text-sm diet:text-muted-fg">
        {text.showing} {selected.join(', ') || text.noneSelected}
      </p>
    </div>
  );
}

/** Tab to a chip; Space and Enter toggle it and `aria-pressed` follows. */
export const TogglesWithKeyboard: Story = {
  tags: ['i18n-visual'],
  render: (_args, { globals }) => <RetailerPicker text={kit(globals)} />,
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('group', { name: text.pickRetailers })).toBeVisible();
    const coop = canvas.getByRole('button', { name: 'Coop' });
    await userEvent.tab();
    await expect(coop).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(coop).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(`${text.showing} Coop`)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(coop).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(`${text.showing} ${text.noneSelected}`)).toBeVisible();
  },
};

const sizes = ['sm', 'md'] as const;

/** Every size × off, on, disabled off, disabled on; the diets' names as the app shows them. */
export const Matrix: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="diet:grid diet:gap-3">
      {sizes.map((size) => (
        <div key={size} className="diet:flex diet:flex-wrap diet:items-center diet:gap-2">
          <ToggleChip size={size} pressed={false}>
            {copyIn(DIET_COPY.lactose, globals)}
          </ToggleChip>
          <ToggleChip size={size} pressed>
            {copyIn(DIET_COPY.gluten, globals)}
          </ToggleChip>
          <ToggleChip size={size} pressed={false} disabled>
            {copyIn(DIET_COPY.fodmap, globals)}
          </ToggleChip>
          <ToggleChip size={size} pressed disabled>
            {copyIn(DIET_COPY.fructose, globals)}
          </ToggleChip>
        </div>
      ))}
    </div>
  ),
};
