import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { DietToggles, type DietTogglesProps } from './diet-toggles.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).dietToggles;
}

function Stateful(props: DietTogglesProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DietToggles
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
  title: 'App/DietToggles',
  component: DietToggles,
  tags: ['autodocs'],
  args: {
    value: { intolerances: ['lactose'], extraIntolerance: '' },
    onValueChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DietToggles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const switches = canvas.getAllByRole('switch');
    await expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    await expect(canvas.getByRole('switch', { name: text.lactose })).toBeChecked();
    await expect(canvas.getByRole('button', { name: text.submit })).toBeEnabled();
  },
};

export const NothingChosen: Story = { args: { value: { intolerances: [], extraIntolerance: '' } } };

export const EverythingChosen: Story = {
  args: {
    value: {
      intolerances: ['lactose', 'gluten', 'fodmap', 'fructose'],
      extraIntolerance: 'Nussallergie, keine Sojaprodukte',
    },
  },
};

export const Updating: Story = {
  args: { busy: true },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: kit(globals).busy });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Switching keeps the diets in one order: lactose, gluten, FODMAP, fructose (the codes' order). */
export const TogglesDiets: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.click(canvas.getByRole('switch', { name: text.fodmap }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      intolerances: ['lactose', 'fodmap'],
      extraIntolerance: '',
    });
    await userEvent.click(canvas.getByRole('switch', { name: text.fructose }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      intolerances: ['lactose', 'fodmap', 'fructose'],
      extraIntolerance: '',
    });
    await userEvent.click(canvas.getByRole('switch', { name: text.lactose }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      intolerances: ['fodmap', 'fructose'],
      extraIntolerance: '',
    });
  },
};

export const SubmitsWithOtherNeeds: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: text.other }), 'nut allergy');
    await userEvent.click(canvas.getByRole('switch', { name: text.gluten }));
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      intolerances: ['lactose', 'gluten'],
      extraIntolerance: 'nut allergy',
    });
  },
};

/** Every state at phone width (German labels are the longest). */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-10 diet:md:grid-cols-2">
      <DietToggles
        value={{ intolerances: [], extraIntolerance: '' }}
        onValueChange={() => {}}
        onSubmit={() => {}}
      />
      <DietToggles
        value={{
          intolerances: ['lactose', 'gluten', 'fodmap', 'fructose'],
          extraIntolerance: 'Nussallergie',
        }}
        onValueChange={() => {}}
        onSubmit={() => {}}
        busy
      />
      <div className="diet:max-w-[343px]">
        <DietToggles
          value={{ intolerances: ['gluten', 'fructose'], extraIntolerance: '' }}
          onValueChange={() => {}}
          onSubmit={() => {}}
          disabled
        />
      </div>
    </div>
  ),
};
