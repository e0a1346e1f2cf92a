/**
 * Builds `src/lexicon/off-vocabulary.json`, the engine's reading vocabulary, from the Open Food
 * Facts taxonomies (ODbL).
 *
 *   pnpm --filter @diet/analysis build:vocabulary <openfoodfacts-server git dir or checkout>
 *
 * Reads `taxonomies/*.txt` at the checkout's HEAD (with `git show` for a bare git directory, from
 * the files otherwise) and records the source commit. Keeps the German, French, Italian, English
 * and Latin names of the ingredients taxonomy and the names of the additive and nutrient
 * taxonomies, sorted into tiers: neutral, or under a risk family with the codes it touches
 * (FAMILIES by ancestry, STEMS by whole words). Adds the processing, label, origin, country and
 * FAO-zone names, and the words of ingredient and additive names in other languages (FOREIGN).
 * Names are stored folded as the engine folds pack text. The engine's own word lists decide
 * verdicts; this file tells which words are known, and which known ingredients still need a rule.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { normalizeToString } from '../src/text/normalize';

const KEEP = ['de', 'fr', 'it', 'en'] as const;
type Keep = (typeof KEEP)[number];

/**
 * Risk families: Open Food Facts entries (by id, `en:` and the first English name) whose own names
 * and every descendant's (through `<` parent lines) touch the codes listed. Only the hierarchy
 * counts here: "cereal" is not a family (maize and rice are cereals), "cereals containing gluten"
 * and the gluten cereals are.
 */
const FAMILIES: Record<string, number[]> = {
  'en:dairy': [1, 3],
  'en:milk': [1, 3],
  'en:cheese': [1, 3],
  'en:cream': [1, 3],
  'en:whey': [1, 3],
  'en:yogurt': [1, 3],
  'en:lactose': [1, 3],
  'en:butter': [1],
  'en:cereals containing gluten': [2, 3],
  'en:wheat': [2, 3],
  'en:barley': [2, 3],
  'en:rye': [2, 3],
  'en:spelt': [2, 3],
  'en:malt': [2, 3],
  'en:beer': [2, 3],
  'en:bread': [2, 3],
  'en:bread crumbs': [2, 3],
  'en:biscuit': [2, 3],
  'en:wafer': [2, 3],
  'en:pastry': [2, 3],
  'en:dough': [2, 3],
  'en:pasta': [2, 3],
  'en:semolina': [2, 3],
  'en:bulgur': [2, 3],
  'en:gluten': [2],
  'en:oat': [2],
  'en:onion': [3],
  'en:garlic': [3],
  'en:leek': [3],
  'en:shallot': [3],
  'en:artichoke': [3],
  'en:legume': [3],
  'en:cashew nuts': [3],
  'en:pistachio nuts': [3],
  'en:mushroom': [3],
  'en:cauliflower': [3],
  'en:chicory': [3, 4],
  'en:inulin': [3, 4],
  'en:oligofructose': [3, 4],
  'en:fructooligosaccharide': [3, 4],
  'en:fruit': [3, 4],
  'en:fruit juice': [3, 4],
  'en:honey': [3, 4],
  'en:fructose': [3, 4],
  'en:agave syrup': [3, 4],
  'en:invert sugar': [3, 4],
  'en:mannitol': [3, 4],
  'en:xylitol': [3, 4],
  'en:e965': [3, 4],
  'en:e953': [3, 4],
};

/**
 * The hierarchy is not built for diets (lactose-rich powders sit under sugars, breadcrumbs under
 * coatings, croissants nowhere): a name holding one of these whole words (any word of a German
 * compound) is also in the family, whatever its ancestors. Whole words only: "vegetable" holds
 * "ble", "rice" holds "ice", and neither is a risk. Over-matching costs a yellow only where the
 * engine's own word lists know none of the name's words.
 */
const W = (words: string) => new RegExp(`(?:^|[^\\p{L}])(?:${words})(?:$|[^\\p{L}])`, 'u');
const STEMS: { codes: number[]; re: RegExp }[] = [
  {
    codes: [1, 3],
    re: W(
      'milk|milks|lactose|cream|cheese|cheeses|yogh?urts?|whey|kefir|buttermilk|' +
        'lait|laits|laitier|laitiers|lactosérum|crème|fromages?|yaourts?|yogourts?|babeurre|' +
        'latte|panna|formaggio|formaggi|lattosio|siero|ricotta|mascarpone|yogurt',
    ),
  },
  { codes: [1, 3], re: /milch|rahm|sahne|käse|joghurt|jogurt|molke|laktose|quark|topfen/u },
  { codes: [1], re: W('butter|beurre|burro|ghee') },
  {
    codes: [2, 3],
    re: W(
      'wheat|barley|rye|spelt|malt|malted|beer|bread|breads|breadcrumbs?|biscuits?|cakes?|pastry|pastries|' +
        'crackers?|noodles?|semolina|couscous|bulgur|wafers?|croissants?|seitan|dough|gingerbread|' +
        'brioches?|pretzels?|rusks?|' +
        'blé|blés|froment|orge|seigle|épeautre|malté|bière|pain|pains|farine|farines|semoule|gâteaux?|' +
        'gaufres?|gaufrettes?|chapelure|boulgour|' +
        'frumento|orzo|segale|farro|malto|birra|pane|farina|farine|semola|biscotti|biscotto|' +
        'torta|cialda|cialde|pangrattato',
    ),
  },
  {
    codes: [2, 3],
    re: /weizen|dinkel|gerste|roggen|malz|bier|brot|brötchen|mehl|griess|grieß|teig|keks|kuchen|waffel|nudel|zwieback|paniermehl/u,
  },
  { codes: [2], re: W('gluten|glutine|oats?|oatmeal|avoine|avena') },
  { codes: [2], re: /hafer|gluten/u },
  {
    codes: [3],
    re: W(
      'onions?|garlic|leeks?|shallots?|beans?|lentils?|chickpeas?|peas|cashews?|pistachios?|mushrooms?|' +
        'oignons?|ail|poireaux?|échalotes?|haricots?|lentilles?|pois|champignons?|cajou|pistaches?|' +
        'cipolla|cipolle|aglio|porri|porro|scalogno|fagioli|fagiolo|lenticchie|ceci|piselli|funghi|fungo|anacardi|pistacchi',
    ),
  },
  { codes: [3], re: /zwiebel|knoblauch|lauch|bohne|linse|kichererbse|erbse|pilz|cashew|pistazie/u },
  {
    codes: [3, 4],
    re: W(
      'fructose|sorbitol|mannitol|xylitol|maltitol|isomalt|lactitol|inulin|chicory|honey|agave|apples?|pears?|' +
        'mangos?|mangoes|juices?|' +
        'miel|pommes?|poires?|jus|mangues?|inuline|chicorée|fruttosio|sorbitolo|miele|mela|mele|pera|pere|' +
        'succo|succhi|inulina|cicoria',
    ),
  },
  {
    codes: [3, 4],
    re: /fruktose|sorbit|mannit|xylit|maltit|lactit|honig|apfel|äpfel|birne|saft|agave|inulin|zichorie/u,
  },
];

function usage(): never {
  console.error(
    'usage: build-vocabulary <openfoodfacts-server git directory or checkout> [out.json]\n' +
      'The taxonomies come from https://github.com/openfoodfacts/openfoodfacts-server ' +
      '(a checkout, or its bare git directory: taxonomies/*.txt are read at HEAD).',
  );
  process.exit(2);
}

const source = process.argv[2];
if (source === undefined || !existsSync(source)) usage();
const out = process.argv[3] ?? new URL('../src/lexicon/off-vocabulary.json', import.meta.url).pathname;

const worktree = existsSync(join(source, 'taxonomies'));
const gitDir = worktree ? (existsSync(join(source, '.git')) ? join(source, '.git') : null) : source;

function git(...args: string[]): string {
  if (gitDir === null) return '';
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

function taxonomy(name: string): string {
  const path = `taxonomies/${name}.txt`;
  if (worktree) return readFileSync(join(source!, path), 'utf8');
  return git('show', `HEAD:${path}`);
}

const commit = gitDir === null ? 'unknown' : git('rev-parse', 'HEAD').trim();
const date = gitDir === null ? '' : git('log', '-1', '--format=%cI', 'HEAD').trim();

interface Block {
  id: string;
  parents: string[];
  names: Map<string, string[]>;
}

const LINE = /^([a-z]{2}(?:_[a-z]{2})?):\s*(.*)$/;

/** Taxonomy entries: blank-line separated blocks of `< parent` and `lang: name, synonym` lines. */
function parse(text: string): Block[] {
  const blocks: Block[] = [];
  let cur: Block | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      cur = null;
      continue;
    }
    if (line.startsWith('#')) continue;
    if (line.startsWith('<')) {
      cur ??= { id: '', parents: [], names: new Map() };
      if (!blocks.includes(cur)) blocks.push(cur);
      cur.parents.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    if (/^(synonyms|stopwords):/.test(line)) continue;
    const m = LINE.exec(line);
    if (m === null) continue; // a property line ("wikidata:en: Q…", "vegan:en: yes")
    cur ??= { id: '', parents: [], names: new Map() };
    if (!blocks.includes(cur)) blocks.push(cur);
    const names = m[2]!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n.length > 0);
    if (names.length === 0) continue;
    if (cur.id === '') cur.id = `${m[1]}:${names[0]!.toLowerCase()}`;
    const list = cur.names.get(m[1]!) ?? [];
    list.push(...names);
    cur.names.set(m[1]!, list);
  }
  return blocks.filter((b) => b.id !== '');
}

/** A name as kept: lower case, single spaces; names with digits only or longer than 60 dropped. */
function clean(name: string): string | null {
  const n = name.toLowerCase().replace(/\s+/g, ' ').trim();
  if (n.length < 2 || n.length > 60 || !/\p{L}/u.test(n)) return null;
  return n;
}

function namesOf(blocks: Block[]): Record<Keep, Set<string>> {
  const out = { de: new Set<string>(), fr: new Set<string>(), it: new Set<string>(), en: new Set<string>() };
  for (const b of blocks) {
    for (const lang of KEEP) {
      for (const n of b.names.get(lang) ?? []) {
        const c = clean(n);
        if (c !== null) out[lang].add(c);
      }
    }
  }
  return out;
}

// ---- ingredients, with their tier ----------------------------------------------------------------
const ingredients = parse(taxonomy('ingredients'));
const byName = new Map<string, Block>();
for (const b of ingredients) {
  byName.set(b.id, b);
  for (const [lang, names] of b.names) for (const n of names) byName.set(`${lang}:${n.toLowerCase()}`, b);
}

const codesMemo = new Map<Block, number>();
const bitsOf = (codes: readonly number[]) => codes.reduce((bits, c) => bits | (1 << (c - 1)), 0);
/** Bit k-1 set when a family touching code k is an ancestor (or the entry itself). */
function familyBits(b: Block, seen: Set<Block> = new Set()): number {
  const memo = codesMemo.get(b);
  if (memo !== undefined) return memo;
  if (seen.has(b)) return 0;
  seen.add(b);
  let bits = FAMILIES[b.id] !== undefined ? bitsOf(FAMILIES[b.id]!) : 0;
  for (const p of b.parents) {
    const parent = byName.get(p);
    if (parent !== undefined) bits |= familyBits(parent, seen);
  }
  codesMemo.set(b, bits);
  return bits;
}

/** The family bits of one name: its entry's, and those of the stems it holds. */
function nameBits(b: Block, name: string): number {
  let bits = familyBits(b);
  for (const stem of STEMS) if (stem.re.test(name)) bits |= bitsOf(stem.codes);
  return bits;
}

/**
 * Ingredient names are kept in the four languages and in Latin (species names printed beside the
 * common name: "thon (Katsuwonus pelamis)"). The additive, mineral, vitamin, amino-acid and
 * nucleotide taxonomies and the additive classes ("exhausteur de goût") name ingredients too;
 * their tier comes from the stems alone (polyols).
 */
const NAME_LANGS = [...KEEP, 'la'] as const;
type NameLang = (typeof NAME_LANGS)[number];
const NUTRIENT_TAXONOMIES = [
  'additives',
  'additives_classes',
  'minerals',
  'vitamins',
  'amino_acids',
  'nucleotides',
  'other_nutritional_substances',
];

/** tiers[lang][bits] = names; bits 0 is neutral. */
const tiers: Record<NameLang, Record<string, Set<string>>> = { de: {}, fr: {}, it: {}, en: {}, la: {} };
const addTier = (lang: NameLang, bits: number, name: string) => {
  (tiers[lang][String(bits)] ??= new Set()).add(name);
};
for (const b of ingredients) {
  for (const lang of NAME_LANGS) {
    for (const n of b.names.get(lang) ?? []) {
      const c = clean(n);
      if (c === null) continue;
      addTier(lang, lang === 'la' ? familyBits(b) : nameBits(b, c), c);
      // the genus of a species name ("Mentha" of "Mentha piperita") names the plant or animal too
      const genus = /^([a-z]{5,}) [a-z.]+/.exec(c);
      if (lang === 'la' && genus !== null) addTier('la', familyBits(b), genus[1]!);
    }
  }
}
for (const name of NUTRIENT_TAXONOMIES) {
  for (const b of parse(taxonomy(name))) {
    for (const lang of KEEP) {
      for (const n of b.names.get(lang) ?? []) {
        const c = clean(n);
        if (c === null) continue;
        let bits = 0;
        for (const stem of STEMS) if (stem.re.test(c)) bits |= bitsOf(stem.codes);
        addTier(lang, bits, c);
      }
    }
  }
}

const sorted = (s: Set<string>) => [...s].sort();
/**
 * Names are stored folded as the engine folds pack text (src/text/normalize.ts: lower case, no
 * diacritics, hyphens as spaces), so that loading them needs no folding.
 */
const fold = (name: string) => normalizeToString(name).replace(/\s+/g, ' ').trim();
const folded = (names: Iterable<string>) => sorted(new Set([...names].map(fold).filter((n) => n !== '')));
const ingredientOut: Record<string, Record<string, string[]>> = {};
let ingredientNames = 0;
for (const lang of NAME_LANGS) {
  ingredientOut[lang] = {};
  for (const [bits, names] of Object.entries(tiers[lang]).sort(([a], [b]) => Number(a) - Number(b))) {
    ingredientOut[lang][bits] = folded(names);
    ingredientNames += names.size;
  }
}

// ---- descriptors ---------------------------------------------------------------------------------
function descriptor(...names: string[]): Record<Keep, string[]> {
  const merged = {
    de: new Set<string>(),
    fr: new Set<string>(),
    it: new Set<string>(),
    en: new Set<string>(),
  };
  for (const name of names) {
    const n = namesOf(parse(taxonomy(name)));
    for (const lang of KEEP) for (const x of n[lang]) merged[lang].add(x);
  }
  return { de: folded(merged.de), fr: folded(merged.fr), it: folded(merged.it), en: folded(merged.en) };
}

/**
 * Languages printed on Swiss imports that the engine does not read. The words of their ingredient
 * and additive names only tell the reading measure that an item is a copy of the list in another
 * language (skipped when a copy it reads is complete); they are stored folded as the engine folds
 * pack text (src/text/normalize.ts), one list of distinct words.
 */
const FOREIGN = [
  'es',
  'pt',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'hr',
  'sl',
  'sr',
  'bg',
  'ru',
];
const foreignWords = new Set<string>();
for (const name of ['ingredients', 'additives', 'additives_classes']) {
  for (const b of name === 'ingredients' ? ingredients : parse(taxonomy(name))) {
    for (const lang of FOREIGN) {
      for (const n of b.names.get(lang) ?? []) {
        for (const word of normalizeToString(n).split(/[^\p{L}]+/u))
          if (word.length >= 3) foreignWords.add(word);
      }
    }
  }
}

const processing = descriptor('ingredients_processing');
const labels = descriptor('labels');
const origins = descriptor('origins', 'countries', 'fao_zones');

const data = {
  $comment:
    'Generated by scripts/build-vocabulary.ts from the Open Food Facts taxonomies (openfoodfacts-server, taxonomies/*.txt). Data © Open Food Facts contributors, Open Database License (ODbL) 1.0. Do not edit: rebuild. ingredients[lang][bits] (de, fr, it, en, la): bit k-1 set when the name belongs to a risk family touching code k (0 = neutral). foreign.words: the words of ingredient and additive names in other languages. Every name is folded as the engine folds pack text (lower case, no diacritics).',
  source: { repository: 'openfoodfacts/openfoodfacts-server', commit, date, licence: 'ODbL-1.0' },
  families: FAMILIES,
  ingredients: ingredientOut,
  processing,
  labels,
  origins,
  foreign: { languages: FOREIGN, words: sorted(foreignWords) },
};
writeFileSync(out, `${JSON.stringify(data)}\n`);
const size = Buffer.byteLength(JSON.stringify(data));
console.log(
  `${out}: ${ingredients.length} ingredient entries, ${ingredientNames} de/fr/it/en/la ingredient, additive and nutrient names, ` +
    `${KEEP.map((l) => processing[l].length).reduce((a, b) => a + b)} processing, ` +
    `${KEEP.map((l) => labels[l].length).reduce((a, b) => a + b)} label, ` +
    `${KEEP.map((l) => origins[l].length).reduce((a, b) => a + b)} origin names, ${foreignWords.size} words of other languages; ${(size / 1024).toFixed(0)} kB; source ${commit}`,
);
