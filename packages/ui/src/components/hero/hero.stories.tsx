import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Hero } from './hero';

/** A simple inline illustration: a basket with three traffic-light dots (no remote image). */
function BasketIllustration() {
  return (
    <svg
      viewBox="0 0 320 220"
      role="img"
      aria-label="A shopping basket"
      className="diet:mx-auto diet:h-auto diet:w-full diet:max-w-sm"
    >
      <rect x="0" y="0" width="320" height="220" rx="24" className="diet:fill-primary-soft" />
      <path
        d="M70 90h180l-20 90H90z"
        className="diet:fill-surface diet:stroke-primary"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path
        d="M110 90l30-50M210 90l-30-50"
        className="diet:stroke-primary"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="125" cy="135" r="14" className="diet:fill-verdict-green" />
      <circle cx="160" cy="135" r="14" className="diet:fill-verdict-yellow" />
      <circle cx="195" cy="135" r="14" className="diet:fill-verdict-red" />
    </svg>
  );
}

const meta = {
  title: 'Public site/Hero',
  component: Hero,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    eyebrow: 'Lactose · Gluten · FODMAP · Fructose',
    title: 'Know at a glance which groceries suit your diet.',
    text: 'Tell us your food intolerances once. We check the ingredients of Swiss supermarket products for you and show green or red.',
    ctaLabel: 'Start the quiz',
    ctaHref: '#registration-questionnaire',
    onCtaClick: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: ['centered', 'split'] } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Split: Story = { args: { layout: 'split', media: <BasketIllustration /> } };

export const CenteredWithMedia: Story = { args: { media: <BasketIllustration /> } };

/** Without `ctaHref` the call to action is a button that calls `onCtaClick`. */
export const ButtonAction: Story = {
  args: { ctaHref: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start the quiz' }));
    await expect(args.onCtaClick).toHaveBeenCalledTimes(1);
  },
};

/** With `ctaHref` the call to action is a link to the quiz. */
export const LinksToQuiz: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start the quiz' })).toHaveAttribute(
      'href',
      '#registration-questionnaire',
    );
  },
};

export const TitleOnly: Story = { args: { eyebrow: undefined, text: undefined, ctaLabel: undefined } };

/** Both layouts, with and without media, on one canvas. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="diet:grid diet:gap-16">
      <Hero {...args} layout="centered" headingLevel={2} title="Centered" />
      <Hero
        {...args}
        layout="centered"
        headingLevel={2}
        title="Centered with media"
        media={<BasketIllustration />}
      />
      <Hero {...args} layout="split" headingLevel={2} title="Split" />
      <Hero
        {...args}
        layout="split"
        headingLevel={2}
        title="Split with media"
        media={<BasketIllustration />}
      />
    </div>
  ),
};
