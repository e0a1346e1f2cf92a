import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Globe, LogOut, Settings, Share2, User } from '../icon/glyphs.js';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/index.js';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuProps,
} from './dropdown-menu.js';

const onShare = fn();
const onLogOut = fn();

/** The header's avatar menu: name, dietary tags, profile links, share and log out. */
function AvatarMenu(props: DropdownMenuProps) {
  return (
    <div className="diet:flex diet:min-h-96 diet:justify-end">
      <DropdownMenu {...props}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <User aria-hidden="true" />
            Anna
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="diet:w-64">
          <DropdownMenuLabel className="diet:text-sm diet:text-fg">Anna Muster</DropdownMenuLabel>
          <DropdownMenuItem asChild className="diet:text-muted-fg">
            <a href="#diets-profile">Lactose-free · Low FODMAP</a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem asChild>
              <a href="#personal-info">
                <User aria-hidden="true" />
                My Profile
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href="#login-credentials">
                <Settings aria-hidden="true" />
                Settings
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onShare}>
              <Share2 aria-hidden="true" />
              Share profile
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={onLogOut}>
            <LogOut aria-hidden="true" />
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const meta = {
  title: 'Primitives/Dropdown menu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  parameters: {
    // An open menu covers the page: give every story its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 440 } },
  },
  render: (args) => <AvatarMenu {...args} />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar menu, open. */
export const Default: Story = { args: { defaultOpen: true } };

/** Closed: only the trigger. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

const languages = [
  { code: 'en', short: 'EN', name: 'English' },
  { code: 'fr', short: 'FR', name: 'Français' },
  { code: 'de', short: 'DE', name: 'Deutsch' },
] as const;

const onLanguageChange = fn();

/** The header's language menu: the current language is checked; choosing one closes the menu. */
function LanguageMenu(props: DropdownMenuProps) {
  const [language, setLanguage] = useState('en');
  const current = languages.find((item) => item.code === language) ?? languages[0];
  return (
    <div className="diet:flex diet:min-h-60 diet:justify-end">
      <DropdownMenu {...props}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm">
            <Globe aria-hidden="true" />
            <span className="diet:sr-only">Language: {current.name}</span>
            <span aria-hidden="true">{current.short}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="diet:min-w-40">
          <DropdownMenuRadioGroup
            value={language}
            onValueChange={(value) => {
              setLanguage(value);
              onLanguageChange(value);
            }}
          >
            {languages.map((item) => (
              <DropdownMenuRadioItem key={item.code} value={item.code} lang={item.code}>
                {item.name}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

export const Languages: Story = {
  args: { defaultOpen: true },
  render: (args) => <LanguageMenu {...args} />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ChoosesLanguage: Story = {
  render: (args) => <LanguageMenu {...args} />,
  play: async ({ canvas }) => {
    onLanguageChange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    let menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(onLanguageChange).toHaveBeenCalledWith('fr');
    const trigger = canvas.getByRole('button', { name: 'Language: Français' });
    await userEvent.click(trigger);
    menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const ClosesOnOutsideClick: Story = {
  render: (args) => (
    <div>
      <p>Outside the menu</p>
      <LanguageMenu {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await screen.findByRole('menu');
    await userEvent.click(canvas.getByText('Outside the menu'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NavigatesWithArrowKeys: Story = {
  play: async ({ canvas }) => {
    onShare.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Anna' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Share profile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onShare).toHaveBeenCalledTimes(1);
  },
};

/** Links are menu items too (`asChild` around an `<a>` or a router link). */
export const LinksAsItems: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: 'My Profile' });
    await expect(profile.tagName).toBe('A');
    await expect(profile).toHaveAttribute('href', '#personal-info');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '#login-credentials',
    );
  },
};

export const SelectsAnItem: Story = {
  play: async ({ canvas }) => {
    onLogOut.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Anna' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onLogOut).toHaveBeenCalledTimes(1);
  },
};

/** Every kind of item and state in one open menu: label, plain, icon, link, disabled, checkable, danger. */
export const Matrix: Story = {
  args: { defaultOpen: true },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="diet:flex diet:min-h-[28rem] diet:justify-start">
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            All item kinds
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="diet:w-64">
          <DropdownMenuLabel>Label</DropdownMenuLabel>
          <DropdownMenuItem>Plain item</DropdownMenuItem>
          <DropdownMenuItem>
            <Settings aria-hidden="true" />
            Item with icon
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href="#link">Link item</a>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Disabled item</DropdownMenuItem>
          <DropdownMenuItem inset>Inset item</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel inset>Checkboxes</DropdownMenuLabel>
          <DropdownMenuCheckboxItem checked>Checked</DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={false}>Unchecked</DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value="a">
            <DropdownMenuRadioItem value="a">Chosen option</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="b">Other option</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="c" disabled>
              Disabled option
            </DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger">
            <LogOut aria-hidden="true" />
            Danger item
          </DropdownMenuItem>
          <DropdownMenuItem variant="danger" disabled>
            Disabled danger item
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
};
