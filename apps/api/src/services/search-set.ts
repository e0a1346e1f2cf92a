/**
 * A search's matches, kept compactly per catalogue version, search and page language, and shared
 * by every view (diet, red products shown or not, local and retailer preferences): the matching
 * products in the search's order (relevance, then the language's list order: sort name, id), each
 * with its relevance, its red and yellow codes (bits) and the retailers of its offers and of its
 * local offers (a bit per retailer). A view's counts and pages are then one pass over typed arrays,
 * with no database read; the page's products themselves are read by id. About 15 bytes per match.
 *
 * **Relevance** ({@link relevance}): 0 when every word of the search starts a word of the
 * product's name in the page's language (its sort name), else 1. Searching "lait" in French lists
 * "Lait entier" and "Chocolat au lait" before a flour found only by its English name "Plait flour";
 * within a relevance, products keep the list's order, so pages stay stable while the user scrolls.
 */

/** Most retailers a set tells apart by bits; with more, views with retailer preferences ask the database. */
export const SET_RETAILER_BITS = 31;

export interface SearchSetRow {
  id: number;
  /** The sort name in the page's language (padded or not). */
  sort_name: string;
  red_mask: number;
  yellow_mask: number;
  offer_retailers: number[];
  local_retailers: number[];
}

export interface SearchSet {
  ids: Int32Array;
  /** Each match's {@link relevance} (the set is ordered by it first). */
  rel: Uint8Array;
  red: Uint8Array;
  yellow: Uint8Array;
  offers: Uint32Array;
  locals: Uint32Array;
  /** The bit of each retailer id (0 for offers without a retailer), or null when there are too many. */
  bits: ReadonlyMap<number, number> | null;
  /** Found only with similar known words (a typo-tolerant search): the words searched for each typed one. */
  similar: ReadonlyMap<string, readonly string[]> | null;
  bytes: number;
}

/** The bit of each retailer id, in id order (0, an offer without a retailer, first), or null when too many. */
export function retailerBits(retailerIds: readonly number[]): Map<number, number> | null {
  const ids = [0, ...[...retailerIds].sort((a, b) => a - b)];
  if (ids.length > SET_RETAILER_BITS) return null;
  return new Map(ids.map((id, index) => [id, 1 << index]));
}

/**
 * A product's relevance to a search: 0 when every word starts a word of its name (its sort name in
 * the page's language, folded like the words), else 1; 0 without words. The SQL of the same rule
 * is {@link relevanceSql}.
 */
export function relevance(name: string, words: readonly string[]): 0 | 1 {
  const spaced = ` ${name}`;
  return words.every((word) => spaced.includes(` ${word}`)) ? 0 : 1;
}

/** {@link relevance} in SQL, for the sort name column `column`; `param` adds a parameter. */
export function relevanceSql(
  column: string,
  words: readonly string[],
  param: (value: unknown) => string,
): string {
  if (words.length === 0) return '0';
  const all = words.map((word) => `(' ' || ${column}) LIKE ${param(`% ${word}%`)}`).join(' AND ');
  return `(CASE WHEN ${all} THEN 0 ELSE 1 END)`;
}

/**
 * The positions 0..n-1 in the search's order: those of relevance 0, then the others, each in
 * their given (list) order; `rel` receives each position's relevance (`relevanceAt`).
 */
export function byRelevance(n: number, relevanceAt: (i: number) => number, rel: Uint8Array): number[] {
  const first: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < n; i += 1) {
    rel[i] = relevanceAt(i);
    (rel[i] === 0 ? first : rest).push(i);
  }
  return rest.length === 0 ? first : first.concat(rest);
}

/** A set from rows in list order, ordered by relevance to `words` first. */
export function searchSet(
  rows: readonly SearchSetRow[],
  bits: ReadonlyMap<number, number> | null,
  similar: ReadonlyMap<string, readonly string[]> | null,
  words: readonly string[],
): SearchSet {
  const n = rows.length;
  const relevances = new Uint8Array(n);
  const order = byRelevance(n, (i) => relevance(rows[i]!.sort_name, words), relevances);
  const set: SearchSet = {
    ids: new Int32Array(n),
    rel: new Uint8Array(n),
    red: new Uint8Array(n),
    yellow: new Uint8Array(n),
    offers: new Uint32Array(n),
    locals: new Uint32Array(n),
    bits,
    similar,
    bytes: 15 * n + 256,
  };
  const toBits = (list: readonly number[]) =>
    list.reduce((sum, id) => sum | (bits?.get(id) ?? (bits ? 0 : 1)), 0) >>> 0;
  order.forEach((from, i) => {
    const row = rows[from]!;
    set.rel[i] = relevances[from]!;
    set.ids[i] = row.id;
    set.red[i] = row.red_mask;
    set.yellow[i] = row.yellow_mask;
    set.offers[i] = toBits(row.offer_retailers);
    set.locals[i] = toBits(row.local_retailers);
  });
  return set;
}

/** A product of a set's page: its id, tier in the view and relevance. */
export interface SetPlace {
  id: number;
  tier: number;
  rel: number;
}

export interface SetView {
  /** Intolerance codes as bits (code - 1). */
  mask: number;
  seesRed: boolean;
  localOnly: boolean;
  /** The picked retailers' ids, or null for any retailer. */
  retailerIds: readonly number[] | null;
}

/** Whether a set can answer this view (without retailer preferences, or with retailers it tells apart). */
export function setAnswers(set: SearchSet, view: SetView): boolean {
  return view.retailerIds === null || set.bits !== null;
}

function classify(set: SearchSet, view: SetView) {
  let picked = 0;
  for (const id of view.retailerIds ?? []) picked |= set.bits?.get(id) ?? 0;
  const any = view.retailerIds === null;
  const eligible = (i: number) => {
    const owned = view.localOnly ? set.locals[i]! : set.offers[i]!;
    return any ? !view.localOnly || owned !== 0 : (owned & picked) !== 0;
  };
  const isRed = (i: number) => (set.red[i]! & view.mask) !== 0;
  const tier = (i: number) => (isRed(i) ? 2 : (set.yellow[i]! & view.mask) !== 0 ? 1 : 0);
  const shown = (i: number) => eligible(i) && (view.seesRed || !isRed(i));
  return { isRed, tier, shown };
}

/** The view's counts over the set: shown, hidden by the preferences, of which red. */
export function setCounts(set: SearchSet, view: SetView) {
  const { isRed, shown } = classify(set, view);
  let total = 0;
  let hidden = 0;
  let hiddenRed = 0;
  for (let i = 0; i < set.ids.length; i += 1) {
    if (shown(i)) total += 1;
    else {
      hidden += 1;
      if (isRed(i)) hiddenRed += 1;
    }
  }
  return { total, hidden, hidden_red: hiddenRed };
}

/**
 * The ids of a page of the view (at most `want`, tier by tier, each in the set's order), with
 * their tier and relevance, after the product `after.id` of tier `after.tier` when given; null
 * when that product is not in the set.
 */
export function setPage(
  set: SearchSet,
  view: SetView,
  after: { tier: number; id: number } | null,
  want: number,
): SetPlace[] | null {
  const { tier, shown } = classify(set, view);
  let from = 0;
  if (after) {
    from = set.ids.indexOf(after.id) + 1;
    if (from === 0) return null;
  }
  const page: SetPlace[] = [];
  for (let t = after?.tier ?? 0; t <= 2 && page.length < want; t += 1) {
    const start = after && t === after.tier ? from : 0;
    for (let i = start; i < set.ids.length && page.length < want; i += 1) {
      if (shown(i) && tier(i) === t) page.push({ id: set.ids[i]!, tier: t, rel: set.rel[i]! });
    }
  }
  return page;
}
