'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';

/** One numbered section of a legal page. */
export type LegalSection = {
  /** Anchor of the section (the table of contents links to `#id`), e.g. "data-we-collect". */
  id: string;
  /** The section's heading, without its number. */
  heading: ReactNode;
  /** The section's text: paragraphs, lists, links. */
  content: ReactNode;
};

export type LegalDocumentProps = Omit<ComponentProps<'article'>, 'title'> & {
  /** The page's title (`h1`), e.g. "Privacy policy". */
  title: ReactNode;
  /** When the text took effect, as it should read, e.g. "20.05.2025". */
  effectiveDate: string;
  /** The same date as `YYYY-MM-DD`, for the `<time>` element. */
  effectiveDateTime?: string;
  /** Text between the title and the table of contents. */
  intro?: ReactNode;
  /** The numbered sections (terms 13, privacy 8, cookie 7). */
  sections: readonly LegalSection[];
  /** Links to related pages after the text, e.g. the privacy and cookie pages linking to each other. */
  crossLinks?: ReactNode;
};

/**
 * A legal page (privacy, cookie, terms): title, effective date, a table of contents that links to
 * the numbered sections, the sections, and links to related pages.
 */
export function LegalDocument({
  title,
  effectiveDate,
  effectiveDateTime,
  intro,
  sections,
  crossLinks,
  className,
  ...props
}: LegalDocumentProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  return (
    <article
      data-slot="legal-document"
      aria-labelledby={titleId}
      className={cn(
        'diet:mx-auto diet:flex diet:w-full diet:max-w-3xl diet:flex-col diet:gap-8 diet:text-fg',
        className,
      )}
      {...props}
    >
      <header className="diet:flex diet:flex-col diet:gap-2">
        <h1
          id={titleId}
          className="diet:text-4xl diet:font-bold diet:tracking-tight diet:text-balance diet:hyphens-auto"
        >
          {title}
        </h1>
        <p className="diet:text-sm diet:text-muted-fg">
          {t('legalDocument.effectiveDate')}{' '}
          <time dateTime={effectiveDateTime} className="diet:font-semibold diet:text-fg">
            {effectiveDate}
          </time>
        </p>
      </header>
      {intro ? <div className="diet:text-base diet:leading-relaxed">{intro}</div> : null}
      <nav
        aria-label={t('legalDocument.contents')}
        className="diet:rounded-lg diet:bg-surface diet:p-6 diet:shadow-card"
      >
        <h2 className="diet:mb-3 diet:text-lg diet:font-semibold">{t('legalDocument.contents')}</h2>
        <ol className="diet:flex diet:flex-col diet:gap-2">
          {sections.map((section, index) => (
            <li key={section.id} className="diet:flex diet:gap-2">
              <span
                aria-hidden="true"
                className="diet:w-6 diet:shrink-0 diet:text-right diet:text-muted-fg diet:tabular-nums"
              >
                {index + 1}.
              </span>
              <a
                href={`#${section.id}`}
                className="diet:rounded-sm diet:text-primary diet:underline-offset-4 diet:outline-none diet:hover:underline diet:focus-visible:ring-4 diet:focus-visible:ring-focus"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="diet:flex diet:scroll-mt-24 diet:flex-col diet:gap-3"
        >
          <h2
            id={`${section.id}-heading`}
            className="diet:text-2xl diet:font-semibold diet:text-balance diet:hyphens-auto"
          >
            <span className="diet:tabular-nums">{index + 1}.</span> {section.heading}
          </h2>
          <div
            className={cn(
              'diet:flex diet:flex-col diet:gap-3 diet:text-base diet:leading-relaxed',
              'diet:[&_ol]:list-decimal diet:[&_ol]:pl-6 diet:[&_ul]:list-disc diet:[&_ul]:pl-6 diet:[&_li]:mt-1',
              'diet:[&_a]:rounded-sm diet:[&_a]:text-primary diet:[&_a]:underline diet:[&_a]:underline-offset-4',
              'diet:[&_a:focus-visible]:ring-4 diet:[&_a:focus-visible]:ring-focus diet:[&_a]:outline-none',
            )}
          >
            {section.content}
          </div>
        </section>
      ))}
      {crossLinks ? (
        <aside
          aria-label={t('legalDocument.related')}
          className="diet:flex diet:flex-col diet:gap-2 diet:border-t diet:border-border diet:pt-6 diet:text-base diet:[&_a]:text-primary diet:[&_a]:underline diet:[&_a]:underline-offset-4"
        >
          <h2 className="diet:text-lg diet:font-semibold">{t('legalDocument.related')}</h2>
          {crossLinks}
        </aside>
      ) : null}
    </article>
  );
}
