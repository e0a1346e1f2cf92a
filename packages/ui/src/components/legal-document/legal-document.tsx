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
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-8 text-fg', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <h1 id={titleId} className="text-4xl font-bold tracking-tight text-balance hyphens-auto">
          {title}
        </h1>
        <p className="text-sm text-muted-fg">
          {t('legalDocument.effectiveDate')}{' '}
          <time dateTime={effectiveDateTime} className="font-semibold text-fg">
            {effectiveDate}
          </time>
        </p>
      </header>
      {intro ? <div className="text-base leading-relaxed">{intro}</div> : null}
      <nav aria-label={t('legalDocument.contents')} className="rounded-lg bg-surface p-6 shadow-card">
        <h2 className="mb-3 text-lg font-semibold">{t('legalDocument.contents')}</h2>
        <ol className="flex flex-col gap-2">
          {sections.map((section, index) => (
            <li key={section.id} className="flex gap-2">
              <span aria-hidden="true" className="w-6 shrink-0 text-right text-muted-fg tabular-nums">
                {index + 1}.
              </span>
              <a
                href={`#${section.id}`}
                className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-4 focus-visible:ring-focus"
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
          className="flex scroll-mt-24 flex-col gap-3"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-balance hyphens-auto">
            <span className="tabular-nums">{index + 1}.</span> {section.heading}
          </h2>
          <div
            className={cn(
              'flex flex-col gap-3 text-base leading-relaxed',
              '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-1',
              '[&_a]:rounded-sm [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
              '[&_a:focus-visible]:ring-4 [&_a:focus-visible]:ring-focus [&_a]:outline-none',
            )}
          >
            {section.content}
          </div>
        </section>
      ))}
      {crossLinks ? (
        <aside
          aria-label={t('legalDocument.related')}
          className="flex flex-col gap-2 border-t border-border pt-6 text-base [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4"
        >
          <h2 className="text-lg font-semibold">{t('legalDocument.related')}</h2>
          {crossLinks}
        </aside>
      ) : null}
    </article>
  );
}
