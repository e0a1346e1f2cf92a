import { useId, type ReactNode } from 'react';

/**
 * A tab's page inside the profile or account area whose content has no heading of its own: the
 * page's name as the section's heading (for screen readers: the tab above already shows it), a
 * short line on what the page is for, then the page.
 */
export function AreaPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 pt-2">
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      {intro ? <p className="max-w-2xl text-base text-pretty text-muted-fg">{intro}</p> : null}
      {children}
    </section>
  );
}
