import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { uiResources, type UiLanguage } from '../../i18n/index.js';
import type { LinkProps } from '../../lib/link.js';
import { SiteHeader, type SiteLanguage } from './site-header';

/** The kit's header texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return uiResources[(globals.locale as UiLanguage | undefined) ?? 'en'].ui.siteHeader;
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
      <div className="min-h-[150vh] bg-canvas">
        <Story />
        <main className="mx-auto max-w-6xl px-6 py-10">
          <h1 className="text-3xl font-bold text-fg">Groceries that suit your diet</h1>
          <p className="mt-4 text-muted-fg">The page content under the header.</p>
        </main>
      </div>
    ),
  ],
  args: {
    logo: 'DietCheck',
    homeHref: '#/',
    items: [
      { href: '#/', label: 'Home' },
      { href: '#/about', label: 'About us' },
      { href: '#/diets', label: 'Diets' },
      { href: '#/contact', label: 'FAQ & contact' },
    ],
    currentHref: '#/',
    appHref: '#/dashboard',
    language: 'ENG',
    onLanguageChange: fn(),
    onNavigate: fn(),
    linkAs: StoryLink,
  },
  argTypes: { language: { control: 'inline-radio', options: ['ENG', 'FRA', 'DEU'] } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FrenchSelected: Story = { args: { language: 'FRA', currentHref: '#/diets' } };

/** At the 768 px breakpoint the desktop layout must still fit. */
export const AtBreakpoint: Story = { globals: { viewport: { value: 'tablet' } } };

/** German page labels (the longest) at the 768 px breakpoint: the layout must not break. */
export const GermanLabelsAtBreakpoint: Story = {
  globals: { viewport: { value: 'tablet' }, locale: 'de' },
  args: {
    language: 'DEU',
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The full-screen menu, open. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: kit(globals).openMenu }));
    await expect(await screen.findByRole('dialog', { name: kit(globals).menu })).toBeVisible();
  },
};

/** The language follows the choice when the app stores it (here: local state). */
export const ChangesLanguage: Story = {
  render: function Render(args) {
    const [language, setLanguage] = useState<SiteLanguage>(args.language);
    return (
      <SiteHeader
        {...args}
        language={language}
        onLanguageChange={(next) => {
          setLanguage(next);
          args.onLanguageChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: `${texts.language}: EN` }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Deutsch/ }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('DEU');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `${texts.language}: DE` })).toBeVisible();
  },
};

/** The dropdown shows EN / FR / DE, marks the current one and closes on a click outside it. */
export const LanguageDropdownClosesOnOutsideClick: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${kit(globals).language}: EN` }));
    const menu = await screen.findByRole('menu');
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual([
      'ENEnglish',
      'FRFrançais',
      'DEDeutsch',
    ]);
    await expect(within(menu).getByRole('menuitemradio', { name: /English/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(canvas.getByRole('heading', { name: 'Groceries that suit your diet' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
  },
};

/** Choosing a language reports it and closes the dropdown. */
export const LanguageDropdownClosesOnChoice: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${kit(globals).language}: EN` }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Français/ }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('FRA');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Following a nav link reports it, so the app can scroll to the top. */
export const NavLinkReportsNavigation: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Diets' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/diets');
  },
};

/**
 * Opening the mobile menu locks page scroll (body overflow hidden); following a link closes it,
 * restores scrolling and reports the link (the app scrolls to the top).
 */
export const MobileMenuLocksScroll: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    await userEvent.click(canvas.getByRole('button', { name: texts.openMenu }));
    const menu = await screen.findByRole('dialog', { name: texts.menu });
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    // The same links, the 'to app' button and the language choice.
    for (const name of ['Home', 'About us', 'Diets', 'FAQ & contact', texts.toApp]) {
      await expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(menu).getByRole('button', { name: `${texts.language}: EN` })).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: 'About us' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/about');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  },
};

/** Escape and the close button close the mobile menu too. */
export const MobileMenuCloses: Story = {
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
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args, globals }) => {
    const texts = kit(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.openMenu }));
    const menu = await screen.findByRole('dialog');
    await userEvent.click(within(menu).getByRole('button', { name: `${texts.language}: EN` }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Deutsch/ }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('DEU');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};
