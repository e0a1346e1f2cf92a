/**
 * The kit's branded cards: a surface on the page's canvas with a rounded border, a soft shadow and
 * the brand's colour as a bar along the top edge (clipped by the rounded corners). Plain class
 * strings, for a component to put on its own element next to its layout classes (width, centring).
 */

/** A surface card whose `::before` is the brand bar (it needs `relative` and `overflow-hidden`). */
const brandedSurface =
  "diet:relative diet:overflow-hidden diet:rounded-lg diet:border diet:border-border diet:bg-surface diet:shadow-card diet:before:absolute diet:before:inset-x-0 diet:before:top-0 diet:before:bg-primary diet:before:content-['']";

/**
 * The card of the sign-in forms (log in, 'Secure your account'): a thick brand bar and generous
 * padding, its content in a column. The component sets the width (e.g. `mx-auto w-full max-w-md`).
 */
export const authCardClassName = `${brandedSurface} diet:flex diet:flex-col diet:gap-6 diet:p-5 diet:pt-7 diet:before:h-1.5 diet:md:p-10 diet:md:pt-12`;

/**
 * A quieter card for a section of a settings page (e.g. the password change): a thin brand bar and
 * the page's padding, no content layout (the section lays itself out).
 */
export const settingsCardClassName = `${brandedSurface} diet:before:h-1`;

/**
 * The box a form's refused attempt is told in (login, 'Secure your account', password change): the
 * danger colour on its soft tint, inside a thin border.
 */
export const formErrorBoxClassName =
  'diet:rounded-md diet:border diet:border-danger/30 diet:bg-danger-soft diet:px-4 diet:py-3 diet:text-sm diet:font-medium diet:text-danger';

/** The sign-in forms' full-width submit button, whose long labels (French, German) wrap. */
export const authSubmitClassName = 'diet:h-auto diet:min-h-14 diet:w-full diet:py-3 diet:whitespace-normal';
