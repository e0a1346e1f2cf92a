import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../locales');
const languages = ['en', 'fr', 'de'] as const;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/**
 * Values that rightly read the same in French or German as in English, each checked by a person:
 * `namespace:key` with the languages where that holds. Any other French or German value equal to
 * the English one is an untranslated string and fails.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly ('fr' | 'de')[]>> = {
  'site:nav.faq': ['fr'],
  // A card's "the first two words +N more" is the same sign in every language.
  'app:tileNote.andMore_one': ['fr', 'de'],
  'app:tileNote.andMore_other': ['fr', 'de'],
  'app:tileNote.forDiets': ['de'],
  'app:tileNote.tracesOf.2': ['fr'],
  'app:tileNote.tracesOf.4': ['fr'],
  // The product page's rows name the allergen with the card's words.
  'product:verdict.tracesOf.2': ['fr'],
  'product:verdict.tracesOf.4': ['fr'],
  'ui:appSidebar.dashboard': ['de'],
  'ui:appSidebar.support': ['de'],
  // The bottom bar names a destination as the sidebar does.
  'ui:mobileBottomBar.home': ['de'],
  'ui:mobileBottomBar.help': ['de'],
  'ui:dialog.ok': ['fr', 'de'],
  'product:verdict.finding': ['de'],
  'ui:dietNewsletterModal.optional': ['de'],
  'ui:quizDietsStep.options.lowfodmap.label': ['de'],
  'ui:newsletterBox.label': ['fr', 'de'],
  'ui:teamCards.label': ['de'],
  'ui:appPreferences.notifications': ['fr'],
  'ui:contactForm.message': ['fr'],
  'ui:contactForm.name': ['de'],
  'ui:dietNewsletterModal.name': ['de'],
  'ui:siteFooter.contactHeading': ['fr'],
  'ui:siteHeader.menu': ['fr'],
  'ui:toast.region': ['fr'],
  'lists:text.quantity': ['fr', 'de'],
  'lists:total.label': ['fr', 'de'],
  'lists:text.total': ['de'],
  'lists:rename.label': ['de'],
};

/** Keys that are the same in every language by nature: people's names and anchor ids. */
const SAME_BY_NATURE = [/(^|\.)name$/, /^(privacy|cookie|terms)\.sections\.\d+\.id$/];

/** The `{{variables}}` a value interpolates (format suffixes such as `, number` left out), sorted. */
function variablesOf(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

/** The markup tags a value holds for `<Trans>` (`<b>`, `</b>`, `<1>`, `<br/>`…), sorted. */
function tagsOf(value: string): string[] {
  return [...value.matchAll(/<\/?[\w-]+\s*\/?>/g)].map((match) => match[0].replace(/\s+/g, '')).sort();
}

function mayEqualEnglish(namespace: string, lang: 'fr' | 'de', key: string): boolean {
  const name = namespace.replace(/\.json$/, '');
  if (SAME_AS_ENGLISH[`${name}:${key}`]?.includes(lang)) return true;
  return (
    (name === 'home' || name === 'about' || name === 'legal') && SAME_BY_NATURE.some((re) => re.test(key))
  );
}

const namespaces = [
  ...new Set(
    languages.flatMap((lang) => readdirSync(path.join(localesDir, lang)).filter((f) => f.endsWith('.json'))),
  ),
].sort();

describe('locales', () => {
  it('given the allow-list, should name only keys that exist and still equal English', () => {
    const stale = Object.entries(SAME_AS_ENGLISH).flatMap(([id, langs]) => {
      const [name, key] = id.split(':') as [string, string];
      const read = (lang: string) =>
        flatten(JSON.parse(readFileSync(path.join(localesDir, lang, `${name}.json`), 'utf8')) as Tree).get(
          key,
        );
      return langs
        .filter((lang) => read(lang) === undefined || read(lang) !== read('en'))
        .map((lang) => `${id} (${lang})`);
    });
    expect(stale).toEqual([]);
  });

  it('given the locales folder, should hold at least the kit namespace', () => {
    expect(namespaces).toContain('ui.json');
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const keys = Object.fromEntries(
      languages.map((lang) => [
        lang,
        flatten(JSON.parse(readFileSync(path.join(localesDir, lang, namespace), 'utf8')) as Tree),
      ]),
    ) as Record<(typeof languages)[number], Map<string, string>>;
    const all = [...new Set(languages.flatMap((lang) => [...keys[lang].keys()]))].sort();

    it.each(languages)('given %s, should have every key another language has, none empty', (lang) => {
      expect(all.filter((key) => !keys[lang].has(key))).toEqual([]);
      expect(all.filter((key) => keys[lang].get(key)?.trim() === '')).toEqual([]);
    });

    it.each(['fr', 'de'] as const)(
      'given %s, should interpolate the same variables and hold the same markup tags as English',
      (lang) => {
        const differing = [...keys.en].flatMap(([key, english]) => {
          const value = keys[lang].get(key);
          if (value === undefined) return [];
          const problems: string[] = [];
          if (variablesOf(value).join() !== variablesOf(english).join()) {
            problems.push(
              `${key}: variables ${variablesOf(value).join(' ')} ≠ ${variablesOf(english).join(' ')}`,
            );
          }
          if (tagsOf(value).join() !== tagsOf(english).join()) {
            problems.push(`${key}: tags ${tagsOf(value).join(' ')} ≠ ${tagsOf(english).join(' ')}`);
          }
          return problems;
        });
        expect(differing).toEqual([]);
      },
    );

    it.each(['fr', 'de'] as const)(
      'given %s, should translate every value (none equal to English unless allowed)',
      (lang) => {
        const untranslated = [...keys.en].filter(
          ([key, english]) => keys[lang].get(key) === english && !mayEqualEnglish(namespace, lang, key),
        );
        expect(untranslated.map(([key, value]) => `${key} = ${JSON.stringify(value)}`)).toEqual([]);
      },
    );
  });
});
