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
      className="diet:flex diet:h-full diet:flex-col diet:items-center diet:gap-4 diet:rounded-lg diet:bg-surface diet:p-6 diet:text-center diet:shadow-card"
    >
      {typeof member.image === 'string' ? (
        <Avatar
          src={member.image}
          name={member.name}
          size="xl"
          decorative
          className="diet:size-28 diet:text-3xl"
        />
      ) : (
        (member.image ?? (
          <Avatar name={member.name} size="xl" decorative className="diet:size-28 diet:text-3xl" />
        ))
      )}
      <div className="diet:flex diet:flex-col diet:gap-1">
        <h3 className="diet:text-lg diet:font-semibold diet:text-fg">{member.name}</h3>
        <p className="diet:text-sm diet:text-muted-fg">{member.role}</p>
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
      className="diet:flex diet:h-full diet:flex-col diet:items-center diet:justify-center diet:gap-3 diet:rounded-lg diet:border diet:border-primary/30 diet:bg-primary-soft diet:p-6 diet:text-center"
    >
      <Sparkles aria-hidden="true" className="diet:size-8 diet:text-primary" />
      <h3 className="diet:text-lg diet:font-semibold diet:text-balance diet:text-fg">{join.title}</h3>
      {join.text ? <p className="diet:text-sm diet:text-fg">{join.text}</p> : null}
      {join.href && join.ctaLabel ? (
        <Button asChild variant="outline" size="sm" className="diet:mt-1">
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
    <div
      data-slot="team-cards"
      className={cn('diet:flex diet:w-full diet:flex-col diet:gap-8', className)}
      {...props}
    >
      {title ? (
        <h2 className="diet:text-center diet:text-3xl diet:font-bold diet:tracking-tight diet:text-balance diet:text-fg">
          {title}
        </h2>
      ) : null}
      {isDesktop ? (
        <ul
          aria-label={t('teamCards.label')}
          className="diet:grid diet:gap-6"
          style={{ gridTemplateColumns: `repeat(${Math.min(Math.max(cards.length, 1), 4)}, minmax(0, 1fr))` }}
        >
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      ) : (
        <Carousel
          mode="slide"
          label={t('teamCards.label')}
          autoAdvanceMs={0}
          className="diet:mx-auto diet:max-w-sm"
        >
          {cards}
        </Carousel>
      )}
    </div>
  );
}
