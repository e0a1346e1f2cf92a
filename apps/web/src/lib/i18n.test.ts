import { initialLanguage } from './i18n';

describe('initialLanguage', () => {
  it.each([
    ['FRA', 'en-US', 'fr'],
    ['DEU', 'fr-CH', 'de'],
    ['ENG', 'de-CH', 'en'],
    [null, 'fr-CH', 'fr'],
    [null, 'de', 'de'],
    [null, 'it-CH', 'en'],
    [null, undefined, 'en'],
    ['XXX', 'de-DE', 'de'],
  ] as const)('given stored %s and browser %s, should choose %s', (stored, browser, expected) => {
    expect(initialLanguage(stored, browser)).toBe(expected);
  });
});
