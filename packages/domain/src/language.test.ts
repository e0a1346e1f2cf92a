import {
  DEFAULT_PROFILE_LANGUAGE,
  initialLangCode,
  isLangCode,
  isLocale,
  LANG_CODE_TO_LOCALE,
  langCodeFromBrowser,
  langCodeToLocale,
  localeToLangCode,
  toProfileLanguage,
} from './language';

describe('lang_code ↔ locale', () => {
  it('given the storage codes should map ENG/FRA/DEU to en/fr/de and back', () => {
    expect(LANG_CODE_TO_LOCALE).toEqual({ ENG: 'en', FRA: 'fr', DEU: 'de' });
    expect(langCodeToLocale('FRA')).toBe('fr');
    expect(localeToLangCode('de')).toBe('DEU');
    expect(localeToLangCode(langCodeToLocale('ENG'))).toBe('ENG');
  });

  it.each([
    ['ENG', true],
    ['DEU', true],
    ['eng', false],
    ['EN', false],
    [null, false],
  ])('given %j should say isLangCode = %s', (value, expected) => {
    expect(isLangCode(value)).toBe(expected);
  });

  it.each([
    ['fr', true],
    ['FR', false],
    ['it', false],
  ])('given %j should say isLocale = %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('browser language rule', () => {
  it.each([
    ['fr', 'FRA'],
    ['fr-CH', 'FRA'],
    ['FR-fr', 'FRA'],
    ['de', 'DEU'],
    ['de-CH', 'DEU'],
    ['de_AT', 'DEU'],
    ['en-GB', 'ENG'],
    ['it-CH', 'ENG'],
    ['fro', 'ENG'],
    ['', 'ENG'],
    [undefined, 'ENG'],
    [null, 'ENG'],
  ])('given browser language %j should give %s', (browser, expected) => {
    expect(langCodeFromBrowser(browser)).toBe(expected);
  });

  it.each([
    ['DEU', 'fr-CH', 'DEU'],
    ['ENG', 'de', 'ENG'],
    [null, 'de', 'DEU'],
    ['german', 'fr', 'FRA'],
    ['deu', 'it', 'ENG'],
  ])('given stored %j and browser %j should start in %s', (stored, browser, expected) => {
    expect(initialLangCode(stored, browser)).toBe(expected);
  });
});

describe('profile language', () => {
  it('given no choice should default to EN', () => {
    expect(DEFAULT_PROFILE_LANGUAGE).toBe('EN');
  });

  it.each([
    ['DE', 'DE'],
    ['fr', 'FR'],
    [' en ', 'EN'],
    ['IT', 'EN'],
    [undefined, 'EN'],
    [3, 'EN'],
  ])('given %j should read it as %s', (value, expected) => {
    expect(toProfileLanguage(value)).toBe(expected);
  });
});
