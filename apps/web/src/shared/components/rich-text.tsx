import { Fragment, type ReactNode } from 'react';

import { RouterLink } from './router-link';

/**
 * Text from the locale files with the two kinds of links they may hold: `[label](/path)` for a page
 * of the site, and plain e-mail addresses (shown as `mailto:` links). Nothing else is markup.
 */
const TOKEN = /\[([^\]]+)\]\((\/[^)\s]*)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

const linkClass =
  'rounded-sm font-semibold text-primary underline underline-offset-4 outline-none hover:text-primary-hover focus-visible:ring-4 focus-visible:ring-focus';

export function richText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    const [whole, label, href, email] = match;
    parts.push(
      email ? (
        <a key={index} href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ) : (
        <RouterLink key={index} href={href!} className={linkClass}>
          {label}
        </RouterLink>
      ),
    );
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function RichText({ text }: { text: string }) {
  return <Fragment>{richText(text)}</Fragment>;
}
