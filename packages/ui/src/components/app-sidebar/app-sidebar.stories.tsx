import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import type { LinkProps } from '../../lib/link.js';
import { appSidebarHrefs, specRoutes } from '../../lib/spec-routes.fixtures.js';
import { AppSidebar, type AppSidebarItem } from './app-sidebar.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).appSidebar;
}

/** A tiny logo as the app would pass it (decorative: the link has its own name). */
const logo = (
  <svg aria-hidden="true" viewBox="0 0 32 32" className="diet:size-8">
    <circle cx="16" cy="16" r="15" fill="currentColor" />
    <path d="M10 17l4 4 8-9" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'App/AppSidebar',
  component: AppSidebar,
  tags: ['autodocs'],
  args: {
    homeHref: specRoutes.home,
    hrefs: appSidebarHrefs,
    productName: 'Diet',
    activeItem: 'dashboard',
    className: 'diet:h-[600px]',
  },
  argTypes: {
    activeItem: {
      control: 'select',
      options: ['dashboard', 'discover', 'favorites', 'shoppingLists', 'upcoming', 'support'],
    },
  },
} satisfies Meta<typeof AppSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const nav = canvas.getByRole('navigation', { name: text.label });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.dashboard })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: text.upcoming })).toHaveAttribute('href', '/coming-soon');
    await expect(canvas.getByRole('link', { name: text.shoppingLists })).toHaveAttribute(
      'href',
      '/shopping-lists',
    );
    await expect(canvas.getByRole('link', { name: text.support })).toHaveAttribute('href', '/support');
  },
};

export const WithLogo: Story = { args: { logo } };

export const FavoritesActive: Story = { args: { activeItem: 'favorites' } };

export const SupportActive: Story = { args: { activeItem: 'support' } };

/** The logo links to the public home, "/". */
export const LogoLinksHome: Story = {
  args: { logo },
  play: async ({ canvas, globals }) => {
    const home = canvas.getByRole('link', { name: kit(globals).home.replace('{{product}}', 'Diet') });
    await expect(home).toHaveAttribute('href', '/');
  },
};

/** Exactly one item is the current page. */
export const MarksOnlyTheCurrentPage: Story = {
  args: { activeItem: 'discover' },
  play: async ({ canvas, globals }) => {
    const current = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName(kit(globals).discover);
  },
};

const navigate = fn();

/** A stand-in for the router's link: it receives `href` and the anchor's props. */
function RouterLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** With `linkComponent` the app's router renders the links (client-side navigation). */
export const WithRouterLinks: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    const favorites = canvas.getByRole('link', { name: kit(globals).favorites });
    await expect(favorites).toHaveAttribute('data-router-link');
    await userEvent.click(favorites);
    await expect(navigate).toHaveBeenCalledWith('/favorites');
  },
};

export const MovesFocusWithKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text.home.replace('{{product}}', 'Diet') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text.dashboard })).toHaveFocus();
  },
};

const items: AppSidebarItem[] = [
  'dashboard',
  'discover',
  'favorites',
  'shoppingLists',
  'upcoming',
  'support',
];

/** The sidebar with each item active, side by side (German is the longest language). */
export const Matrix: Story = {
  parameters: {
    controls: { disable: true },
    // Known exception: the matrix repeats the same navigation landmark on purpose.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args: ComponentProps<typeof AppSidebar>) => (
    <div className="diet:flex diet:gap-4 diet:overflow-x-auto">
      {items.map((item) => (
        <AppSidebar key={item} {...args} logo={logo} activeItem={item} className="diet:h-[520px]" />
      ))}
      <AppSidebar {...args} activeItem={undefined} className="diet:h-[520px]" />
    </div>
  ),
};
