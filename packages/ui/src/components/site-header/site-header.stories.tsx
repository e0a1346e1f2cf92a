import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { uiResources } from '../../i18n/index.js';
import {
  AppCopy,
  copyIn,
  kitTexts,
  sampleIn,
  SITE_COPY,
  storyLanguage,
} from '../../lib/app-copy.fixtures.js';
import type { LinkProps } from '../../lib/link.js';
import type { NavLink } from '../../lib/site/nav-link.js';
import { SITE_LANGUAGES, siteLanguageOf, type SiteLanguage } from './languages';
import { SiteHeader } from './site-header';

/** The sample links' labels (English in `args`) in the story's language, as the site names its pages. */
const linksIn = (items: readonly NavLink[], globals: Record<string, unknown>) =>
  items.map((item) => ({ ...item, label: sampleIn(item.label, Object.values(SITE_COPY), globals) }));

/** The kit's header texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).siteHeader;
}

/** The language of the story's page (the toolbar's locale) as the header names it, e.g. "DE". */
function pageLanguage(globals: Record<string, unknown>) {
  const code = siteLanguageOf(storyLanguage(globals));
  return SITE_LANGUAGES.find((item) => item.code === code)!;
}

/** Accessible name of the language button when the page is in the story's language: "Language: EN". */
function languageButtonName(globals: Record<string, unknown>) {
  return `${kit(globals).language}: ${pageLanguage(globals).short}`;
}

/** A language to switch to: `preferred`, or English when the page is already in `preferred`. */
function otherLanguage(globals: Record<string, unknown>, preferred: SiteLanguage) {
  const code = pageLanguage(globals).code === preferred ? 'ENG' : preferred;
  return SITE_LANGUAGES.find((item) => item.code === code)!;
}

/** Stands in for the app's router link: it reports the click but does not leave the story. */
function StoryLink({ onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Public site/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="diet:min-h-[150vh] diet:bg-canvas">
        <Story />
        <main className="diet:mx-auto diet:max-w-6xl diet:px-6 diet:py-10">
          <h1 className="diet:text-3xl diet:font-bold diet:text-fg">
            <AppCopy copy={SITE_COPY.pageTitle} />
          </h1>
          <p className="diet:mt-4 diet:text-muted-fg">
            <AppCopy copy={SITE_COPY.pageBody} />
          </p>
        </main>
      </div>
    ),
  ],
  args: {
    logo: 'DietCheck',
    homeHref: '#/',
    items: [
      { href: '#/', label: SITE_COPY.home.en },
      { href: '#/about', label: SITE_COPY.about.en },
      { href: '#/diets', label: SITE_COPY.diets.en },
      { href: '#/contact', label: SITE_COPY.faqContact.en },
    ],
    currentHref: '#/',
    appHref: '#/dashboard',
    // No `language`: the header shows the page's language, i.e. the toolbar's locale.
    onLanguageChange: fn(),
    onNavigate: fn(),
    linkComponent: StoryLink,
  },
  argTypes: { language: { control: 'inline-radio', options: ['ENG', 'FRA', 'DEU'] } },
  // The links' labels follow the toolbar's language, as the site's own would.
  render: (args, { globals }) => <SiteHeader {...args} items={linksIn(args.items, globals)} />,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['i18n-visual'] };

/**
 * Without a `language` prop the header names the language the page is shown in: on a German page
 * (toolbar set to DE) the button reads "DE" and the dropdown marks Deutsch. On mobile the button is
 * in the full-screen menu, shown open.
 */
export const FollowsThePageLanguage: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const texts = uiResources.de.ui.siteHeader;
    // Below 768 px the language choice is in the full-screen menu.
    const menuButton = canvas.queryByRole('button', { name: texts.openMenu });
    if (menuButton) await userEvent.click(menuButton);
    const button = await screen.findByRole('button', { name: `${texts.language}: DE` });
    await userEvent.click(button);
    await expect(await screen.findByRole('menuitemradio', { name: /Deutsch/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Closed again for the screenshot: where an open dropdown lands depends on the window's height,
    // and whether the returned focus shows a ring on when the screenshot is taken.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    button.blur();
  },
};

export const FrenchSelected: Story = { args: { language: 'FRA', currentHref: '#/diets' } };

/** At the 768 px breakpoint the desktop layout must still fit. */
export const AtBreakpoint: Story = { tags: ['desktop-only'], globals: { viewport: { value: 'tablet' } } };

/** German page labels (the longest) at the 768 px breakpoint: the layout must not break. */
export const GermanLabelsAtBreakpoint: Story = {
  tags: ['desktop-only'],
  globals: { viewport: { value: 'tablet' }, locale: 'de' },
  args: {
    items: [
      { href: '#/', label: 'Startseite' },
      { href: '#/about', label: 'Über uns' },
      { href: '#/diets', label: 'Ernährungsweisen' },
      { href: '#/contact', label: 'FAQ & Kontakt' },
    ],
  },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="site-header"]')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** The full-screen menu, open. */
export const MobileMenuOpen: Story = {
  tags: ['mobile-only', 'i18n-visual'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: kit(globals).openMenu }));
    await expect(await screen.findByRole('dialog', { name: kit(globals).menu })).toBeVisible();
  },
};

/** The language follows the choice when the app stores it (here: local state). */
export const ChangesLanguage: Story = {
  tags: ['desktop-only'],
  // The language menu and the links sit in the bar from the breakpoint up (a menu on a phone).
  globals: { viewport: { value: 'desktop' } },
  render: function Render(args, { globals }) {
    const [language, setLanguage] = useState<SiteLanguage>(
      args.language ?? siteLanguageOf(storyLanguage(globals)),
    );
    return (
      <SiteHeader
        {...args}
        items={linksIn(args.items, globals)}
        language={language}
        onLanguageChange={(next) => {
          setLanguage(next);
          args.onLanguageChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, globals }) => {
    const next = otherLanguage(globals, 'DEU');
    await userEvent.click(canvas.getByRole('button', { name: languageButtonName(globals) }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: new RegExp(next.name) }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith(next.code);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(
      canvas.getByRole('button', { name: `${kit(globals).language}: ${next.short}` }),
    ).toBeVisible();
  },
};

/** The dropdown shows EN / FR / DE, marks the current one and closes on a click outside it. */
export const LanguageDropdownClosesOnOutsideClick: Story = {
  tags: ['desktop-only'],
  // The language menu and the links sit in the bar from the breakpoint up (a menu on a phone).
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: languageButtonName(globals) }));
    const menu = await screen.findByRole('menu');
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual([
      'ENEnglish',
      'FRFrançais',
      'DEDeutsch',
    ]);
    await expect(
      within(menu).getByRole('menuitemradio', { name: new RegExp(pageLanguage(globals).name) }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('heading', { name: copyIn(SITE_COPY.pageTitle, globals) }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
  },
};

/** Choosing a language reports it and closes the dropdown. */
export const LanguageDropdownClosesOnChoice: Story = {
  tags: ['desktop-only'],
  // The language menu and the links sit in the bar from the breakpoint up (a menu on a phone).
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, args, globals }) => {
    const next = otherLanguage(globals, 'FRA');
    await userEvent.click(canvas.getByRole('button', { name: languageButtonName(globals) }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: new RegExp(next.name) }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith(next.code);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus went back to the button. Whether a ring shows after a pointer choice is the browser's
    // call: the screenshot is taken without focus, so it is stable.
    await expect(canvas.getByRole('button', { name: languageButtonName(globals) })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Following a nav link reports it, so the app can scroll to the top. */
export const NavLinkReportsNavigation: Story = {
  tags: ['desktop-only'],
  // The language menu and the links sit in the bar from the breakpoint up (a menu on a phone).
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, args, globals }) => {
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: copyIn(SITE_COPY.home, globals) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: copyIn(SITE_COPY.diets, globals) }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/diets');
    // As above: no focus ring left to the browser's heuristics in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Opening the mobile menu locks page scroll (body overflow hidden); following a link closes it,
 * restores scrolling and reports the link (the app scrolls to the top).
 */
export const MobileMenuLocksScroll: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    await userEvent.click(canvas.getByRole('button', { name: texts.openMenu }));
    const menu = await screen.findByRole('dialog', { name: texts.menu });
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    // The same links, the 'to app' button and the language choice.
    const pages = [SITE_COPY.home, SITE_COPY.about, SITE_COPY.diets, SITE_COPY.faqContact];
    for (const name of [...pages.map((page) => copyIn(page, globals)), texts.toApp]) {
      await expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(menu).getByRole('button', { name: languageButtonName(globals) })).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: copyIn(SITE_COPY.about, globals) }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/about');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  },
};

/** Escape and the close button close the mobile menu too. */
export const MobileMenuCloses: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.openMenu }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: texts.openMenu }));
    const menu = await screen.findByRole('dialog');
    await userEvent.click(within(menu).getByRole('button', { name: texts.closeMenu }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: texts.openMenu })).toHaveFocus();
  },
};

/** The language can be changed from the mobile menu; the menu stays open. */
export const MobileMenuChangesLanguage: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.openMenu }));
    const menu = await screen.findByRole('dialog');
    const next = otherLanguage(globals, 'DEU');
    await userEvent.click(within(menu).getByRole('button', { name: languageButtonName(globals) }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: new RegExp(next.name) }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith(next.code);
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};
