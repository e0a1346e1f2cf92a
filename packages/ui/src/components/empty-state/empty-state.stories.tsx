import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button/index.js';
import { Icon } from '../icon/index.js';
import { EmptyState } from './empty-state.js';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <Icon name="heart" />,
    title: "You don't have any favorites yet.",
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    titleAs: { control: 'inline-radio', options: ['p', 'h2', 'h3', 'h4'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The favourites section with nothing in it. */
export const Default: Story = {};

/** With an explanation under the title. */
export const WithDescription: Story = {
  args: {
    icon: <Icon name="list" />,
    title: 'No history items yet.',
    description: 'Products you open appear here, newest first.',
  },
};

/** With an action the user can take from here. */
export const WithAction: Story = {
  args: {
    description: 'Tap the heart on a product to keep it here.',
    action: (
      <Button size="sm" onClick={fn()}>
        Discover products
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Discover products' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** The compact size, for a carousel or a product section ("No similar products found."). */
export const Small: Story = {
  args: { size: 'sm', icon: <Icon name="search" />, title: 'No similar products found.' },
};

/** Without an icon. */
export const TextOnly: Story = { args: { icon: undefined, title: 'No information available.' } };

/** As the heading of its section, when the empty state stands for the whole section. */
export const AsHeading: Story = {
  args: { titleAs: 'h2', icon: <Icon name="user" />, title: 'No user profile available' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No user profile available' })).toBeVisible();
  },
};

const specTexts = [
  { icon: 'heart', title: "You don't have any favorites yet." },
  { icon: 'list', title: 'No history items yet.' },
  { icon: 'search', title: 'No similar products found.' },
  { icon: 'info', title: 'No information available.' },
  { icon: 'user', title: 'No shared profiles yet.' },
  { icon: 'user-circle', title: 'No user profile available' },
] as const;

/** Every empty text of the spec, each readable as text (the icon is hidden). */
export const SpecTexts: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      {specTexts.map(({ icon, title }) => (
        <EmptyState key={title} icon={<Icon name={icon} />} title={title} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const { title } of specTexts) await expect(canvas.getByText(title)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Every size × with and without icon, description and action. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} className="grid gap-4 md:grid-cols-2">
          <EmptyState size={size} title="No shared profiles yet." />
          <EmptyState size={size} icon={<Icon name="heart" />} title="You don't have any favorites yet." />
          <EmptyState
            size={size}
            icon={<Icon name="list" />}
            title="No history items yet."
            description="Products you open appear here."
          />
          <EmptyState
            size={size}
            icon={<Icon name="search" />}
            title="No similar products found."
            description="Try another category."
            action={
              <Button size="sm" variant="outline">
                Back to dashboard
              </Button>
            }
          />
        </div>
      ))}
    </div>
  ),
};
