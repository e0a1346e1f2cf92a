import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { LinkProps } from '../../lib/link.js';
import { SiteFooter } from './site-footer';

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
    tagline: 'Groceries that suit your diet, at a glance. Made in Switzerland.',
    links: [
      { href: '#/', label: 'Home' },
      { href: '#/about', label: 'About us' },
      { href: '#/diets', label: 'Diets' },
      { href: '#/contact', label: 'FAQ & contact' },
    ],
    socialLinks: [
      { href: 'https://www.instagram.com/', label: 'Instagram', network: 'instagram' },
      { href: 'https://www.facebook.com/', label: 'Facebook', network: 'facebook' },
      { href: 'https://www.linkedin.com/', label: 'LinkedIn', network: 'linkedin' },
    ],
    email: 'hello@dietcheck.ch',
    legalLinks: [
      { href: '#/cookie', label: 'Cookie policy' },
      { href: '#/privacy', label: 'Privacy policy' },
      { href: '#/terms-of-service', label: 'Terms of service' },
    ],
    signUpHref: '#/registration-questionnaire',
    copyright: '© 2025 DietCheck. All rights reserved.',
    onNavigate: fn(),
    linkComponent: StoryLink,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['i18n-visual'] };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Without logo, tagline and small print: only the links. */
export const Minimal: Story = { args: { logo: undefined, tagline: undefined, copyright: undefined } };

/** Every link the spec lists is there, with the right target. */
export const HasAllLinks: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const canvas = within(footer);
    for (const name of [
      'Home',
      'About us',
      'Diets',
      'FAQ & contact',
      'Cookie policy',
      'Privacy policy',
      'Terms of service',
    ]) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
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
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'About us' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/about');
  },
};

/** The sign-up button leads to the quiz; its label is the kit's unless given. */
export const SignUpLeadsToQuiz: Story = {
  play: async ({ canvas, globals }) => {
    const label = { en: 'Sign up for free', fr: 'Inscrivez-vous gratuitement', de: 'Kostenlos registrieren' }[
      (globals.locale as 'en' | 'fr' | 'de' | undefined) ?? 'en'
    ];
    await expect(canvas.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      '#/registration-questionnaire',
    );
  },
};
