// @vitest-environment happy-dom
import { chooseLanguage, createI18n, langCodeOf } from './i18n';

function loadedLanguages(instance: Awaited<ReturnType<typeof createI18n>>): string[] {
  return Object.keys(instance.services.resourceStore.data).sort();
}

describe('createI18n', () => {
  beforeEach(() => localStorage.clear());

  it('given French, should load only the French shell namespaces and set <html lang>', async () => {
    const i18n = await createI18n('fr');
    expect(loadedLanguages(i18n)).toEqual(['fr']);
    expect(Object.keys(i18n.services.resourceStore.data.fr ?? {}).sort()).toEqual(['site', 'ui']);
    expect(i18n.t('site:nav.home')).toBe('Accueil');
    expect(document.documentElement.lang).toBe('fr');
    expect(langCodeOf(i18n)).toBe('FRA');
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
