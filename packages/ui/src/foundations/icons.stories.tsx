import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Icon, iconNames } from '../components/icon/index.js';

const meta = {
  title: 'Foundations/Icons',
  parameters: { controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every icon of the kit under its stable name: `<Icon name="scan" />`. Icons are decorative
 * (`aria-hidden`) unless they get a `label`.
 */
export const Gallery: Story = {
  render: () => (
    <ul aria-label="Icons" className="grid grid-cols-2 gap-3 md:grid-cols-6">
      {iconNames.map((name) => (
        <li
          key={name}
          className="flex flex-col items-center gap-2 rounded-md border border-border bg-surface p-4 text-center"
        >
          <Icon name={name} className="size-6 text-fg" />
          <code className="text-xs text-muted-fg">{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Icons' })).getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    for (const name of ['search', 'scan', 'heart-filled', 'log-out', 'close', 'eye-off', 'help']) {
      await expect(canvas.getByText(name, { exact: true })).toBeVisible();
    }
    // Decorative: none of them is announced as an image.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

const sizes = [16, 20, 24, 32] as const;

/** The icons at the sizes the kit uses: 16 in small buttons and chips, 20 in inputs, 24 alone. */
export const Sizes: Story = {
  render: () => (
    <div className="grid gap-4">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          <code className="w-12 text-xs text-muted-fg">{size}px</code>
          {iconNames.slice(0, 16).map((name) => (
            <Icon key={name} name={name} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};
