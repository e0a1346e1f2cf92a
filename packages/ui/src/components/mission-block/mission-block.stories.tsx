import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { MissionBlock } from './mission-block';

const meta = {
  title: 'Public site/MissionBlock',
  component: MissionBlock,
  tags: ['autodocs'],
  args: {
    title: 'Our mission',
    text: 'We want everyone with a food intolerance to shop with confidence. One glance tells you whether a product suits you: green for yes, red for no.',
  },
} satisfies Meta<typeof MissionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** The three mood icons carry the kit's verdict names. */
export const ShowsThreeMoodIcons: Story = {
  play: async ({ canvas, globals }) => {
    const moods = kitTexts(globals).moodIcon;
    for (const name of [moods.green, moods.yellow, moods.red]) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};
