/**
 * The kit's branded cards: a surface on the page's canvas with a rounded border, a soft shadow and
 * the brand's colour as a bar along the top edge (clipped by the rounded corners). Plain class
 * strings, for a component to put on its own element next to its layout classes (width, centring).
 */

/** A surface card whose `::before` is the brand bar (it needs `relative` and `overflow-hidden`). */
const brandedSurface =
  "relative overflow-hidden rounded-lg border border-border bg-surface shadow-card before:absolute before:inset-x-0 before:top-0 before:bg-primary before:content-['']";

/**
 * The card of the sign-in forms (log in, 'Secure your account'): a thick brand bar and generous
 * padding, its content in a column. The component sets the width (e.g. `mx-auto w-full max-w-md`).
 */
export const authCardClassName = `${brandedSurface} flex flex-col gap-6 p-5 pt-7 before:h-1.5 md:p-10 md:pt-12`;

/**
 * A quieter card for a section of a settings page (e.g. the password change): a thin brand bar and
 * the page's padding, no content layout (the section lays itself out).
 */
export const settingsCardClassName = `${brandedSurface} before:h-1`;

/**
 * The box a form's refused attempt is told in (login, 'Secure your account', password change): the
 * danger colour on its soft tint, inside a thin border.
 */
export const formErrorBoxClassName =
  'rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger';

/** The sign-in forms' full-width submit button, whose long labels (French, German) wrap. */
export const authSubmitClassName = 'h-auto min-h-14 w-full py-3 whitespace-normal';
