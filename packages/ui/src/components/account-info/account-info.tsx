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
  'diet:[&_a]:rounded-sm diet:[&_a]:font-semibold diet:[&_a]:break-words diet:[&_a]:text-primary diet:[&_a]:underline diet:[&_a]:underline-offset-4',
  'diet:[&_a]:outline-none diet:[&_a:hover]:text-primary-hover diet:[&_a:focus-visible]:ring-4 diet:[&_a:focus-visible]:ring-focus',
);

/** Text of the blocks: lists with markers, links. */
const proseClassName = cn(
  'diet:flex diet:max-w-prose diet:flex-col diet:gap-3 diet:text-base diet:leading-relaxed diet:text-fg',
  'diet:[&_ol]:list-decimal diet:[&_ol]:pl-6 diet:[&_ul]:list-disc diet:[&_ul]:pl-6 diet:[&_li]:mt-1 diet:[&_li]:pl-1',
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
      className={cn('diet:flex diet:w-full diet:min-w-0 diet:flex-col diet:gap-8 diet:text-fg', className)}
      {...props}
    >
      <header className="diet:flex diet:flex-col diet:gap-2">
        <Heading
          id={headingId}
          data-slot="account-info-heading"
          className="diet:text-xl diet:font-semibold diet:text-balance diet:break-words diet:hyphens-auto diet:md:text-2xl"
        >
          {heading}
        </Heading>
        {intro ? (
          <div
            data-slot="account-info-intro"
            className={cn(
              'diet:flex diet:max-w-prose diet:flex-col diet:gap-2 diet:text-base diet:leading-relaxed diet:text-pretty diet:text-muted-fg',
              textLinks,
            )}
          >
            {intro}
          </div>
        ) : null}
      </header>

      {actions.length > 0 ? (
        <div data-slot="account-info-actions" className="diet:flex diet:flex-col diet:gap-3">
          {actionsHeading ? (
            <SubHeading
              id={actionsHeadingId}
              className="diet:text-lg diet:font-semibold diet:text-balance diet:hyphens-auto"
            >
              {actionsHeading}
            </SubHeading>
          ) : null}
          <ul
            aria-labelledby={actionsHeading ? actionsHeadingId : undefined}
            className="diet:grid diet:gap-3 diet:md:grid-cols-2"
          >
            {actions.map((action) => {
              const Anchor = EXTERNAL.test(action.href) ? 'a' : Link;
              return (
                <li key={action.href} className="diet:flex diet:min-w-0">
                  <Anchor
                    href={action.href}
                    data-slot="account-info-action"
                    className={cn(
                      'diet:group diet:flex diet:min-h-11 diet:w-full diet:min-w-0 diet:items-center diet:gap-3 diet:rounded-lg diet:border diet:border-border diet:bg-surface diet:p-4',
                      'diet:text-left diet:transition-colors diet:outline-none diet:hover:border-primary diet:hover:bg-primary-soft',
                      'diet:focus-visible:ring-4 diet:focus-visible:ring-focus diet:focus-visible:ring-offset-2 diet:focus-visible:ring-offset-canvas',
                    )}
                  >
                    {action.icon ? (
                      <span
                        aria-hidden="true"
                        className="diet:flex diet:size-10 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:bg-primary-soft diet:text-primary diet:transition-colors diet:group-hover:bg-surface diet:[&_svg]:size-5"
                      >
                        {action.icon}
                      </span>
                    ) : null}
                    <span className="diet:flex diet:min-w-0 diet:flex-1 diet:flex-col diet:gap-0.5">
                      <span className="diet:font-semibold diet:break-words diet:text-fg diet:hyphens-auto">
                        {action.label}
                      </span>
                      {action.description ? (
                        <span className="diet:text-sm diet:break-words diet:text-muted-fg">
                          {action.description}
                        </span>
                      ) : null}
                    </span>
                    <IconGlyph
                      glyph={ChevronRight}
                      name="chevron-right"
                      className="diet:size-5 diet:shrink-0 diet:text-muted-fg diet:transition-transform diet:group-hover:translate-x-0.5 diet:group-hover:text-primary diet:motion-reduce:transition-none"
                    />
                  </Anchor>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {blocks.map((block) => (
        <div key={block.id} data-slot="account-info-block" className="diet:flex diet:flex-col diet:gap-3">
          <SubHeading className="diet:text-lg diet:font-semibold diet:text-balance diet:hyphens-auto">
            {block.title}
          </SubHeading>
          <div className={proseClassName}>{block.content}</div>
        </div>
      ))}
    </section>
  );
}
