import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { VideoPlaceholder } from './video-placeholder';

const meta = {
  title: 'Public site/VideoPlaceholder',
  component: VideoPlaceholder,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="diet:max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's "Video coming soon". */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = kitTexts(globals).videoPlaceholder.comingSoon;
    await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'A two-minute tour of your journey from the quiz to your first shopping list.' },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };
