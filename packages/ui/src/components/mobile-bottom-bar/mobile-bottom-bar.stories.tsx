import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import type { LinkProps } from '../../lib/link.js';
import { mobileBottomBarHrefs } from '../../lib/spec-routes.fixtures.js';
import { MobileBottomBar, type MobileBottomBarItem } from './mobile-bottom-bar.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).mobileBottomBar;
}

const meta = {
  title: 'App/MobileBottomBar',
  component: MobileBottomBar,
  tags: ['autodocs'],
  args: { hrefs: mobileBottomBarHrefs, activeItem: 'home', className: 'diet:max-w-[375px]' },
  argTypes: {
    activeItem: { control: 'select', options: ['home', 'discover', 'favorites', 'lists', 'help'] },
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('navigation', { name: text.label })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: text.home })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: text.home })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('link', { name: text.lists })).toHaveAttribute('href', '/shopping-lists');
    await expect(canvas.getByRole('link', { name: text.help })).toHaveAttribute('href', '/support');
  },
};

export const FavoritesActive: Story = {
  args: { activeItem: 'favorites' },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('link', { name: text.favorites })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: text.home })).not.toHaveAttribute('aria-current');
  },
};

export const NoneActive: Story = { args: { activeItem: undefined } };

const navigate = fn();

function RouterLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** With `linkComponent` the app's router handles the navigation. */
export const WithRouterLinks: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: kit(globals).discover }));
    await expect(navigate).toHaveBeenCalledWith('/discover');
  },
};

const items: MobileBottomBarItem[] = ['home', 'discover', 'favorites', 'lists', 'help'];

/** Each item active, at the 375 px mobile width (switch to DE/FR to check the labels fit). */
export const Matrix: Story = {
  parameters: {
    controls: { disable: true },
    // Known exception: the matrix repeats the same navigation landmark on purpose.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className="diet:grid diet:max-w-[375px] diet:gap-4">
      {items.map((item) => (
        <MobileBottomBar key={item} hrefs={mobileBottomBarHrefs} activeItem={item} />
      ))}
      <div className="diet:max-w-[320px]">
        <MobileBottomBar hrefs={mobileBottomBarHrefs} activeItem="favorites" />
      </div>
    </div>
  ),
};
