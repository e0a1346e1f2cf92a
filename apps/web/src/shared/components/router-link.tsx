import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/** What the kit hands a link component (the kit's `LinkProps`). */
type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * The kit's links rendered as router links: internal paths navigate without a page load, while
 * `mailto:`, `tel:` and absolute URLs stay plain anchors.
 */
export function RouterLink({ href, ref, ...props }: LinkProps) {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href)) return <a href={href} ref={ref} {...props} />;
  return <Link to={href} ref={ref} {...props} />;
}
