import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Settings, User } from '../icon/glyphs.js';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { TabNav, TabNavLink, Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './tabs.js';

const profileTabs = [
  { value: 'diets', label: 'Diet profile', path: '#diets-profile' },
  { value: 'personal', label: 'Personal information', path: '#personal-info' },
  { value: 'preferences', label: 'Preferences', path: '#preferences' },
  { value: 'shared', label: 'Shared profiles', path: '#shared-profiles' },
] as const;

const accountTabs = [
  { label: 'Login credentials', path: '#login-credentials' },
  { label: 'Subscription', path: '#subscription' },
  { label: 'Privacy & data', path: '#privacy-data' },
  { label: 'Legal & help', path: '#legal-help' },
  { label: 'App preferences', path: '#app-preferences' },
] as const;

function ProfileTabs({ disabled, ...props }: TabsProps & { disabled?: string }) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Profile">
        {profileTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} disabled={tab.value === disabled}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {profileTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <p>The {tab.label.toLowerCase()} form.</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'diets', onValueChange: fn() },
  render: (args) => <ProfileTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In-page tabs with the first tab selected. */
export const Default: Story = {};

export const OtherTabSelected: Story = { args: { defaultValue: 'personal' } };

export const WithDisabledTab: Story = {
  render: (args) => <ProfileTabs {...args} disabled="shared" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Shared profiles' })).toBeDisabled();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="profile">
      <TabsList aria-label="Settings">
        <TabsTrigger value="profile">
          <User aria-hidden="true" />
          Profile
        </TabsTrigger>
        <TabsTrigger value="favorites">
          <Heart aria-hidden="true" />
          Favorites
        </TabsTrigger>
        <TabsTrigger value="settings">
          <Settings aria-hidden="true" />
          Settings
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Profile</TabsContent>
      <TabsContent value="favorites">Favorites</TabsContent>
      <TabsContent value="settings">Settings</TabsContent>
    </Tabs>
  ),
};

export const SwitchesTabsOnClick: Story = {
  play: async ({ canvas, args }) => {
    const preferences = canvas.getByRole('tab', { name: 'Preferences' });
    await userEvent.click(preferences);
    await expect(preferences).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Diet profile' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Preferences' })).toHaveTextContent(
      'The preferences form.',
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('preferences');
  },
};

export const ArrowKeysMoveBetweenTabs: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    // Tab leaves the tab bar for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** On a phone the bar scrolls sideways instead of wrapping. */
export const ScrollsOnNarrowScreens: Story = {
  render: (args) => (
    <div className="diet:max-w-[375px]">
      <ProfileTabs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const last = canvas.getByRole('tab', { name: 'Shared profiles' });
    last.focus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** Route tabs: links in a `nav`; the current page's tab is marked with `aria-current="page"`. */
export const RouteTabs: Story = {
  render: () => (
    <TabNav aria-label="Profile">
      {profileTabs.map((tab) => (
        <TabNavLink key={tab.value} href={tab.path} active={tab.value === 'personal'}>
          {tab.label}
        </TabNavLink>
      ))}
    </TabNav>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Profile' });
    const current = within(nav).getByRole('link', { name: 'Personal information' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '#personal-info');
    await expect(within(nav).getByRole('link', { name: 'Diet profile' })).not.toHaveAttribute('aria-current');
  },
};

/** Stands in for a router's `Link` (this package has no router). */
function RouterLink({ to, ...props }: ComponentProps<'a'> & { to: string }) {
  return <a href={to} data-router-link="" {...props} />;
}

/** With `asChild` the router's own link gets the tab's look; on a phone the current tab is scrolled into view. */
export const RouteTabsAsChild: Story = {
  render: () => (
    <div className="diet:max-w-[375px]">
      <TabNav aria-label="Account">
        {accountTabs.map((tab) => (
          <TabNavLink key={tab.path} asChild active={tab.label === 'App preferences'}>
            <RouterLink to={tab.path}>{tab.label}</RouterLink>
          </TabNavLink>
        ))}
      </TabNav>
    </div>
  ),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'App preferences' });
    await expect(current).toHaveAttribute('data-router-link');
    await expect(current).toHaveAttribute('data-slot', 'tab-nav-link');
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The bar scrolls once it is laid out (an effect after the first paint).
    const list = canvas.getByRole('list');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** In-page and route tabs, every state, wide and narrow. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-8">
      <ProfileTabs defaultValue="diets" />
      <ProfileTabs defaultValue="preferences" disabled="shared" />
      <TabNav aria-label="Account">
        {accountTabs.map((tab, i) => (
          <TabNavLink key={tab.path} href={tab.path} active={i === 0}>
            {tab.label}
          </TabNavLink>
        ))}
      </TabNav>
      <div className="diet:max-w-[375px]">
        <TabNav aria-label="Account on a phone">
          {accountTabs.map((tab, i) => (
            <TabNavLink key={tab.path} href={tab.path} active={i === 1}>
              {tab.label}
            </TabNavLink>
          ))}
        </TabNav>
      </div>
    </div>
  ),
};
