import type { SocialLink } from '@diet/ui/site-footer';

/** Where visitors write to us (footer, contact page). */
export const CONTACT_EMAIL = 'hello@dietcheck.ch';

/** Where signed-in users and privacy requests write to. */
export const SUPPORT_EMAIL = 'support@dietcheck.ch';

/** The product's three social accounts (public-site spec §2). Network names are not translated. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { href: 'https://www.instagram.com/dietcheck.ch', label: 'Instagram', network: 'instagram' },
  { href: 'https://www.facebook.com/dietcheck.ch', label: 'Facebook', network: 'facebook' },
  { href: 'https://www.linkedin.com/company/dietcheck', label: 'LinkedIn', network: 'linkedin' },
];
