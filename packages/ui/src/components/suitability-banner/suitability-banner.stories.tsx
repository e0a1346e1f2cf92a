import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { uiResources, type UiLanguage } from '../../i18n/index.js';
import { SuitabilityBanner, type DietCode } from './suitability-banner.js';

function kit(globals: Record<string, unknown>) {
  return uiResources[(globals.locale as UiLanguage | undefined) ?? 'en'].ui.suitabilityBanner;
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
  args: { level: 'green', className: 'max-w-xl' },
  argTypes: {
    level: { control: 'inline-radio', options: ['green', 'yellow', 'red'] },
    diet: { control: 'inline-radio', options: [1, 2, 3, 4] },
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
  args: { level: 'red', diet: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).red['1']))).toBeVisible();
  },
};

export const RedLowFodmap: Story = {
  args: { level: 'red', diet: 3 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).red['3']))).toBeVisible();
  },
};

export const YellowGluten: Story = {
  args: { level: 'yellow', diet: 2 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).yellow['2']))).toBeVisible();
  },
};

export const YellowFructose: Story = {
  args: { level: 'yellow', diet: 4 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).yellow['4']))).toBeVisible();
  },
};

/** Without the deciding code the text is general. */
export const RedWithoutDiet: Story = {
  args: { level: 'red' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(sentence(kit(globals).red.any))).toBeVisible();
  },
};

/**
 * One product, colours { red: [1], yellow: [2] }: red for a lactose-intolerant user, yellow for a
 * gluten-free one (the app picks the first matching code, red before yellow).
 */
export const RedForOneDietYellowForAnother: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid max-w-xl gap-3">
      <p className="text-sm text-muted-fg">Profile: lactose intolerance</p>
      <SuitabilityBanner level="red" diet={1} />
      <p className="text-sm text-muted-fg">Profile: gluten-free</p>
      <SuitabilityBanner level="yellow" diet={2} />
      <p className="text-sm text-muted-fg">Profile: fructose malabsorption</p>
      <SuitabilityBanner level="green" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByText(sentence(text.red['1']))).toBeVisible();
    await expect(canvas.getByText(sentence(text.yellow['2']))).toBeVisible();
    await expect(canvas.getByText(sentence(text.green))).toBeVisible();
  },
};

const diets: DietCode[] = [1, 2, 3, 4];

/** Every level × diet, at a phone's width (the German sentences are the longest). */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid max-w-[343px] gap-3">
      <SuitabilityBanner level="green" />
      {(['red', 'yellow'] as const).flatMap((level) => [
        ...diets.map((diet) => <SuitabilityBanner key={`${level}${diet}`} level={level} diet={diet} />),
        <SuitabilityBanner key={`${level}any`} level={level} />,
      ])}
    </div>
  ),
};
