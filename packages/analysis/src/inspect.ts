import { ENTRIES } from './lexicon';
import { scan } from './matcher';
import { parseStructure } from './parse';
import { CLASSES, type ClassId } from './rules';
import { normalize } from './text/normalize';
import { toLang, type Lang } from './types';
import { Workspace } from './workspace';

export interface InspectedMatch {
  /** The word-list term that matched, as written in the list. */
  term: string;
  cls: ClassId;
  lang: Lang | null;
  /** The matched text as printed. */
  text: string;
  start: number;
  end: number;
  item: number;
  mayContain: boolean;
}

export interface InspectedItem {
  /** The item as printed, trimmed (its own words; may span its parenthesised sub-list). */
  text: string;
  depth: number;
  parent: number;
  /** At least one word-list ingredient (of any class, neutral included) in its own text. */
  recognized: boolean;
  /** Holds a statement (may-contain opener, claim, header) and no ingredient: not a list entry. */
  statement: boolean;
}

export interface Inspection {
  /** The language the text reads as (declared unless the text plainly reads otherwise). */
  lang: Lang | null;
  items: InspectedItem[];
  matches: InspectedMatch[];
}

/**
 * How the engine reads a text: its items and the word-list matches in each. For tests, the
 * coverage report and debugging; `analyzeText` is the API for verdicts.
 */
export function inspectText(text: string, lang?: Lang): Inspection {
  const source = typeof text === 'string' ? text : '';
  const ws = new Workspace();
  const { buf, map, n } = normalize(source, ws.text);
  const matches = ws.matches;
  const detected = scan(buf, n, toLang(lang), matches);
  const { items, matchItem, matchMay } = parseStructure(buf, n, matches, false, ws.structure);
  const at = (i: number) => (i < n ? map[i]! : source.length);
  const found: InspectedMatch[] = [];
  for (let m = 0; m < matches.count; m++) {
    const entry = ENTRIES[matches.entry(m)]!;
    const start = map[matches.start(m)]!;
    const end = map[matches.end(m) - 1]! + 1;
    found.push({
      term: entry.term,
      cls: entry.cls,
      lang: entry.lang,
      text: source.slice(start, end),
      start,
      end,
      item: matchItem[m]!,
      mayContain: matchMay[m] === 1,
    });
  }
  const statements = new Set(found.filter((m) => !isIngredientClass(m.cls)).map((m) => m.item));
  const list: InspectedItem[] = [];
  for (let i = 0; i < items.count; i++) {
    const from = at(items.start[i]!);
    const to = items.end[i]! > items.start[i]! ? at(items.end[i]! - 1) + 1 : from;
    list.push({
      text: source.slice(from, to).trim(),
      depth: items.depth[i]!,
      parent: items.parent[i]!,
      recognized: items.ingredients[i]! > 0,
      statement: items.ingredients[i] === 0 && statements.has(i),
    });
  }
  return { lang: detected, items: list, matches: found };
}

/** Whether a class is an ingredient class (not a statement such as a claim or a header). */
export function isIngredientClass(cls: ClassId): boolean {
  return CLASSES[cls].kind === 'ingredient';
}
