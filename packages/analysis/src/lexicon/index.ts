import { CLASSES, isClassId, type ClassId } from '../rules';
import { normalizeToString } from '../text/normalize';
import type { Lang } from '../types';
import common from './common.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import labels from './labels.json' with { type: 'json' };
import safety from './safety.json' with { type: 'json' };

/**
 * A word list: terms grouped by word class (see `CLASSES` in rules.ts). Terms are written as printed
 * on packs; they are normalised like pack text at load time.
 *
 * Term syntax. In a `compound` list (German) a term may sit anywhere inside a word (Weizen in
 * Vollkornweizenmehl) unless it starts with `^` (word start only) or ends with `$` (word end
 * only); terms shorter than 4 letters are whole words. In the other lists a term is a whole word
 * (plural -s/-x allowed) unless it ends with `*` (may continue: "malt*") or starts with `*`.
 * A leading `!` makes a term strict: it only counts when the text as a whole reads as that
 * language (Italian "more" = blackberries is an English word too).
 */
export interface LexiconFile {
  lang: string | null;
  compound?: boolean;
  $comment?: string;
  classes: Record<string, string[]>;
}

export interface Entry {
  id: number;
  lang: Lang | null;
  cls: ClassId;
  /** The term as written in the word list. */
  term: string;
  /** The normalised form the matcher looks for. */
  norm: string;
  startWord: boolean;
  endWord: boolean;
  /** A trailing plural s/x may follow (whole-word terms of non-compound lists). */
  plural: boolean;
  strict: boolean;
}

export const LEXICON_FILES: readonly LexiconFile[] = [de, fr, it, en, common, safety];

function parseTerm(raw: string, compound: boolean) {
  let t = raw.trim();
  let strict = false;
  if (t.startsWith('!')) {
    strict = true;
    t = t.slice(1);
  }
  let startWord: boolean;
  let endWord: boolean;
  if (compound) {
    startWord = t.startsWith('^');
    endWord = t.endsWith('$');
  } else {
    startWord = !t.startsWith('*');
    endWord = !t.endsWith('*');
  }
  t = t.replace(/^[\^*]/, '').replace(/[$*]$/, '');
  const norm = normalizeToString(t).trim();
  if (compound && norm.replace(/[^a-z0-9]/g, '').length < 4) {
    startWord = true;
    endWord = true;
  }
  return { norm, startWord, endWord, strict, plural: !compound && endWord };
}

function buildEntries(files: readonly LexiconFile[]): Entry[] {
  const entries: Entry[] = [];
  for (const file of files) {
    const lang = file.lang as Lang | null;
    for (const [cls, terms] of Object.entries(file.classes)) {
      if (!isClassId(cls)) throw new Error(`lexicon ${file.lang}: unknown word class "${cls}"`);
      for (const raw of terms) {
        const parsed = parseTerm(raw, file.compound === true);
        if (parsed.norm.length === 0) throw new Error(`lexicon ${file.lang}: empty term "${raw}"`);
        entries.push({ id: entries.length, lang, cls, term: raw, ...parsed });
      }
    }
  }
  return entries;
}

export const ENTRIES: readonly Entry[] = buildEntries(LEXICON_FILES);

/** Open Food Facts label tags that stand for a free-from claim. */
export const LABELS = labels as {
  glutenFree: string[];
  lactoseFree: string[];
  lactoseReduced: string[];
  milkFree: string[];
};

/** The class definition of an entry. */
export function classOf(entry: Entry) {
  return CLASSES[entry.cls];
}
