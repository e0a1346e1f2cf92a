/** A link of a navigation list (header, footer). */
export type NavLink = {
  /** Where the link goes, e.g. "/about". */
  href: string;
  /** The visible text. */
  label: string;
};
