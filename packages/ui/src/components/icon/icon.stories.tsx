import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Icon, iconNames } from './icon.js';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'search' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-slot="icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('data-icon', 'search');
  },
};

/** With a `label` the icon is an image with that name, for icons that carry meaning alone. */
export const WithLabel: Story = {
  args: { name: 'info', label: 'More information' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'More information' })).toBeVisible();
  },
};

/** The favourite button's two states. */
export const HeartFilled: Story = {
  render: () => (
    <div className="diet:flex diet:items-center diet:gap-4 diet:text-danger">
      <Icon name="heart" />
      <Icon name="heart-filled" />
    </div>
  ),
};

/** Icons take the current text colour; size with `size` or a `size-*` class. */
export const ColourAndSize: Story = {
  render: () => (
    <div className="diet:flex diet:items-center diet:gap-4">
      <Icon name="scan" className="diet:size-4 diet:text-fg" />
      <Icon name="scan" className="diet:size-5 diet:text-primary" />
      <Icon name="scan" className="diet:text-danger" />
      <Icon name="scan" size={32} className="diet:text-muted-fg" />
    </div>
  ),
};

const showcase = ['search', 'scan', 'heart', 'heart-filled', 'user', 'settings', 'share', 'log-out'] as const;
const sizes = [16, 20, 24, 32] as const;
const tones = ['diet:text-fg', 'diet:text-muted-fg', 'diet:text-primary', 'diet:text-danger'] as const;

/** Common icons × sizes × colours on one canvas. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-3">
      {tones.map((tone) =>
        sizes.map((size) => (
          <div key={`${tone}-${size}`} className={`diet:flex diet:items-center diet:gap-3 ${tone}`}>
            {showcase.map((name) => (
              <Icon key={name} name={name} size={size} />
            ))}
          </div>
        )),
      )}
    </div>
  ),
};
