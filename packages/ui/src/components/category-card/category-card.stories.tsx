import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { brokenImage, categories, fallbackImage } from './category-card.fixtures.js';
import { CategoryCard, type CategoryCardProps } from './category-card.js';

const dairy = categories[0]!;

function Toggle(props: CategoryCardProps) {
  const [selected, setSelected] = useState(props.selected ?? false);
  return (
    <CategoryCard
      {...props}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        props.onSelectedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'App/CategoryCard',
  component: CategoryCard,
  tags: ['autodocs'],
  args: {
    name: dairy.name,
    imageSrc: dairy.imageSrc,
    fallbackSrc: fallbackImage,
    selected: false,
    onSelectedChange: fn(),
  },
  render: (args) => <Toggle {...args} />,
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dairy & eggs' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dairy & eggs' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const LongGermanName: Story = {
  args: { name: 'Milchprodukte, Käse und Eier aus regionaler Herstellung' },
};

/** The picture fails to load: the default picture (`fallbackSrc`) replaces it. */
export const FallsBackWhenImageFails: Story = {
  args: { imageSrc: brokenImage },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="category-card-image"]')).toHaveAttribute(
        'src',
        fallbackImage,
      ),
    );
  },
};

/** No picture and no fallback: a neutral icon on the muted background. */
export const WithoutAnyImage: Story = { args: { imageSrc: undefined, fallbackSrc: undefined } };

/** Both the picture and the fallback fail: the icon shows, no endless retries. */
export const BothImagesFail: Story = {
  args: { imageSrc: brokenImage, fallbackSrc: `${brokenImage}B` },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="category-card-image"]')).not.toBeInTheDocument(),
    );
  },
};

export const TogglesOnClick: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: 'Dairy & eggs' });
    await userEvent.click(card);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(card);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false);
  },
};

export const TogglesWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: 'Dairy & eggs' });
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Sizes × states, with a long name and a failing picture. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-4">
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} className="diet:flex diet:flex-wrap diet:items-start diet:gap-4">
          <CategoryCard size={size} name={dairy.name} imageSrc={dairy.imageSrc} fallbackSrc={fallbackImage} />
          <CategoryCard
            size={size}
            name={dairy.name}
            imageSrc={dairy.imageSrc}
            fallbackSrc={fallbackImage}
            selected
          />
          <CategoryCard
            size={size}
            name="Milchprodukte, Käse und Eier aus regionaler Herstellung"
            imageSrc={brokenImage}
            fallbackSrc={fallbackImage}
          />
          <CategoryCard size={size} name="Snacks" />
          <CategoryCard size={size} name="Snacks" disabled />
        </div>
      ))}
    </div>
  ),
};
