import { Button } from '@diet/ui/button';
import type { ReactNode } from 'react';

import { RouterLink } from '../../../shared/components/router-link';

type MessagePageProps = {
  eyebrow: ReactNode;
  title: ReactNode;
  body: ReactNode;
  links: readonly { href: string; label: string }[];
};

/** A short page that says one thing and offers ways on (404, not open yet). */
export function MessagePage({ eyebrow, title, body, links }: MessagePageProps) {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-2xl flex-col items-start justify-center gap-5 px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h1>
      <p className="text-lg text-pretty text-muted-fg">{body}</p>
      <div className="flex flex-wrap gap-3">
        {links.map((link, index) => (
          <Button key={link.href} asChild variant={index === 0 ? 'primary' : 'outline'}>
            <RouterLink href={link.href}>{link.label}</RouterLink>
          </Button>
        ))}
      </div>
    </section>
  );
}
