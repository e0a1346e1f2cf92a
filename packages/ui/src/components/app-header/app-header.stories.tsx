import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { avatarMenuHrefs } from '../../lib/spec-routes.fixtures.js';
import { AvatarMenu } from '../avatar-menu/index.js';
import { AppHeader } from './app-header.js';

function kit(globals: Record<string, unknown>) {
  const ui = kitTexts(globals);
  return { ...ui.appHeader, menu: ui.avatarMenu };
}

const accountMenu = (
  <AvatarMenu
    name="Anna Muster"
    dietaryTags={['Lactose-free']}
    hrefs={avatarMenuHrefs}
    onShare={fn()}
    onLogOut={fn()}
  />
);

/** The header with its search text kept in state, as the dashboard does. */
function Controlled(props: ComponentProps<typeof AppHeader>) {
  const [value, setValue] = useState(props.value);
  return (
    <AppHeader
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'App/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  args: { value: '', onValueChange: fn(), onSearch: fn(), onScan: fn(), accountMenu },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: text.search })).toHaveAttribute(
      'placeholder',
      text.searchPlaceholder,
    );
    await expect(canvas.getByRole('button', { name: text.scan })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.menu.trigger })).toBeVisible();
  },
};

export const WithSearchText: Story = { args: { value: 'Vollmilch-Joghurt' } };

/** Without `onScan` there is no scan button. */
export const WithoutScan: Story = { args: { onScan: undefined } };

export const Mobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    leading: (
      <svg aria-hidden="true" viewBox="0 0 32 32" className="diet:size-8 diet:shrink-0 diet:text-primary">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
      </svg>
    ),
  },
};

export const TypesAndSearches: Story = {
  play: async ({ canvas, args, globals }) => {
    const box = canvas.getByRole('searchbox', { name: kit(globals).search });
    await userEvent.type(box, 'milk');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('milk');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('milk');
  },
};

export const ScanButtonCallsOnScan: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: kit(globals).scan }));
    await expect(args.onScan).toHaveBeenCalledTimes(1);
  },
};

export const AvatarOpensTheMenu: Story = {
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.menu.trigger }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: text.menu.logOut })).toBeVisible();
  },
};

/** Desktop and a narrow 320 px width (the long German placeholder is cut with an ellipsis, not wrapped). */
export const Matrix: Story = {
  parameters: {
    controls: { disable: true },
    // Known exception: the matrix repeats the page's one banner and search landmark on purpose.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-banner', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className="diet:grid diet:gap-6 diet:bg-canvas diet:p-4">
      <AppHeader {...args} />
      <AppHeader {...args} value="Bio Vollmilch-Joghurt mit Erdbeeren aus der Schweiz" />
      <div className="diet:w-[320px]">
        <AppHeader {...args} />
      </div>
      <div className="diet:w-[320px]">
        <AppHeader {...args} onScan={undefined} />
      </div>
    </div>
  ),
};
