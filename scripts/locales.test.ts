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

const namespaces = [
  ...new Set(
    languages.flatMap((lang) => readdirSync(path.join(localesDir, lang)).filter((f) => f.endsWith('.json'))),
  ),
].sort();

describe('locales', () => {
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
  });
});
