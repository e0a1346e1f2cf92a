'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import type { NavLink } from '../../lib/site/nav-link.js';
import { Button } from '../button/index.js';

/** Networks with a built-in glyph. Any other network passes its own `icon`. */
export type SocialNetwork = 'instagram' | 'facebook' | 'linkedin' | 'youtube';

/** A link to one of the product's social accounts, shown as an icon. */
export type SocialLink = {
  /** The profile's address. It opens in a new tab. */
  href: string;
  /** Accessible name of the icon link, e.g. "Instagram". */
  label: string;
  /** Picks a built-in glyph. */
  network?: SocialNetwork;
  /** A custom icon (hidden from assistive technology); wins over `network`. */
  icon?: ReactNode;
};

const glyphProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  className: 'diet:size-5',
} as const;

/** Outline glyphs in the style of the kit's lucide icons (which ship no brand marks). */
const socialGlyphs: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <svg {...glyphProps}>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </svg>
  ),
  facebook: (
    <svg {...glyphProps}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  ),
  linkedin: (
    <svg {...glyphProps}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  ),
  youtube: (
    <svg {...glyphProps}>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </svg>
  ),
};

const linkClass =
  'diet:rounded-sm diet:text-on-secondary diet:underline-offset-4 diet:outline-none diet:hover:underline diet:focus-visible:ring-4 diet:focus-visible:ring-focus';

export type SiteFooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** The product's logo or name, shown at the top. */
  logo?: ReactNode;
  /** One line under the logo. */
  tagline?: ReactNode;
  /** The page links: home, about, diets, FAQ (contact). */
  links: readonly NavLink[];
  /** The social accounts (the product has three). */
  socialLinks: readonly SocialLink[];
  /** The contact e-mail address, shown as a `mailto:` link. */
  email: string;
  /** The legal pages: cookie, privacy, terms. */
  legalLinks: readonly NavLink[];
  /** Where the sign-up button goes: the quiz, e.g. "/registration-questionnaire". */
  signUpHref: string;
  /** Label of the sign-up button. Default: the kit's "Sign up for free". */
  signUpLabel?: ReactNode;
  /** Small print at the bottom, e.g. "© 2025 …". */
  copyright?: ReactNode;
  /** Renders the internal links (page, legal, sign-up), e.g. the router's link. Default `<a>`. */
  linkComponent?: LinkComponent;
  /** Called with the `href` when an internal link is followed, e.g. to scroll to the top. */
  onNavigate?: (href: string) => void;
};

/** The site's footer: page links, social icons, contact e-mail, legal links and a sign-up button. */
export function SiteFooter({
  logo,
  tagline,
  links,
  socialLinks,
  email,
  legalLinks,
  signUpHref,
  signUpLabel,
  copyright,
  linkComponent: Link = 'a',
  onNavigate,
  className,
  ...props
}: SiteFooterProps) {
  const { t } = useUiTranslation();
  const renderLinks = (items: readonly NavLink[]) => (
    <ul className="diet:flex diet:flex-col diet:gap-2">
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={linkClass} onClick={() => onNavigate?.(item.href)}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <footer
      data-slot="site-footer"
      className={cn(
        'diet:w-full diet:bg-secondary diet:px-6 diet:py-12 diet:text-on-secondary diet:md:px-10',
        className,
      )}
      {...props}
    >
      <div className="diet:mx-auto diet:flex diet:max-w-6xl diet:flex-col diet:gap-10">
        <div className="diet:flex diet:flex-col diet:items-start diet:gap-6 diet:md:flex-row diet:md:items-center diet:md:justify-between">
          <div className="diet:flex diet:flex-col diet:gap-2">
            {logo ? <div className="diet:text-xl diet:font-bold">{logo}</div> : null}
            {tagline ? <p className="diet:max-w-sm diet:text-sm">{tagline}</p> : null}
          </div>
          <Button asChild size="lg">
            <Link href={signUpHref} onClick={() => onNavigate?.(signUpHref)}>
              {signUpLabel ?? t('siteFooter.signUp')}
            </Link>
          </Button>
        </div>
        <div className="diet:grid diet:grid-cols-1 diet:gap-8 diet:md:grid-cols-4">
          <nav aria-label={t('siteFooter.navLabel')} className="diet:flex diet:flex-col diet:gap-3">
            <h2 className="diet:text-sm diet:font-semibold diet:tracking-wide diet:uppercase">
              {t('siteFooter.navHeading')}
            </h2>
            {renderLinks(links)}
          </nav>
          <div className="diet:flex diet:flex-col diet:gap-3">
            <h2 className="diet:text-sm diet:font-semibold diet:tracking-wide diet:uppercase">
              {t('siteFooter.contactHeading')}
            </h2>
            <a href={`mailto:${email}`} className={cn(linkClass, 'diet:break-all')}>
              {email}
            </a>
          </div>
          <div className="diet:flex diet:flex-col diet:gap-3">
            <h2 className="diet:text-sm diet:font-semibold diet:tracking-wide diet:uppercase">
              {t('siteFooter.socialHeading')}
            </h2>
            <ul className="diet:flex diet:flex-wrap diet:gap-2">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    data-slot="site-footer-social-link"
                    className={cn(
                      'diet:inline-flex diet:size-11 diet:items-center diet:justify-center diet:rounded-full diet:bg-surface diet:text-primary',
                      'diet:outline-none diet:hover:bg-primary-soft diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
                    )}
                  >
                    <span aria-hidden="true" className="diet:contents">
                      {link.icon ?? (link.network ? socialGlyphs[link.network] : null)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t('siteFooter.legalHeading')} className="diet:flex diet:flex-col diet:gap-3">
            <h2 className="diet:text-sm diet:font-semibold diet:tracking-wide diet:uppercase">
              {t('siteFooter.legalHeading')}
            </h2>
            {renderLinks(legalLinks)}
          </nav>
        </div>
        {copyright ? (
          <p className="diet:border-t diet:border-on-secondary/20 diet:pt-6 diet:text-sm">{copyright}</p>
        ) : null}
      </div>
    </footer>
  );
}
