import type { ComponentProps, ComponentType } from 'react';

/** What the kit passes to a link it renders: an `href` plus the usual anchor attributes. */
export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * How the kit renders its links: a plain `'a'` (default) or a component that renders an `<a>`, e.g.
 * an adapter around the app's router link (`({ href, ...rest }) => <RouterLink to={href} {...rest} />`).
 * It must pass every prop (and `ref`) on to the anchor.
 */
export type LinkComponent = 'a' | ComponentType<LinkProps>;

/** The look of a link inside running text (the forms' "Log in" / "Sign up" links): bold, underlined, focus ring. */
export const textLinkClassName =
  'diet:rounded-sm diet:font-semibold diet:text-primary diet:underline diet:underline-offset-4 diet:outline-none diet:hover:text-primary-hover diet:focus-visible:ring-4 diet:focus-visible:ring-focus';
