/**
 * Builds `src/lexicon/off-vocabulary.json`, the engine's multilingual vocabulary of ingredients,
 * processing words, labels and origins, from the Open Food Facts taxonomies (ODbL).
 *
 *   pnpm --filter @diet/analysis build:vocabulary <openfoodfacts-server git dir or checkout>
 *
 * Reads `taxonomies/{ingredients,ingredients_processing,labels,origins,countries}.txt` at the
 * checkout's HEAD (with `git show` for a bare git directory, from the files otherwise), keeps only
 * German, French, Italian and English names, and records the source commit. Ingredient entries
 * are sorted into tiers: `neutral` (no ancestor in a risk family) or `unrated` with the codes the
 * family touches (see FAMILIES). The engine's own word lists decide verdicts; this file only tells
 * which words are known, and which known ingredients still need a rule.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEEP = ['de', 'fr', 'it', 'en'] as const;
type Keep = (typeof KEEP)[number];

/** Risk families: an Open Food Facts entry (first English name) and the codes its descendants touch. */
const FAMILIES: Record<string, number[]> = {
  milk: [1, 3],
  dairy: [1, 3],
  'cereals containing gluten': [2, 3],
  wheat: [2, 3],
  barley: [2, 3],
  rye: [2, 3],
  oat: [2, 3],
  spelt: [2, 3],
  onion: [3],
  garlic: [3],
  leek: [3],
  shallot: [3],
  artichoke: [3],
  legume: [3],
  chicory: [3, 4],
  inulin: [3, 4],
  'cashew nuts': [3],
  'pistachio nuts': [3],
  mushroom: [3],
  fruit: [3, 4],
  honey: [3, 4],
  fructose: [3, 4],
  'agave syrup': [3, 4],
};

/**
 * The taxonomy's hierarchy is not built for diets (lactose sits under sugars, breadcrumbs under
 * bakery, oligofructose under fibres): a name holding one of these stems is also a risk for the
 * code, whatever its ancestors. Over-matching only costs a yellow where our own rules are silent.
 */
const STEMS: Record<number, RegExp> = {
  1: /milk|lact|cream|cheese|butter|yog|whey|kefir|dairy|chocolate|milch|rahm|sahne|creme|crème|käse|kase|joghurt|molke|laktos|lait|fromage|beurre|yaourt|lactos|petit-suisse|latte|panna|formagg|burro|lattos|siero|ricotta|mascarpone|mozzarella|quark|topfen|séré|sere|glace|gelato|ice/,
  2: /wheat|barley|rye|oat|spelt|malt|beer|bread|biscuit|cake|pastry|cracker|noodle|pasta|semolina|couscous|bulgur|flour|crumb|wafer|croissant|cereal|gluten|seitan|soy sauce|gingerbread|dough|weizen|dinkel|gerste|roggen|hafer|malz|bier|brot|mehl|gries|teig|keks|kuchen|waffel|getreide|nudel|blé|ble|froment|orge|seigle|avoine|épeautre|epeautre|bière|biere|pain|farine|semoule|pâte|pate|gâteau|gateau|gaufr|céréal|cereal|sauce soja|frumento|grano|orzo|segale|avena|farro|malto|birra|pane|farina|semola|biscott|torta|ciald|salsa di soia|sojasauce|sojasoße/,
  3: /onion|garlic|leek|shallot|bean|lentil|chickpea|\bpeas?\b|inulin|chicor|oligo|fructo|polyol|sorbit|mannit|xylit|maltit|isomalt|lactit|honey|agave|apple|pear|mango|juice|cashew|pistachio|mushroom|zwiebel|knoblauch|lauch|bohne|linse|kichererbse|erbse|zichori|honig|apfel|birne|saft|pilz|oignon|ail\b|poireau|échalote|haricot|lentille|pois\b|chicorée|miel|pomme|poire|jus|champignon|cipoll|aglio|porro|scalogn|fagiol|lenticch|ceci|pisell|cicoria|miele|mela|pera|succo|fungh/,
  4: /fructo|sorbit|mannit|xylit|maltit|isomalt|honey|agave|apple|pear|mango|juice|fruit|invert|honig|apfel|birne|saft|frucht|früchte|obst|miel|pomme|poire|jus|fruit|miele|mela|pera|succo|frutt/,
};

function usage(): never {
  console.error('usage: build-vocabulary <openfoodfacts-server git directory or checkout> [out.json]');
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
/** Bit k-1 set when a family touching code k is an ancestor (or the entry itself). */
function familyBits(b: Block, seen: Set<Block> = new Set()): number {
  const memo = codesMemo.get(b);
  if (memo !== undefined) return memo;
  if (seen.has(b)) return 0;
  seen.add(b);
  let bits = 0;
  for (const lang of KEEP) {
    for (const n of b.names.get(lang) ?? []) {
      const lower = n.toLowerCase();
      for (const [code, re] of Object.entries(STEMS)) if (re.test(lower)) bits |= 1 << (Number(code) - 1);
    }
  }
  const en = b.id.startsWith('en:') ? b.id.slice(3) : null;
  if (en !== null && FAMILIES[en] !== undefined) for (const c of FAMILIES[en]) bits |= 1 << (c - 1);
  for (const p of b.parents) {
    const parent = byName.get(p);
    if (parent !== undefined) bits |= familyBits(parent, seen);
  }
  codesMemo.set(b, bits);
  return bits;
}

/** tiers[lang][bits] = names; bits 0 is neutral. */
const tiers: Record<Keep, Record<string, Set<string>>> = { de: {}, fr: {}, it: {}, en: {} };
for (const b of ingredients) {
  const bits = familyBits(b);
  for (const lang of KEEP) {
    for (const n of b.names.get(lang) ?? []) {
      const c = clean(n);
      if (c === null) continue;
      (tiers[lang][String(bits)] ??= new Set()).add(c);
    }
  }
}

const sorted = (s: Set<string>) => [...s].sort();
const ingredientOut: Record<string, Record<string, string[]>> = {};
let ingredientNames = 0;
for (const lang of KEEP) {
  ingredientOut[lang] = {};
  for (const [bits, names] of Object.entries(tiers[lang]).sort(([a], [b]) => Number(a) - Number(b))) {
    ingredientOut[lang][bits] = sorted(names);
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
  return { de: sorted(merged.de), fr: sorted(merged.fr), it: sorted(merged.it), en: sorted(merged.en) };
}

const processing = descriptor('ingredients_processing');
const labels = descriptor('labels');
const origins = descriptor('origins', 'countries');

const data = {
  $comment:
    'Generated by scripts/build-vocabulary.ts from the Open Food Facts taxonomies (openfoodfacts-server, taxonomies/*.txt). Data © Open Food Facts contributors, Open Database License (ODbL) 1.0. Do not edit: rebuild. ingredients[lang][bits]: bit k-1 set when the entry descends from a risk family touching code k (0 = neutral).',
  source: { repository: 'openfoodfacts/openfoodfacts-server', commit, date, licence: 'ODbL-1.0' },
  families: FAMILIES,
  ingredients: ingredientOut,
  processing,
  labels,
  origins,
};
writeFileSync(out, `${JSON.stringify(data)}\n`);
const size = Buffer.byteLength(JSON.stringify(data));
console.log(
  `${out}: ${ingredients.length} ingredient entries, ${ingredientNames} de/fr/it/en names, ` +
    `${KEEP.map((l) => processing[l].length).reduce((a, b) => a + b)} processing, ` +
    `${KEEP.map((l) => labels[l].length).reduce((a, b) => a + b)} label, ` +
    `${KEEP.map((l) => origins[l].length).reduce((a, b) => a + b)} origin names; ${(size / 1024).toFixed(0)} kB; source ${commit}`,
);
