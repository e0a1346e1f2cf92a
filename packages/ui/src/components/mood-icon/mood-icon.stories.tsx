import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { MoodIcon } from './mood-icon.js';

const meta = {
  title: 'Primitives/MoodIcon',
  component: MoodIcon,
  tags: ['autodocs'],
  args: { verdict: 'green' },
  argTypes: {
    verdict: { control: 'inline-radio', options: ['green', 'yellow', 'red'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof MoodIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Yellow: Story = { args: { verdict: 'yellow' } };
export const Red: Story = { args: { verdict: 'red' } };
export const Large: Story = { args: { size: 'xl' } };

const texts = {
  en: { green: 'Suits you', yellow: 'May not suit', red: 'Not suitable' },
  fr: { green: 'Vous convient', yellow: 'Peut ne pas convenir', red: 'Ne convient pas' },
  de: { green: 'Passt zu Ihnen', yellow: 'Passt eventuell nicht', red: 'Nicht geeignet' },
} as const;

/** Each verdict is an image named with the kit's translated verdict text. */
export const NamesTheVerdict: Story = {
  render: () => (
    <div className="diet:flex diet:gap-3">
      <MoodIcon verdict="green" />
      <MoodIcon verdict="yellow" />
      <MoodIcon verdict="red" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const expected = texts[storyLanguage(globals)];
    for (const verdict of ['green', 'yellow', 'red'] as const) {
      await expect(canvas.getByRole('img', { name: expected[verdict] })).toHaveAttribute(
        'data-verdict',
        verdict,
      );
    }
  },
};

/** Next to text that already gives the verdict, it is hidden from assistive technology. */
export const Decorative: Story = {
  render: () => (
    <p className="diet:flex diet:items-center diet:gap-2 diet:text-sm">
      <MoodIcon verdict="red" size="sm" decorative /> This product is not gluten-free.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A screen can name it itself, e.g. with the product's suitability sentence. */
export const CustomLabel: Story = {
  args: { verdict: 'yellow', label: 'This product may not suit a low FODMAP diet.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'This product may not suit a low FODMAP diet.' }),
    ).toBeVisible();
  },
};

const verdicts = ['green', 'yellow', 'red'] as const;
const sizes = ['sm', 'md', 'lg', 'xl'] as const;

/** Every verdict × size, on the canvas and on a card surface. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-4">
      {['diet:bg-canvas', 'diet:bg-surface diet:shadow-card'].map((surface) => (
        <div key={surface} className={`diet:grid diet:gap-3 diet:rounded-md diet:p-4 ${surface}`}>
          {verdicts.map((verdict) => (
            <div key={verdict} className="diet:flex diet:items-center diet:gap-3">
              {sizes.map((size) => (
                <MoodIcon key={size} verdict={verdict} size={size} />
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
};
