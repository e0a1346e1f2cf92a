// @vitest-environment happy-dom
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { chooseLanguage, createI18n, langCodeOf } from './i18n';

const repo = path.resolve(import.meta.dirname, '../../../..');
/** Every text file the instance asked for, as a repository path. */
let fetched: string[] = [];

/** Serves the texts from the repository, as the built app's static server does. */
async function fetchFromRepository(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://app.test');
  const file = path.relative(repo, path.join(repo, url.pathname.replace(/^\/@fs\//, '/').replace(repo, '')));
  fetched.push(file);
  try {
    return new Response(await readFile(path.join(repo, file), 'utf8'), { status: 200 });
  } catch {
    return new Response('not found', { status: 404 });
  }
}

function loadedLanguages(instance: Awaited<ReturnType<typeof createI18n>>): string[] {
  return Object.keys(instance.services.resourceStore.data).sort();
}

describe('createI18n', () => {
  beforeEach(() => {
    localStorage.clear();
    fetched = [];
    vi.stubGlobal('fetch', vi.fn(fetchFromRepository));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('given French, should load only the French shell namespaces and set <html lang>', async () => {
    const i18n = await createI18n('fr');
    expect(loadedLanguages(i18n)).toEqual(['fr']);
    expect(Object.keys(i18n.services.resourceStore.data.fr ?? {}).sort()).toEqual(['site', 'ui']);
    expect(i18n.t('site:nav.home')).toBe('Accueil');
    expect(document.documentElement.lang).toBe('fr');
    expect(langCodeOf(i18n)).toBe('FRA');
    expect(fetched.sort()).toEqual(['locales/fr/site.json', 'locales/fr/ui.json']);
  });

  it('given a page namespace, should load it in the active language only', async () => {
    const i18n = await createI18n('de');
    await i18n.loadNamespaces('home');
    expect(loadedLanguages(i18n)).toEqual(['de']);
    expect(i18n.t('home:hero.cta')).toBe('Quiz starten');
  });

  it('given a language choice, should store it, load the loaded namespaces and follow with <html lang>', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('contact');
    await chooseLanguage(i18n, 'DEU');
    expect(localStorage.getItem('lang_code')).toBe('DEU');
    expect(document.documentElement.lang).toBe('de');
    expect(Object.keys(i18n.services.resourceStore.data.de ?? {}).sort()).toEqual(['contact', 'site', 'ui']);
    expect(i18n.t('site:nav.home')).toBe('Startseite');
  });
});

describe('createI18n when a text file fails to load', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('given a 404 for a page namespace, should report the failure instead of showing keys as texts', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('home');
    expect(i18n.hasResourceBundle('en', 'home')).toBe(false);
  });
});
