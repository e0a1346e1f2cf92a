import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { DietPicker, type DietItem } from './diet-picker';

const diets: DietItem[] = [
  {
    id: 'lactose-free',
    name: 'Lactose-free',
    description: 'For people whose body cannot fully digest the sugar in milk.',
  },
  {
    id: 'gluten-free',
    name: 'Gluten-free',
    description: 'For coeliac disease or gluten sensitivity: no wheat, barley or rye.',
  },
  {
    id: 'low-fodmap',
    name: 'Low FODMAP',
    description: 'Limits fermentable sugars that can upset a sensitive gut.',
  },
  {
    id: 'low-fructose',
    name: 'Low fructose',
    description: 'For fructose malabsorption: less fruit sugar, no added fructose.',
  },
];

const meta = {
  title: 'Public site/DietPicker',
  component: DietPicker,
  tags: ['autodocs'],
  args: { title: 'Choose your diet', diets, onSelect: fn() },
} satisfies Meta<typeof DietPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Two rows visible; the list scrolls (with snapping) to the others. */
export const Scrolling: Story = { args: { visibleRows: 2 } };

/** Labels given by the app instead of the kit's "See products". */
export const CustomLabels: Story = {
  args: { diets: diets.map((diet) => ({ ...diet, ctaLabel: `Top ${diet.name.toLowerCase()} products` })) },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** Each button names its diet for screen readers and passes the diet to `onSelect`. */
export const SelectsDiet: Story = {
  play: async ({ canvas, args, globals }) => {
    const label = kitTexts(globals).dietPicker.seeProducts;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${label} ?: Low FODMAP$`) }));
    await expect(args.onSelect).toHaveBeenCalledWith(diets[2], 2);
  },
};

/** Rows are at least `rowHeight` (96 px) high. */
export const RowsAreNinetySixPixels: Story = {
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll<HTMLElement>('[data-slot="diet-picker-row"]');
    await expect(rows).toHaveLength(4);
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(96);
  },
};
