import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { categories } from '../category-card/category-card.fixtures.js';
import { SubcategoryList, type SubcategoryListProps } from './subcategory-list.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).subcategoryList;
}

function Stateful(props: SubcategoryListProps<number>) {
  const [value, setValue] = useState(props.value);
  return (
    <SubcategoryList
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
  title: 'App/SubcategoryList',
  component: SubcategoryList<number>,
  tags: ['autodocs'],
  args: { subcategories: categories[0]!.subcategories, value: null, onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<SubcategoryListProps<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('group', { name: kit(globals).label });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(4);
  },
};

export const WithSelection: Story = { args: { value: 12 } };

/** No subcategories: nothing is rendered. */
export const Empty: Story = {
  args: { subcategories: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="subcategory-list"]')).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    subcategories: [
      { id: 1, name: 'Laktosefreie Milchgetränke' },
      { id: 2, name: 'Joghurt & Quark' },
      { id: 3, name: 'Käse aus Rohmilch und Weichkäse aus der Region' },
      { id: 4, name: 'Crème fraîche et produits laitiers' },
    ],
    value: 3,
  },
  decorators: [
    (Story) => (
      <div className="diet:max-w-xs">
        <Story />
      </div>
    ),
  ],
};

/** One chip at a time: pressing another moves the choice, pressing the chosen one clears it. */
export const SelectsOneOrNone: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Milk' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Cheese' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(13);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Cheese' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cheese' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  },
};

export const TogglesWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Milk' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(11);
  },
};
