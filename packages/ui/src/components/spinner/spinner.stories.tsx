import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { storyLanguage } from '../../lib/app-copy.fixtures.js';
import { Spinner } from './spinner.js';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    tone: { control: 'inline-radio', options: ['primary', 'current'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const loading = { en: 'Loading…', fr: 'Chargement…', de: 'Wird geladen…' } as const;

/** A status that reads the kit's translated "Loading…"; the circle itself is hidden. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(loading[storyLanguage(globals)]);
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'xl' } };

/** The spec's product loading text, shown next to the spinner. */
export const WithVisibleLabel: Story = {
  args: { label: 'Loading product details...', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading product details...')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading product details...');
  },
};

/** `tone="current"` takes the surrounding text colour, e.g. on a primary surface. */
export const OnPrimary: Story = {
  args: { tone: 'current', showLabel: true, label: 'Saving...' },
  render: (args) => (
    <div className="diet:inline-flex diet:rounded-md diet:bg-primary diet:p-4 diet:text-on-primary">
      <Spinner {...args} />
    </div>
  ),
};

const sizes = ['sm', 'md', 'lg', 'xl'] as const;

/** Every size × tone, with and without a visible label. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6">
      <div className="diet:flex diet:items-center diet:gap-6">
        {sizes.map((size) => (
          <Spinner key={size} size={size} />
        ))}
      </div>
      <div className="diet:flex diet:items-center diet:gap-6">
        {sizes.map((size) => (
          <Spinner key={size} size={size} showLabel label={`Loading ${size}`} />
        ))}
      </div>
      <div className="diet:flex diet:items-center diet:gap-6 diet:rounded-md diet:bg-primary diet:p-4 diet:text-on-primary">
        {sizes.map((size) => (
          <Spinner key={size} size={size} tone="current" />
        ))}
      </div>
    </div>
  ),
};
