import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { appCopy, copyIn, sampleIn, SITE_COPY, storyLanguage } from '../../lib/app-copy.fixtures.js';
import type { LinkProps } from '../../lib/link.js';
import type { NavLink } from '../../lib/site/nav-link.js';
import { SiteFooter } from './site-footer';

/** The sample links' labels (English in `args`) in the story's language, as the site names its pages. */
const linksIn = (items: readonly NavLink[], globals: Record<string, unknown>) =>
  items.map((item) => ({ ...item, label: sampleIn(item.label, Object.values(SITE_COPY), globals) }));

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
  title: 'Public site/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: 'DietCheck',
    tagline: appCopy(SITE_COPY.tagline),
    links: [
      { href: '#/', label: SITE_COPY.home.en },
      { href: '#/about', label: SITE_COPY.about.en },
      { href: '#/diets', label: SITE_COPY.diets.en },
      { href: '#/contact', label: SITE_COPY.faqContact.en },
    ],
    socialLinks: [
      { href: 'https://www.instagram.com/', label: 'Instagram', network: 'instagram' },
      { href: 'https://www.facebook.com/', label: 'Facebook', network: 'facebook' },
      { href: 'https://www.linkedin.com/', label: 'LinkedIn', network: 'linkedin' },
    ],
    email: 'hello@dietcheck.ch',
    legalLinks: [
      { href: '#/cookie', label: SITE_COPY.cookie.en },
      { href: '#/privacy', label: SITE_COPY.privacy.en },
      { href: '#/terms-of-service', label: SITE_COPY.terms.en },
    ],
    signUpHref: '#/registration-questionnaire',
    copyright: appCopy(SITE_COPY.copyright),
    onNavigate: fn(),
    linkComponent: StoryLink,
  },
  // The links' labels follow the toolbar's language, as the site's own would.
  render: (args, { globals }) => (
    <SiteFooter
      {...args}
      links={linksIn(args.links, globals)}
      legalLinks={linksIn(args.legalLinks, globals)}
    />
  ),
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['i18n-visual'] };

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** Without logo, tagline and small print: only the links. */
export const Minimal: Story = { args: { logo: undefined, tagline: undefined, copyright: undefined } };

/** Every link the spec lists is there, with the right target. */
export const HasAllLinks: Story = {
  play: async ({ canvasElement, globals }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const canvas = within(footer);
    for (const page of [
      SITE_COPY.home,
      SITE_COPY.about,
      SITE_COPY.diets,
      SITE_COPY.faqContact,
      SITE_COPY.cookie,
      SITE_COPY.privacy,
      SITE_COPY.terms,
    ]) {
      await expect(canvas.getByRole('link', { name: copyIn(page, globals) })).toBeVisible();
    }
    for (const name of ['Instagram', 'Facebook', 'LinkedIn']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    await expect(canvas.getByRole('link', { name: 'hello@dietcheck.ch' })).toHaveAttribute(
      'href',
      'mailto:hello@dietcheck.ch',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** Following an internal link reports it (the app scrolls to the top). */
export const ReportsNavigation: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('link', { name: copyIn(SITE_COPY.about, globals) }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/about');
  },
};

/** The sign-up button leads to the quiz; its label is the kit's unless given. */
export const SignUpLeadsToQuiz: Story = {
  play: async ({ canvas, globals }) => {
    const label = { en: 'Sign up for free', fr: 'Inscrivez-vous gratuitement', de: 'Kostenlos registrieren' }[
      storyLanguage(globals)
    ];
    await expect(canvas.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      '#/registration-questionnaire',
    );
  },
};
