import type { Meta, StoryObj } from '@storybook/react-vite';
import { Newspaper, ScanBarcode, ShoppingBasket, UserRoundCog } from '../icon/glyphs.js';
import { expect, fn, userEvent } from 'storybook/test';

import { FeatureAccordion, type FeatureSection } from './feature-accordion';

const sections: FeatureSection[] = [
  {
    icon: <UserRoundCog />,
    title: 'Personalised to your diets',
    content:
      'Tell us once which intolerances and diets apply to you. Every verdict and suggestion follows your profile.',
  },
  {
    icon: <ScanBarcode />,
    title: 'Instant yes or no',
    content:
      'Search for a product or scan its barcode in the shop and get a clear green or red answer in seconds.',
  },
  {
    icon: <ShoppingBasket />,
    title: 'Product recommendations',
    content: 'Discover products from Swiss supermarkets that suit you, sorted by how well they fit.',
  },
  {
    icon: <Newspaper />,
    title: 'A feed made for you',
    content: 'Articles, tips and news chosen for the diets in your profile.',
  },
];

const meta = {
  title: 'Public site/FeatureAccordion',
  component: FeatureAccordion,
  tags: ['autodocs'],
  args: { title: 'Everything you need to shop with confidence', sections, onOpenIndexChange: fn() },
} satisfies Meta<typeof FeatureAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first section is open at first. */
export const Default: Story = {};

export const ThirdOpen: Story = { args: { defaultOpenIndex: 2 } };

export const WithoutIcons: Story = {
  args: { sections: sections.map(({ icon: _icon, ...section }) => section) },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** Clicking a heading opens its section and closes the open one; clicking it again keeps it open. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: 'Personalised to your diets' });
    const second = canvas.getByRole('button', { name: 'Instant yes or no' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/scan its barcode/)).toBeVisible();
    await expect(args.onOpenIndexChange).toHaveBeenCalledWith(1);
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
  },
};

/** Up / Down move between the headings; Enter opens one. */
export const KeyboardOperable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Personalised to your diets' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Product recommendations' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
