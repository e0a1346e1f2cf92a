/**
 * What the reading measure found in one list (understand.ts): its items, the unknown ones, the
 * unrated ingredients, the misspelt or split word-list words, and whether and where it looks cut
 * off.
 */

export const CUT_NONE = 0;
/** The text ends with a separator: comma, semicolon, colon, slash, "&", "+". */
export const CUT_SEPARATOR = 1;
/** The text ends with "…" or "...". */
export const CUT_ELLIPSIS = 2;
/** A bracket is still open at the end. */
export const CUT_BRACKET = 3;
/** The last word is a conjunction or preposition. */
export const CUT_DANGLING = 4;
/** The last word is only the start of a known term ("whe"). */
export const CUT_MID_WORD = 5;
/**
 * The text is exactly as long as a database field (255, 256, 512, 1000, 1024 characters) and
 * does not end with a full stop: stored lists are cut there (72 of the 581 lists of the Open Food
 * Facts sample stop at 255 characters).
 */
export const CUT_FIELD_LIMIT = 6;

/** An item the engine could not read, or a known ingredient it has no rule for (normalised offsets). */
export interface ItemSpan {
  start: number;
  end: number;
  /** For an unrated ingredient: bit k-1 for each code k its risk family touches. */
  codes: number;
  /** An unknown item in another language ("azúcar"): skipped when a copy the engine reads is complete. */
  foreign?: boolean;
}

export interface Reading {
  /** Items read (understood or unknown): statements, foreign copies and empty items left out. */
  items: number;
  /** Items that name a known ingredient. */
  understood: number;
  /** Items that name none, after statements and foreign copies are set aside. */
  unknown: ItemSpan[];
  /** Known ingredients under a risk family that no word-list rule rates. */
  unrated: ItemSpan[];
  /** Words read as a one-edit typo of a word-list ingredient (`codes` holds the entry id). */
  typos: ItemSpan[];
  cut: number;
  /** Source offsets (UTF-16) of what shows the cut. */
  cutStart: number;
  cutEnd: number;
}

/** Whether a reading leaves the list not understood: any unknown item (zero tolerance). */
export function notUnderstood(r: Reading): boolean {
  return r.unknown.length > 0;
}
