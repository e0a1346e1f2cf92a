import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { DIET_KEYS, SuitabilityBanner } from './suitability-banner.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).suitabilityBanner;
}

/**
 * Finds the banner's sentence of a kit text: the text marks the diet with `<b>`, so the sentence is
 * split over elements; it matches the paragraph whose whole text is the sentence, and checks the
 * marked part is bold.
 */
function sentence(text: string) {
  const plain = text.replace(/<\/?b>/g, '');
  const bold = /<b>(.*?)<\/b>/.exec(text)?.[1];
  return (_content: string, element: Element | null) =>
    element?.tagName === 'P' &&
    element.textContent === plain &&
    (bold === undefined || element.querySelector('b')?.textContent === bold);
}

const meta = {
  title: 'App/SuitabilityBanner',
  component: SuitabilityBanner,
  tags: ['autodocs'],
  args: { verdict: 'green', className: 'diet:max-w-xl' },
  argTypes: {
    verdict: { control: 'inline-radio', options: ['green', 'yellow', 'red'] },
    diet: { control: 'inline-radio', options: DIET_KEYS },
  },
} satisfies Meta<typeof SuitabilityBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).green))).toBeVisible();
  },
};

export const RedLactose: Story = {
  args: { verdict: 'red', diet: 'lactose' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).red['1']))).toBeVisible();
  },
};

export const RedLowFodmap: Story = {
  args: { verdict: 'red', diet: 'fodmap' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).red['3']))).toBeVisible();
  },
};

export const YellowGluten: Story = {
  args: { verdict: 'yellow', diet: 'gluten' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).yellow['2']))).toBeVisible();
  },
};

export const YellowFructose: Story = {
  args: { verdict: 'yellow', diet: 'fructose' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).yellow['4']))).toBeVisible();
  },
};

/** Without the deciding diet the text is general. */
export const RedWithoutDiet: Story = {
  args: { verdict: 'red' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).red.any))).toBeVisible();
  },
};

/**
 * One product, colours { red: [1], yellow: [2] }: red for a lactose-intolerant user, yellow for a
 * gluten-free one (the app picks the first matching diet, red before yellow).
 */
export const RedForOneDietYellowForAnother: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-xl diet:gap-3">
      <p className="diet:text-sm diet:text-muted-fg">Profile: lactose intolerance</p>
      <SuitabilityBanner verdict="red" diet="lactose" />
      <p className="diet:text-sm diet:text-muted-fg">Profile: gluten-free</p>
      <SuitabilityBanner verdict="yellow" diet="gluten" />
      <p className="diet:text-sm diet:text-muted-fg">Profile: fructose malabsorption</p>
      <SuitabilityBanner verdict="green" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByText(sentence(text.red['1']))).toBeVisible();
    await expect(canvas.getByText(sentence(text.yellow['2']))).toBeVisible();
    await expect(canvas.getByText(sentence(text.green))).toBeVisible();
  },
};

/** Every verdict × diet, at a phone's width (the German sentences are the longest). */
export const Matrix: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-[343px] diet:gap-3">
      <SuitabilityBanner verdict="green" />
      {(['red', 'yellow'] as const).flatMap((verdict) => [
        ...DIET_KEYS.map((diet) => (
          <SuitabilityBanner key={`${verdict}${diet}`} verdict={verdict} diet={diet} />
        )),
        <SuitabilityBanner key={`${verdict}any`} verdict={verdict} />,
      ])}
    </div>
  ),
};

/** Yellow only because the label could not be read: neutral, and it says so (not "may not suit"). */
export const CouldNotCheckLactose: Story = {
  args: { verdict: 'yellow', diet: 'lactose', unread: true },
  tags: ['i18n-visual'],
  play: async ({ canvas, globals, canvasElement }) => {
    await expect(canvas.getByText(sentence(kit(globals).unread['1']))).toBeVisible();
    await expect(canvas.getByText(kit(globals).unread.detail)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="suitability-banner"]')).toHaveAttribute(
      'data-unread',
      'true',
    );
  },
};
