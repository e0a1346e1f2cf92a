import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { TestimonialCarousel, type Testimonial, type TestimonialTone } from './testimonial-carousel';

/** The kit's carousel texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  const texts = kitTexts(globals).carousel;
  return {
    ...texts,
    slideAt: (index: number, count: number) =>
      texts.slideLabel.replace('{{index}}', String(index)).replace('{{count}}', String(count)),
  };
}

const testimonials: Testimonial[] = [
  {
    quote: 'I finally shop without reading every label twice.',
    name: 'Lea',
    tag: 'Lactose intolerant',
    background: 'primary-soft',
  },
  {
    quote: 'The green and red answers save me so much time in the store.',
    name: 'Marco',
    tag: 'Gluten-free',
    background: 'secondary',
  },
  {
    quote: 'Low FODMAP used to mean cooking everything myself. Not any more.',
    name: 'Sophie',
    tag: 'Low FODMAP',
    background: 'info-soft',
  },
  {
    quote: 'The suggestions found me a bread I actually like.',
    name: 'Jonas',
    tag: 'Fructose malabsorption',
    background: 'warning-soft',
  },
  {
    quote: 'Scanning a barcode and getting a clear answer is brilliant.',
    name: 'Nina',
    tag: 'Lactose intolerant',
    background: 'success-soft',
  },
  {
    quote: 'My dietitian recommended it, and now I recommend it to friends.',
    name: 'Luca',
    tag: 'Gluten-free',
    background: 'muted',
  },
  {
    quote: 'Shopping for my daughter is so much less stressful.',
    name: 'Sara',
    tag: 'Parent',
    background: 'surface',
  },
  {
    quote: 'I discovered snacks I never knew were safe for me.',
    name: 'Tim',
    tag: 'Low FODMAP',
    background: 'primary-soft',
  },
  {
    quote: 'Finally an app that knows Swiss supermarkets.',
    name: 'Elena',
    tag: 'Lactose intolerant',
    background: 'secondary',
  },
  {
    quote: 'The profile took two minutes and everything just fits.',
    name: 'Noah',
    tag: 'Fructose malabsorption',
    background: 'info-soft',
  },
  {
    quote: 'I use it every week for my big shop.',
    name: 'Mia',
    tag: 'Gluten-free',
    background: 'warning-soft',
  },
  {
    quote: 'Clear, simple and free. What more could I want?',
    name: 'Ben',
    tag: 'Low FODMAP',
    background: 'success-soft',
  },
  {
    quote: 'It takes the guesswork out of eating well.',
    name: 'Julia',
    tag: 'Dietitian',
    background: 'muted',
  },
];

const meta = {
  title: 'Public site/TestimonialCarousel',
  component: TestimonialCarousel,
  tags: ['autodocs'],
  args: {
    title: 'What our users say',
    testimonials,
    // Still in static stories (deterministic screenshots); the behaviour stories set their own.
    autoAdvanceMs: 0,
    onIndexChange: fn(),
  },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** A long testimonial on a coloured card. */
export const LongQuote: Story = {
  args: {
    defaultIndex: 0,
    testimonials: [
      {
        quote:
          'Since my diagnosis I spent hours in the supermarket reading ingredient lists. Now I scan, see green or red, and move on. It has given me my Saturdays back.',
        name: 'Anna',
        tag: 'Fructose malabsorption',
        background: 'secondary',
      },
      ...testimonials.slice(1, 3),
    ],
  },
};

/** Every background token on one canvas (first slide of each). */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-8 diet:md:grid-cols-2">
      {(
        [
          'surface',
          'primary-soft',
          'secondary',
          'muted',
          'info-soft',
          'success-soft',
          'warning-soft',
          'danger-soft',
        ] as TestimonialTone[]
      ).map((background) => (
        <TestimonialCarousel
          key={background}
          label={`Tone ${background}`}
          autoAdvanceMs={0}
          testimonials={[
            {
              quote: 'I finally shop without reading every label twice.',
              name: 'Lea',
              tag: background,
              background,
            },
          ]}
        />
      ))}
    </div>
  ),
};

/** Previous from the first shows the 13th; next from the 13th shows the first. */
export const WrapsAroundAfterLast: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await expect(canvas.getByRole('group', { name: texts.slideAt(1, 13) })).toHaveTextContent('Lea');
    await userEvent.click(canvas.getByRole('button', { name: texts.previous }));
    await expect(canvas.getByRole('group', { name: texts.slideAt(13, 13) })).toHaveTextContent('Julia');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(canvas.getByRole('button', { name: texts.next }));
    await expect(canvas.getByRole('group', { name: texts.slideAt(1, 13) })).toHaveTextContent('Lea');
    await userEvent.click(canvas.getByRole('button', { name: texts.next }));
    await expect(canvas.getByRole('group', { name: texts.slideAt(2, 13) })).toHaveTextContent('Marco');
  },
};

/** With auto-advance the carousel moves on by itself and wraps from the last to the first. */
export const AutoAdvancesAndWraps: Story = {
  tags: ['full-motion'],
  args: { autoAdvanceMs: 300, defaultIndex: 11 },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await waitFor(() => expect(canvas.getByRole('group', { name: texts.slideAt(13, 13) })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('group', { name: texts.slideAt(1, 13) })).toBeVisible());
    // End still on the first slide, for the screenshot: focus on "previous" holds the carousel.
    const previous = canvas.getByRole('button', { name: texts.previous });
    previous.focus();
    for (let step = 0; step < 13 && !canvas.queryByRole('group', { name: texts.slideAt(1, 13) }); step++) {
      await userEvent.click(previous);
    }
    await waitFor(() => expect(canvas.getByRole('group', { name: texts.slideAt(1, 13) })).toBeVisible());
  },
};
