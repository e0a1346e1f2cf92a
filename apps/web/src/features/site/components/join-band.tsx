import { Button } from '@diet/ui/button';
import { useId } from 'react';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';

type JoinBandProps = { title: string; body: string; cta: string };

/** The join-for-free call to action that closes a page (public-site spec §2): it leads into the quiz. */
export function JoinBand({ title, body, cta }: JoinBandProps) {
  const titleId = useId();
  return (
    <div className="bg-secondary px-6 py-16 text-on-secondary md:px-10 md:py-20">
      <section
        aria-labelledby={titleId}
        className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center"
      >
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {title}
        </h2>
        <p className="text-lg text-pretty">{body}</p>
        <Button asChild size="lg">
          <RouterLink href={PATHS.registration}>{cta}</RouterLink>
        </Button>
      </section>
    </div>
  );
}
