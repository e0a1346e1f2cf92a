'use client';

import { ChevronRight } from '../icon/glyphs.js';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { IconGlyph } from '../icon/icon-glyph.js';

/** One titled block of text, e.g. "What we collect" with its list. */
export type AccountInfoBlock = {
  /** A stable key for the block, e.g. "collected". */
  id: string;
  /** The block's heading (one level below the section's). */
  title: ReactNode;
  /** The block's text: paragraphs, lists, links. */
  content: ReactNode;
};

/** One link of the action group, e.g. "Request deletion of my data". */
export type AccountInfoAction = {
  /**
   * Where it leads: a path of the app (rendered with `linkComponent`) or an address with a scheme
   * (`mailto:`, `https:`), rendered as a plain `<a>`.
   */
  href: string;
  /** What the link does, e.g. "Edit my dietary preferences". */
  label: ReactNode;
  /** An optional line under the label, e.g. what happens when it is followed. */
  description?: ReactNode;
  /** A decorative icon before the label, e.g. `<Icon name="trash" />`. */
  icon?: ReactNode;
};

export type AccountInfoProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** The section's heading, e.g. "Your data at DietCheck". */
  heading: ReactNode;
  /** Level of the section's heading; the blocks' and the action group's are one below. Default 2. */
  headingLevel?: 2 | 3;
  /** Text under the heading. */
  intro?: ReactNode;
  /** The action links, shown after the intro. */
  actions?: readonly AccountInfoAction[];
  /** Heading of the action group, e.g. "Manage your data". Without it the group is a bare list. */
  actionsHeading?: ReactNode;
  /** The titled blocks of text, after the actions. */
  blocks?: readonly AccountInfoBlock[];
  /** How links to the app's paths are rendered (e.g. the app's router link). Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
};

/** An address with a scheme (`mailto:`, `https:`) or protocol-relative: never the router's. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Links inside the intro and the blocks: underlined, with a focus ring; long addresses wrap. */
const textLinks = cn(
  '[&_a]:rounded-sm [&_a]:font-semibold [&_a]:break-words [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_a]:outline-none [&_a:hover]:text-primary-hover [&_a:focus-visible]:ring-4 [&_a:focus-visible]:ring-focus',
);

/** Text of the blocks: lists with markers, links. */
const proseClassName = cn(
  'flex max-w-prose flex-col gap-3 text-base leading-relaxed text-fg',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-1 [&_li]:pl-1',
  textLinks,
);

/**
 * An informational page of the account area (privacy & data, legal & help): a heading, an intro, a
 * group of action links (each with an icon, a label and maybe a line on what it does), then titled
 * blocks of text. Every text comes from the app.
 */
export function AccountInfo({
  heading,
  headingLevel = 2,
  intro,
  actions = [],
  actionsHeading,
  blocks = [],
  linkComponent: Link = 'a',
  className,
  ...props
}: AccountInfoProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const headingId = `${id}-heading`;
  const actionsHeadingId = `${id}-actions`;
  return (
    <section
      data-slot="account-info"
      aria-labelledby={headingId}
      className={cn('flex w-full min-w-0 flex-col gap-8 text-fg', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <Heading
          id={headingId}
          data-slot="account-info-heading"
          className="text-xl font-semibold text-balance break-words hyphens-auto md:text-2xl"
        >
          {heading}
        </Heading>
        {intro ? (
          <div
            data-slot="account-info-intro"
            className={cn(
              'flex max-w-prose flex-col gap-2 text-base leading-relaxed text-pretty text-muted-fg',
              textLinks,
            )}
          >
            {intro}
          </div>
        ) : null}
      </header>

      {actions.length > 0 ? (
        <div data-slot="account-info-actions" className="flex flex-col gap-3">
          {actionsHeading ? (
            <SubHeading id={actionsHeadingId} className="text-lg font-semibold text-balance hyphens-auto">
              {actionsHeading}
            </SubHeading>
          ) : null}
          <ul
            aria-labelledby={actionsHeading ? actionsHeadingId : undefined}
            className="grid gap-3 md:grid-cols-2"
          >
            {actions.map((action) => {
              const Anchor = EXTERNAL.test(action.href) ? 'a' : Link;
              return (
                <li key={action.href} className="flex min-w-0">
                  <Anchor
                    href={action.href}
                    data-slot="account-info-action"
                    className={cn(
                      'group flex min-h-11 w-full min-w-0 items-center gap-3 rounded-lg border border-border bg-surface p-4',
                      'text-left transition-colors outline-none hover:border-primary hover:bg-primary-soft',
                      'focus-visible:ring-4 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-canvas',
                    )}
                  >
                    {action.icon ? (
                      <span
                        aria-hidden="true"
                        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary transition-colors group-hover:bg-surface [&_svg]:size-5"
                      >
                        {action.icon}
                      </span>
                    ) : null}
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="font-semibold break-words text-fg hyphens-auto">{action.label}</span>
                      {action.description ? (
                        <span className="text-sm break-words text-muted-fg">{action.description}</span>
                      ) : null}
                    </span>
                    <IconGlyph
                      glyph={ChevronRight}
                      name="chevron-right"
                      className="size-5 shrink-0 text-muted-fg transition-transform group-hover:translate-x-0.5 group-hover:text-primary motion-reduce:transition-none"
                    />
                  </Anchor>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {blocks.map((block) => (
        <div key={block.id} data-slot="account-info-block" className="flex flex-col gap-3">
          <SubHeading className="text-lg font-semibold text-balance hyphens-auto">{block.title}</SubHeading>
          <div className={proseClassName}>{block.content}</div>
        </div>
      ))}
    </section>
  );
}
