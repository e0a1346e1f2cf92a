import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { Carousel } from './carousel.js';

/** The kit's own texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  const texts = kitTexts(globals).carousel;
  return {
    ...texts,
    slideAt: (index: number, count: number) =>
      texts.slideLabel.replace('{{index}}', String(index)).replace('{{count}}', String(count)),
  };
}

type Canvas = ReturnType<typeof within>;

/** Waits until the slide with this label is the one shown (the new slide fades in). */
async function expectCurrent(canvas: Canvas, name: string, timeout = 1000) {
  await waitFor(() => expect(canvas.getByRole('group', { name })).toBeVisible(), { timeout });
}

const testimonials = [
  {
    quote: 'I finally shop without reading every label twice.',
    name: 'Lea',
    tag: 'Lactose intolerant',
    tone: 'diet:bg-primary-soft',
  },
  {
    quote: 'The green and red verdicts save me so much time in the store.',
    name: 'Marco',
    tag: 'Gluten-free',
    tone: 'diet:bg-secondary',
  },
  {
    quote: 'Low FODMAP used to mean cooking everything myself. Not any more.',
    name: 'Sophie',
    tag: 'Low FODMAP',
    tone: 'diet:bg-muted',
  },
  {
    quote: 'The suggestions found me a bread I actually like.',
    name: 'Jonas',
    tag: 'Fructose malabsorption',
    tone: 'diet:bg-surface',
  },
] as const;

const testimonialSlides = testimonials.map((item) => (
  <figure
    key={item.name}
    className={`diet:flex diet:min-h-48 diet:flex-col diet:justify-between diet:gap-4 diet:rounded-lg diet:p-6 ${item.tone}`}
  >
    <blockquote className="diet:text-lg diet:font-medium diet:text-fg">“{item.quote}”</blockquote>
    <figcaption className="diet:text-sm diet:text-fg">
      <span className="diet:font-semibold">{item.name}</span> · {item.tag}
    </figcaption>
  </figure>
));

const products = [
  ['Lactose-free milk drink', 'Valflora', '1.95'],
  ['Gluten-free crispbread', 'Schär', '3.50'],
  ['Oat yoghurt, vanilla', 'Oatly', '2.40'],
  ['Rice pasta', 'Coop Free From', '2.95'],
  ['Almond drink', 'Alpro', '2.80'],
  ['Corn flakes', 'Nature Valley', '4.20'],
  ['Hard cheese, lactose-free', 'Emmi', '5.60'],
  ['Buckwheat crackers', 'Bio', '3.10'],
] as const;

const productCards = products.map(([name, brand, price]) => (
  <article
    key={name}
    className="diet:flex diet:w-64 diet:flex-col diet:gap-2 diet:rounded-lg diet:bg-surface diet:p-4 diet:shadow-card"
  >
    <div aria-hidden="true" className="diet:h-28 diet:rounded-md diet:bg-muted" />
    <p className="diet:text-sm diet:text-muted-fg">{brand}</p>
    <h3 className="diet:font-semibold diet:text-fg">{name}</h3>
    <p className="diet:font-semibold diet:text-fg">CHF {price}</p>
  </article>
));

const categories = ['Dairy', 'Bakery', 'Pasta & rice', 'Snacks', 'Drinks', 'Breakfast', 'Frozen', 'Sweets'];

const categoryCards = categories.map((name) => (
  <div
    key={name}
    className="diet:flex diet:h-24 diet:w-[21rem] diet:items-center diet:justify-center diet:rounded-lg diet:bg-primary-soft diet:font-semibold"
  >
    {name}
  </div>
));

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  // Auto-advance is off in static stories so screenshots are stable.
  args: { label: 'Testimonials', autoAdvanceMs: 0, children: testimonialSlides, onIndexChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['slide', 'scroll'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="diet:max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slide mode: one testimonial at a time, previous / next, wrap-around. */
export const Default: Story = {};

export const OtherSlide: Story = { args: { defaultIndex: 2 } };

/** With auto-advance on, a pause button comes first (the interval here is long so the picture holds still). */
export const WithAutoAdvance: Story = { args: { autoAdvanceMs: 3_600_000 } };

export const WithoutIndicators: Story = { args: { indicators: false } };

/** A single item has nothing to move to: no controls. */
export const SingleSlide: Story = {
  args: { children: testimonialSlides[0] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Scroll mode: the product page's "Suggested products for you" row, 320 px per step. */
export const ScrollRow: Story = {
  args: { mode: 'scroll', label: 'Suggested products for you', scrollStep: 320, children: productCards },
};

/** The dashboard's category row, 360 px per step. */
export const ScrollCategories: Story = {
  args: { mode: 'scroll', label: 'Categories', scrollStep: 360, children: categoryCards },
};

/** When every item fits, the row needs no buttons. */
export const ScrollRowThatFits: Story = {
  args: { mode: 'scroll', label: 'Suggested products for you', children: productCards.slice(0, 1) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryAllByRole('button')).toHaveLength(0));
  },
};

export const SlidesAreLabelled: Story = {
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    const region = canvas.getByRole('region', { name: 'Testimonials' });
    await expect(region).toHaveAttribute('aria-roledescription', texts.carousel);
    const slide = canvas.getByRole('group', { name: texts.slideAt(1, 4) });
    await expect(slide).toHaveAttribute('aria-roledescription', texts.slide);
    await expect(slide).toHaveTextContent('Lea');
    // Only the current slide is exposed.
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: texts.previous })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.next })).toBeVisible();
  },
};

export const WrapsAroundAfterLast: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    const next = canvas.getByRole('button', { name: texts.next });
    for (const n of [2, 3, 4]) {
      await userEvent.click(next);
      await expectCurrent(canvas, texts.slideAt(n, 4));
    }
    await userEvent.click(next);
    await expect(canvas.getByRole('group', { name: texts.slideAt(1, 4) })).toHaveTextContent('Lea');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

export const WrapsAroundBeforeFirst: Story = {
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await expectCurrent(canvas, texts.slideAt(1, 4));
    await userEvent.click(canvas.getByRole('button', { name: texts.previous }));
    await expect(canvas.getByRole('group', { name: texts.slideAt(4, 4) })).toHaveTextContent('Jonas');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
  },
};

export const AutoAdvances: Story = {
  tags: ['full-motion'],
  args: { autoAdvanceMs: 300 },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await expectCurrent(canvas, texts.slideAt(1, 4));
    await expectCurrent(canvas, texts.slideAt(2, 4), 2000);
    await expectCurrent(canvas, texts.slideAt(3, 4), 2000);
    await endOnFirstSlide(canvas, texts);
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends a rotating story still on its first slide, for the screenshot: focus on "previous" holds the
 * carousel (focus within pauses it), and previous goes back to the first slide.
 */
async function endOnFirstSlide(canvas: Canvas, texts: ReturnType<typeof kit>) {
  const previous = canvas.getByRole('button', { name: texts.previous });
  previous.focus();
  for (let step = 0; step < 4 && !canvas.queryByRole('group', { name: texts.slideAt(1, 4) }); step++) {
    await userEvent.click(previous);
  }
  await expectCurrent(canvas, texts.slideAt(1, 4));
}

export const PausesOnHover: Story = {
  tags: ['full-motion'],
  args: { autoAdvanceMs: 300 },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    const region = canvas.getByRole('region', { name: 'Testimonials' });
    await userEvent.hover(region);
    await sleep(900);
    await expectCurrent(canvas, texts.slideAt(1, 4));
    await userEvent.unhover(region);
    await expectCurrent(canvas, texts.slideAt(2, 4), 2000);
    await endOnFirstSlide(canvas, texts);
  },
};

export const PausesOnFocusWithin: Story = {
  tags: ['full-motion'],
  args: { autoAdvanceMs: 300 },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.pause })).toHaveFocus();
    await sleep(900);
    await expectCurrent(canvas, texts.slideAt(1, 4));
    (document.activeElement as HTMLElement).blur();
    await expectCurrent(canvas, texts.slideAt(2, 4), 2000);
    await endOnFirstSlide(canvas, texts);
  },
};

/** The pause button stops auto-advance until it is pressed again (its label says what it will do). */
export const PausesWithRotationControl: Story = {
  tags: ['full-motion'],
  args: { autoAdvanceMs: 300 },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    const region = canvas.getByRole('region', { name: 'Testimonials' });
    await userEvent.click(canvas.getByRole('button', { name: texts.pause }));
    const play = canvas.getByRole('button', { name: texts.play });
    // Take pointer and focus away, so only the button holds the carousel still.
    await userEvent.unhover(region);
    play.blur();
    await sleep(900);
    await expectCurrent(canvas, texts.slideAt(1, 4));
    await userEvent.click(play);
    await userEvent.unhover(region);
    canvas.getByRole('button', { name: texts.pause }).blur();
    await expectCurrent(canvas, texts.slideAt(2, 4), 2000);
    await endOnFirstSlide(canvas, texts);
  },
};

/** A system that asks for reduced motion (a story's `beforeEach`; undone after the story). */
function withReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    const reduced: MediaQueryList = {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return reduced;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** With `prefers-reduced-motion: reduce` the carousel never moves on its own. */
export const StaysStillWithReducedMotion: Story = {
  args: { autoAdvanceMs: 300 },
  beforeEach: withReducedMotion,
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await sleep(900);
    await expectCurrent(canvas, texts.slideAt(1, 4));
    await expect(canvas.queryByRole('button', { name: texts.pause })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.next }));
    await expectCurrent(canvas, texts.slideAt(2, 4));
  },
};

function ControlledCarousel() {
  const [index, setIndex] = useState(1);
  return (
    <div className="diet:flex diet:flex-col diet:gap-3">
      <p>Showing testimonial {index + 1}</p>
      <Carousel label="Testimonials" autoAdvanceMs={0} index={index} onIndexChange={setIndex}>
        {testimonialSlides}
      </Carousel>
    </div>
  );
}

/** Controlled with `index` / `onIndexChange`. */
export const Controlled: Story = {
  render: () => <ControlledCarousel />,
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await expectCurrent(canvas, texts.slideAt(2, 4));
    await userEvent.click(canvas.getByRole('button', { name: texts.next }));
    await expect(canvas.getByText('Showing testimonial 3')).toBeInTheDocument();
    await expectCurrent(canvas, texts.slideAt(3, 4));
  },
};

/** Previous / next scroll the row by `scrollStep` (320 px for products). */
export const ScrollStep: Story = {
  args: { mode: 'scroll', label: 'Suggested products for you', scrollStep: 320, children: productCards },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    const region = canvas.getByRole('region', { name: 'Suggested products for you' });
    const list = within(region).getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.scrollLeft).toBe(0);
    const previous = await canvas.findByRole('button', { name: texts.previous });
    const next = canvas.getByRole('button', { name: texts.next });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBe(320), { timeout: 3000 });
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBe(640), { timeout: 3000 });
    await userEvent.click(previous);
    await waitFor(() => expect(list.scrollLeft).toBe(320), { timeout: 3000 });
  },
};

/** The category row scrolls 360 px per step. */
export const ScrollStepCategories: Story = {
  args: { mode: 'scroll', label: 'Categories', scrollStep: 360, children: categoryCards },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    const list = canvas.getByRole('list');
    const next = await canvas.findByRole('button', { name: texts.next });
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBe(360), { timeout: 3000 });
  },
};

/**
 * A click right after another counts: previous straight after next brings the row back, before the
 * row has told anyone it moved (reduced motion makes each step instant, so the test is exact).
 */
export const ScrollClicksInQuickSuccession: Story = {
  args: { mode: 'scroll', label: 'Suggested products for you', scrollStep: 320, children: productCards },
  beforeEach: withReducedMotion,
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    const list = canvas.getByRole('list');
    const previous = await canvas.findByRole('button', { name: texts.previous });
    const next = canvas.getByRole('button', { name: texts.next });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    next.click();
    previous.click();
    await expect(list.scrollLeft).toBe(0);
    next.click();
    next.click();
    await expect(list.scrollLeft).toBe(640);
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
  },
};

/** At the end of the row, next is marked disabled (it keeps focus) and does nothing. */
export const ScrollStopsAtTheEnd: Story = {
  args: { mode: 'scroll', label: 'Suggested products for you', scrollStep: 320, children: productCards },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    const list = canvas.getByRole('list');
    const next = await canvas.findByRole('button', { name: texts.next });
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    const end = list.scrollLeft;
    await userEvent.click(next);
    await expect(next).toHaveFocus();
    await sleep(300);
    await expect(list.scrollLeft).toBe(end);
  },
};

/** Both modes and their states on one canvas. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-10">
      <Carousel label="Slide, first" autoAdvanceMs={0}>
        {testimonialSlides}
      </Carousel>
      <Carousel label="Slide, last, with auto-advance" autoAdvanceMs={3_600_000} defaultIndex={3}>
        {testimonialSlides}
      </Carousel>
      <Carousel label="Slide, no indicators" autoAdvanceMs={0} defaultIndex={1} indicators={false}>
        {testimonialSlides}
      </Carousel>
      <Carousel mode="scroll" label="Scroll, products">
        {productCards}
      </Carousel>
      <Carousel mode="scroll" label="Scroll, categories" scrollStep={360}>
        {categoryCards}
      </Carousel>
    </div>
  ),
};
