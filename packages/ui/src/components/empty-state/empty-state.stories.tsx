import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { APP_COPY, appCopy, kitText, kitTexts } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { Icon } from '../icon/index.js';
import { EmptyState } from './empty-state.js';
import { NoProfileState } from '../no-profile-state/index.js';

const onLogOut = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  // The spec's empty texts are the kit's (`ui` namespace); hints and actions are an app's copy.
  args: {
    icon: <Icon name="heart" />,
    title: kitText('productCarousel.favorites.empty'),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    titleAs: { control: 'inline-radio', options: ['p', 'h2', 'h3', 'h4'] },
  },
  decorators: [
    (Story) => (
      <div className="diet:max-w-lg">
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
    title: kitText('productCarousel.history.empty'),
    description: appCopy(APP_COPY.historyHint),
  },
};

/** With an action the user can take from here. */
export const WithAction: Story = {
  args: {
    description: appCopy(APP_COPY.favoritesHint),
    action: (
      <Button size="sm" onClick={fn()}>
        {appCopy(APP_COPY.browseProducts)}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** The compact size, for a carousel or a product section ("No similar products found."). */
export const Small: Story = {
  args: { size: 'sm', icon: <Icon name="search" />, title: kitText('productCarousel.suggestions.empty') },
};

/** Without an icon. */
export const TextOnly: Story = { args: { icon: undefined, title: kitText('productDetails.empty') } };

/** As the heading of its section, when the empty state stands for the whole section. */
export const AsHeading: Story = {
  args: { titleAs: 'h2', icon: <Icon name="user" />, title: kitText('noProfile.title') },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: kitTexts(globals).noProfile.title }),
    ).toBeVisible();
  },
};

/**
 * `NoProfileState`: a signed-in page with no cached profile ('No user profile available'), the
 * kit's title, explanation and 'Log out' button.
 */
export const NoProfile: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  args: { title: '' },
  render: () => <NoProfileState onLogOut={onLogOut} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: kitTexts(globals).noProfile.title }),
    ).toBeVisible();
    await expect(canvas.getByText(kitTexts(globals).noProfile.body)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: kitTexts(globals).noProfile.logOut }));
    await expect(onLogOut).toHaveBeenCalledOnce();
  },
};

/** The spec's empty texts that the kit owns, by key. */
const specTexts = [
  { icon: 'heart', key: 'productCarousel.favorites.empty' },
  { icon: 'list', key: 'productCarousel.history.empty' },
  { icon: 'search', key: 'productCarousel.suggestions.empty' },
  { icon: 'info', key: 'productDetails.empty' },
  { icon: 'user', key: 'sharedProfiles.empty' },
] as const;

function kitString(globals: Record<string, unknown>, key: string): string {
  let node: unknown = kitTexts(globals);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

/** Every empty text of the spec the kit owns, each readable as text (the icon is hidden). */
export const SpecTexts: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-4">
      {specTexts.map(({ icon, key }) => (
        <EmptyState key={key} icon={<Icon name={icon} />} title={kitText(key)} />
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    for (const { key } of specTexts) await expect(canvas.getByText(kitString(globals, key))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Every size × with and without icon, description and action. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-4">
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} className="diet:grid diet:gap-4 diet:md:grid-cols-2">
          <EmptyState size={size} title={kitText('sharedProfiles.empty')} />
          <EmptyState
            size={size}
            icon={<Icon name="heart" />}
            title={kitText('productCarousel.favorites.empty')}
          />
          <EmptyState
            size={size}
            icon={<Icon name="list" />}
            title={kitText('productCarousel.history.empty')}
            description={appCopy(APP_COPY.historyHint)}
          />
          <EmptyState
            size={size}
            icon={<Icon name="search" />}
            title={kitText('productCarousel.suggestions.empty')}
            description={appCopy(APP_COPY.otherCategory)}
            action={
              <Button size="sm" variant="outline">
                {kitText('productDetails.back')}
              </Button>
            }
          />
        </div>
      ))}
    </div>
  ),
};
