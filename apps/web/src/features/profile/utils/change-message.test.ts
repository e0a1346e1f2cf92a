import type { ProductChanges } from '@diet/domain';
import i18next from 'i18next';

import de from '../../../../../../locales/de/profile.json';
import en from '../../../../../../locales/en/profile.json';
import fr from '../../../../../../locales/fr/profile.json';
import { changeMessage, changeParts, type ChangePage } from './change-message';

const NONE: ProductChanges = { now_red: 0, now_yellow: 0, now_green: 0, now_hidden: 0, now_shown: 0 };

async function say(locale: 'en' | 'fr' | 'de', page: ChangePage, changes: Partial<ProductChanges>) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    resources: { [locale]: { profile: { en, fr, de }[locale] } },
    ns: ['profile'],
    defaultNS: 'profile',
    interpolation: { escapeValue: false },
  });
  return changeMessage(page, { ...NONE, ...changes }, (key, values) => i18n.t(key, values), locale);
}

describe('changeParts', () => {
  it('given a diet save, should report verdicts that changed, red, yellow, green, and nothing else', () => {
    expect(changeParts('dietProfile', { ...NONE, now_green: 6, now_red: 14, now_hidden: 14 })).toEqual([
      { part: 'red', count: 14 },
      { part: 'green', count: 6 },
    ]);
  });

  it('given a preferences save, should report products hidden and shown again', () => {
    expect(changeParts('preferences', { ...NONE, now_hidden: 12, now_shown: 3, now_red: 1 })).toEqual([
      { part: 'hidden', count: 12 },
      { part: 'shown', count: 3 },
    ]);
  });
});

describe('changeMessage', () => {
  it('given nothing changed, should say nothing', async () => {
    expect(await say('en', 'dietProfile', { now_hidden: 4 })).toBeNull();
    expect(await say('en', 'preferences', { now_red: 4 })).toBeNull();
  });

  it('given English, should say the first change in full, the others short, with plural forms', async () => {
    expect(await say('en', 'dietProfile', { now_red: 14, now_green: 6 })).toBe(
      '14 products are now red and 6 now green.',
    );
    expect(await say('en', 'dietProfile', { now_red: 1, now_yellow: 3, now_green: 1 })).toBe(
      '1 product is now red, 3 now yellow, and 1 now green.',
    );
    expect(await say('en', 'preferences', { now_hidden: 12, now_shown: 3 })).toBe(
      '12 products are now hidden and 3 shown again.',
    );
    expect(await say('en', 'preferences', { now_shown: 1 })).toBe('1 product is shown again.');
    expect(await say('en', 'dietProfile', { now_red: 1234 })).toBe('1,234 products are now red.');
  });

  it('given French, should agree the adjectives and count 0 and 1 as singular', async () => {
    expect(await say('fr', 'dietProfile', { now_red: 14, now_green: 6 })).toBe(
      '14 produits sont désormais rouges et 6 désormais verts.',
    );
    expect(await say('fr', 'dietProfile', { now_yellow: 1, now_green: 2 })).toBe(
      '1 produit est désormais jaune et 2 désormais verts.',
    );
    expect(await say('fr', 'preferences', { now_hidden: 1, now_shown: 3 })).toBe(
      '1 produit est désormais masqué et 3 de nouveau affichés.',
    );
    expect(await say('fr', 'dietProfile', { now_green: 1234 })).toBe(
      '1\u202f234 produits sont désormais verts.',
    );
  });

  it('given German, should use singular and plural verbs', async () => {
    expect(await say('de', 'dietProfile', { now_red: 14, now_green: 6 })).toBe(
      '14 Produkte sind jetzt rot und 6 jetzt grün.',
    );
    expect(await say('de', 'dietProfile', { now_red: 1 })).toBe('1 Produkt ist jetzt rot.');
    expect(await say('de', 'preferences', { now_hidden: 12, now_shown: 1 })).toBe(
      '12 Produkte sind jetzt ausgeblendet und 1 wieder angezeigt.',
    );
    expect(await say('de', 'preferences', { now_shown: 2 })).toBe('2 Produkte werden wieder angezeigt.');
  });
});
