import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { FullScreenSpinner } from './full-screen-spinner.js';

const meta = {
  title: 'Primitives/FullScreenSpinner',
  component: FullScreenSpinner,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Fixed to the viewport: on the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '320px' } },
  },
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const loading = { en: 'Loading…', fr: 'Chargement…', de: 'Wird geladen…' } as const;

/** What the route guard shows while it checks the sign-in token. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(loading[storyLanguage(globals)]);
  },
};

/** With the label shown under the spinner. */
export const WithVisibleLabel: Story = {
  args: { label: 'Loading product details...', showLabel: true },
};

/** It covers the whole viewport, hiding the page beneath. */
export const CoversTheViewport: Story = {
  render: (args) => (
    <>
      <main className="diet:p-6">
        <h1 className="diet:text-2xl diet:font-semibold">Dashboard</h1>
        <p>Content that must not show while loading.</p>
      </main>
      <FullScreenSpinner {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('status').closest('[data-slot="full-screen-spinner"]');
    const rect = cover?.getBoundingClientRect();
    await expect(rect?.top).toBe(0);
    await expect(rect?.left).toBe(0);
    await expect(rect?.width).toBe(window.innerWidth);
    await expect(rect?.height).toBe(window.innerHeight);
    const centre = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    await expect(cover?.contains(centre)).toBe(true);
    await expect(document.elementFromPoint(20, 20)).toBe(cover);
  },
};
