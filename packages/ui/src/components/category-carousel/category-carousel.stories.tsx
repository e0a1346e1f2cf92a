import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { categories, fallbackImage } from '../category-card/category-card.fixtures.js';
import { CategoryCarousel, type CategoryCarouselProps } from './category-carousel.js';

function kit(globals: Record<string, unknown>) {
  const ui = kitTexts(globals);
  return { ...ui.categoryCarousel, carousel: ui.carousel };
}

function Stateful(props: CategoryCarouselProps<number>) {
  const [value, setValue] = useState(props.value);
  return (
    <CategoryCarousel
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
  title: 'App/CategoryCarousel',
  component: CategoryCarousel<number>,
  tags: ['autodocs'],
  args: { categories, value: null, onValueChange: fn(), fallbackSrc: fallbackImage },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="diet:max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<CategoryCarouselProps<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('region', { name: kit(globals).label })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false }).length).toBeGreaterThanOrEqual(6);
  },
};

export const WithSelection: Story = { args: { value: 2 } };

/** With a title, the previous / next buttons sit at the end of the title's line, above the row. */
export const WithTitle: Story = {
  tags: ['desktop-only'],
  // The title and the scroll buttons show from the breakpoint up (a phone scrolls by touch).
  globals: { viewport: { value: 'desktop' } },
  args: { title: 'Browse by category' },
  play: async ({ canvas, globals }) => {
    const heading = canvas.getByRole('heading', { name: 'Browse by category' });
    const next = await canvas.findByRole('button', { name: kit(globals).carousel.next });
    const row = canvas.getByRole('list');
    await expect(next.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      row.getBoundingClientRect().top + 8,
    );
    await expect(
      Math.abs(next.getBoundingClientRect().top - heading.getBoundingClientRect().top),
    ).toBeLessThan(4);
  },
};

/** Two categories fit: no previous / next buttons. */
export const FewCategories: Story = {
  args: { categories: categories.slice(0, 2) },
  play: async ({ canvas, globals }) => {
    const next = kit(globals).carousel.next;
    await waitFor(() => expect(canvas.queryByRole('button', { name: next })).toBeNull());
  },
};

/** Choosing a category selects only it; choosing it again clears the choice. */
export const SelectsOneAtATime: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dairy & eggs' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Bread & bakery' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Bread & bakery' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  },
};

/** Next scrolls the row by 360 px (the spec's step for categories). */
export const ScrollsBy360 = {
  decorators: [
    (Story) => (
      <div className="diet:w-[420px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, globals }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-list"]');
    if (!list) throw new Error('no list');
    list.style.scrollBehavior = 'auto';
    await userEvent.click(await canvas.findByRole('button', { name: kit(globals).carousel.next }));
    await waitFor(() => expect(list.scrollLeft).toBe(360));
  },
} satisfies Story;

/** A card whose picture fails shows the fallback picture. */
export const FallbackPicture: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', { name: /Milchprodukte/ });
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', fallbackImage));
  },
};
