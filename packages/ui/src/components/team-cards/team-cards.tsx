'use client';

import { Sparkles } from '../icon/glyphs.js';
import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { useIsDesktop } from '../../lib/site/media-query.js';
import { Avatar } from '../avatar/index.js';
import { Button } from '../button/index.js';
import { Carousel } from '../carousel/index.js';

/** One person of the team (public-site spec §3). */
export type TeamMember = {
  name: string;
  /** Their role, e.g. "Founder and CEO". */
  role: string;
  /** Portrait URL, or a picture element. Without it the initials show. */
  image?: string | ReactNode;
};

/** The text-only 'we are growing, join us' entry. */
export type TeamJoinEntry = {
  title: ReactNode;
  text?: ReactNode;
  /** Where its button goes, e.g. "/contact". Without it no button shows. */
  href?: string;
  /** Label of its button. */
  ctaLabel?: ReactNode;
};

export type TeamCardsProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The section's heading (`h2`). */
  title?: ReactNode;
  /** The people of the team. */
  members: readonly TeamMember[];
  /** The 'we are growing, join us' entry, shown last as text only. */
  join?: TeamJoinEntry;
  /** Renders the join entry's link, e.g. the router's link. Default `<a>`. */
  linkComponent?: LinkComponent;
};

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article
      data-slot="team-card"
      className="flex h-full flex-col items-center gap-4 rounded-lg bg-surface p-6 text-center shadow-card"
    >
      {typeof member.image === 'string' ? (
        <Avatar src={member.image} name={member.name} size="xl" decorative className="size-28 text-3xl" />
      ) : (
        (member.image ?? <Avatar name={member.name} size="xl" decorative className="size-28 text-3xl" />)
      )}
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold text-fg">{member.name}</h3>
        <p className="text-sm text-muted-fg">{member.role}</p>
      </div>
    </article>
  );
}

function JoinCard({
  join,
  linkComponent: Link = 'a',
}: {
  join: TeamJoinEntry;
  linkComponent?: LinkComponent;
}) {
  return (
    <article
      data-slot="team-join-card"
      className="flex h-full flex-col items-center justify-center gap-3 rounded-lg border border-primary/30 bg-primary-soft p-6 text-center"
    >
      <Sparkles aria-hidden="true" className="size-8 text-primary" />
      <h3 className="text-lg font-semibold text-balance text-fg">{join.title}</h3>
      {join.text ? <p className="text-sm text-fg">{join.text}</p> : null}
      {join.href && join.ctaLabel ? (
        <Button asChild variant="outline" size="sm" className="mt-1">
          <Link href={join.href}>{join.ctaLabel}</Link>
        </Button>
      ) : null}
    </article>
  );
}

/**
 * The about page's team: cards side by side on desktop (≥ 768 px), a carousel with previous / next
 * on mobile. A 'we are growing, join us' entry can close the list.
 */
export function TeamCards({ title, members, join, linkComponent, className, ...props }: TeamCardsProps) {
  const { t } = useUiTranslation();
  const isDesktop = useIsDesktop();
  const cards = [
    ...members.map((member, index) => <MemberCard key={`member-${index}`} member={member} />),
    ...(join ? [<JoinCard key="join" join={join} linkComponent={linkComponent} />] : []),
  ];
  return (
    <div data-slot="team-cards" className={cn('flex w-full flex-col gap-8', className)} {...props}>
      {title ? (
        <h2 className="text-center text-3xl font-bold tracking-tight text-balance text-fg">{title}</h2>
      ) : null}
      {isDesktop ? (
        <ul
          aria-label={t('teamCards.label')}
          className="grid gap-6"
          style={{ gridTemplateColumns: `repeat(${Math.min(Math.max(cards.length, 1), 4)}, minmax(0, 1fr))` }}
        >
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      ) : (
        <Carousel mode="slide" label={t('teamCards.label')} autoAdvanceMs={0} className="mx-auto max-w-sm">
          {cards}
        </Carousel>
      )}
    </div>
  );
}
