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
    <ul aria-label="Icons" className="diet:grid diet:grid-cols-2 diet:gap-3 diet:md:grid-cols-6">
      {iconNames.map((name) => (
        <li
          key={name}
          className="diet:flex diet:flex-col diet:items-center diet:gap-2 diet:rounded-md diet:border diet:border-border diet:bg-surface diet:p-4 diet:text-center"
        >
          <Icon name={name} className="diet:size-6 diet:text-fg" />
          <code className="diet:text-xs diet:text-muted-fg">{name}</code>
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
    <div className="diet:grid diet:gap-4">
      {sizes.map((size) => (
        <div key={size} className="diet:flex diet:flex-wrap diet:items-center diet:gap-3">
          <code className="diet:w-12 diet:text-xs diet:text-muted-fg">{size}px</code>
          {iconNames.slice(0, 16).map((name) => (
            <Icon key={name} name={name} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};
