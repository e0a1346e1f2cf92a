import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { copyIn, DIET_COPY, kitTexts, sampleIn, storyLanguage } from '../../lib/app-copy.fixtures.js';
import type { LinkProps } from '../../lib/link.js';
import { avatarMenuHrefs } from '../../lib/spec-routes.fixtures.js';
import { siteLanguageOf } from '../site-header/languages.js';
import { AvatarMenu } from './avatar-menu.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).avatarMenu;
}

const meta = {
  title: 'App/AvatarMenu',
  component: AvatarMenu,
  tags: ['autodocs'],
  args: {
    hrefs: avatarMenuHrefs,
    name: 'Anna Muster',
    dietaryTags: [DIET_COPY.lactose.en, DIET_COPY.gluten.en],
    onShare: fn(),
    onLogOut: fn(),
  },
  // The tags follow the toolbar's language, as the app's diet names do.
  render: (args, { globals }) => (
    <AvatarMenu
      {...args}
      dietaryTags={args.dietaryTags.map((tag) => sampleIn(tag, Object.values(DIET_COPY), globals))}
    />
  ),
  decorators: [
    (Story) => (
      <div className="diet:flex diet:min-h-96 diet:justify-end diet:p-4">
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } } },
} satisfies Meta<typeof AvatarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the avatar button shows. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: kit(globals).trigger });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  tags: ['i18n-visual'],
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const text = kit(globals);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText('Anna Muster')).toBeVisible();
    const lactoseFree = new RegExp(copyIn(DIET_COPY.lactose, globals));
    await expect(within(menu).getByRole('menuitem', { name: lactoseFree })).toHaveAttribute(
      'href',
      '/diets-profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: text.myProfile })).toHaveAttribute(
      'href',
      '/personal-info',
    );
    await expect(within(menu).getByRole('menuitem', { name: text.settings })).toHaveAttribute(
      'href',
      '/login-credentials',
    );
    // Without `onLanguageChange` there is no language group (a host that keeps its own switch).
    await expect(within(menu).queryByRole('menuitemradio')).not.toBeInTheDocument();
  },
};

const onLanguageChange = fn();

/**
 * With `onLanguageChange` the menu offers the three languages, each named in itself; the current
 * one (the toolbar's, as the app passes its own) is checked.
 */
export const WithLanguages: Story = {
  tags: ['i18n-visual'],
  args: { defaultOpen: true, onLanguageChange },
  render: (args, { globals }) => (
    <AvatarMenu
      {...args}
      language={siteLanguageOf(storyLanguage(globals))}
      dietaryTags={args.dietaryTags.map((tag) => sampleIn(tag, Object.values(DIET_COPY), globals))}
    />
  ),
  play: async ({ globals }) => {
    const menu = await screen.findByRole('menu');
    const group = within(menu).getByRole('group', { name: kit(globals).language });
    const items = within(group).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['English', 'Français', 'Deutsch']);
    const current = { en: 'English', fr: 'Français', de: 'Deutsch' }[storyLanguage(globals)];
    for (const item of items) {
      await expect(item).toHaveAttribute('aria-checked', String(item.textContent === current));
    }
    await expect(within(group).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  },
};

/**
 * The keyboard alone: Enter opens the menu, the arrow keys reach a language, Enter picks it; the
 * menu closes, focus is back on the avatar and the app is told the language's `lang_code`.
 */
export const ChoosesLanguageWithKeyboard: Story = {
  args: { language: 'ENG', onLanguageChange },
  play: async ({ canvas, globals }) => {
    onLanguageChange.mockClear();
    const trigger = canvas.getByRole('button', { name: kit(globals).trigger });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const french = within(menu).getByRole('menuitemradio', { name: 'Français' });
    // From the first item (the diets line): My Profile, Settings, Share profile, English, Français.
    await userEvent.keyboard('{ArrowDown>5/}');
    await expect(french).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(onLanguageChange).toHaveBeenCalledWith('FRA');
    await expect(trigger).toHaveFocus();
  },
};

/** Picking the language already in use closes the menu and changes nothing. */
export const CurrentLanguageChangesNothing: Story = {
  args: { language: 'DEU', onLanguageChange },
  play: async ({ canvas, globals }) => {
    onLanguageChange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: kit(globals).trigger }));
    const menu = await screen.findByRole('menu');
    const german = within(menu).getByRole('menuitemradio', { name: 'Deutsch' });
    await expect(german).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(german);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onLanguageChange).not.toHaveBeenCalled();
  },
};

/** With no tags the line reads "No dietary preferences" and still links to the diet profile. */
export const NoDietaryPreferences: Story = {
  args: { defaultOpen: true, dietaryTags: [] },
  play: async ({ globals }) => {
    const text = kit(globals);
    const menu = await screen.findByRole('menu');
    const diets = within(menu).getByRole('menuitem', { name: new RegExp(text.noDiets) });
    await expect(diets).toHaveAttribute('href', '/diets-profile');
  },
};

/** Long names and four tags wrap inside the panel. */
export const LongNameAndAllTags: Story = {
  tags: ['i18n-visual'],
  args: {
    defaultOpen: true,
    name: 'Maximiliane Müller-Lüdenscheidt',
    dietaryTags: Object.values(DIET_COPY).map((diet) => diet.en),
  },
};

export const WithPicture: Story = {
  args: {
    avatarSrc:
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' fill='%23c9e4d9'/%3E%3Ccircle cx='20' cy='15' r='7' fill='%230f6b52'/%3E%3Cpath d='M6 38c2-9 8-13 14-13s12 4 14 13z' fill='%230f6b52'/%3E%3C/svg%3E",
  },
};

export const OpensWithKeyboardAndSharesProfile: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    const trigger = canvas.getByRole('button', { name: text.trigger });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: text.share }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const LogsOut: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.trigger }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: text.logOut }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: kit(globals).trigger });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * In a parent that stretches its children (here a 160 px flex row with the default
 * `align-items: stretch`), the button keeps the avatar's size and the menu opens just under it.
 */
export const OpensUnderItsTriggerInAStretchingRow: Story = {
  decorators: [
    (Story) => (
      <div className="diet:flex diet:h-40 diet:flex-1 diet:items-stretch diet:justify-end diet:gap-3 diet:border-b diet:border-border">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: kit(globals).trigger });
    const avatar = trigger.firstElementChild as HTMLElement;
    await expect(trigger.getBoundingClientRect().height).toBe(avatar.getBoundingClientRect().height);
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => {
      const gap = menu.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(16);
    });
  },
};

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

/** With `linkComponent` the router handles My Profile, Settings and the tags line. */
export const NavigatesWithRouterLinks: Story = {
  args: { linkComponent: RouterLink, defaultOpen: true },
  play: async ({ globals }) => {
    navigate.mockClear();
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: kit(globals).settings }));
    await expect(navigate).toHaveBeenCalledWith('/login-credentials');
  },
};
