import type { Colors, Why } from '@diet/domain';
import i18next from 'i18next';

import de from '../../../../locales/de/app.json';
import en from '../../../../locales/en/app.json';
import fr from '../../../../locales/fr/app.json';
import { tileNote } from './tile-note';

async function translator(language: 'en' | 'de' | 'fr') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    ns: ['app'],
    defaultNS: 'app',
    resources: { en: { app: en }, de: { app: de }, fr: { app: fr } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'app');
}

describe('tileNote without brief reasons (colours stored before them)', () => {
  it('given one diet should say nothing (the sticker says it all)', async () => {
    const t = await translator('en');
    expect(tileNote({ red: [1], yellow: [] }, [1], t)).toBeNull();
  });

  it('given several diets and a red product should name the red diets only, in code order', async () => {
    const t = await translator('en');
    expect(tileNote({ red: [3, 1], yellow: [2] }, [2, 3, 1], t)).toBe(
      'Lactose-free, Low FODMAP: not suitable',
    );
  });

  it('given red only for a diet the user does not follow should look at the user’s diets', async () => {
    const t = await translator('de');
    expect(tileNote({ red: [4], yellow: [2] }, [1, 2], t)).toBe('Glutenfrei: passt eventuell nicht');
  });

  it('given yellow diets, some unread, should name the doubtful ones; all unread: not checked', async () => {
    const t = await translator('en');
    expect(tileNote({ red: [], yellow: [1, 2], unknown: [1] }, [1, 2], t)).toBe('Gluten-free: may not suit');
    expect(tileNote({ red: [], yellow: [1, 2], unknown: [1, 2] }, [1, 2, 3], t)).toBe(
      'Lactose-free, Gluten-free: not checked',
    );
  });

  it('given a product green for every diet of the user should say nothing', async () => {
    const t = await translator('en');
    expect(tileNote({ red: [4], yellow: [] }, [1, 2], t)).toBeNull();
  });
});

describe('tileNote with brief reasons', () => {
  const milk: Why = { kind: 'contains', words: ['Vollmilchpulver', 'Magermilchpulver'], more: 1 };
  const wheat: Why = { kind: 'contains', words: ['Weizenmehl'] };

  it('given one diet and a red product should say what it contains: two long words, the first and how many more', async () => {
    expect(tileNote({ red: [1], yellow: [], why: { 1: milk } }, [1], await translator('en'))).toBe(
      'Contains milk: “Vollmilchpulver” +2',
    );
    expect(tileNote({ red: [1], yellow: [], why: { 1: milk } }, [1], await translator('de'))).toBe(
      'Enthält Milch: «Vollmilchpulver» +2',
    );
  });

  it('given short words should quote two of them', async () => {
    const colors: Colors = {
      red: [1],
      yellow: [],
      why: { 1: { kind: 'contains', words: ['Vollmilch', 'Rahm'], more: 1 } },
    };
    expect(tileNote(colors, [1], await translator('en'))).toBe('Contains milk: “Vollmilch”, “Rahm” +1');
  });

  it('given several red diets should name what it contains for each and join their words, each once', async () => {
    const colors: Colors = {
      red: [1, 2],
      yellow: [],
      why: { 1: { kind: 'contains', words: ['lait'] }, 2: wheat },
    };
    expect(tileNote(colors, [1, 2], await translator('fr'))).toBe(
      'Contient du lait, du gluten : « lait », « Weizenmehl »',
    );
  });

  it('given a red and a yellow diet should speak of the red one only', async () => {
    const colors: Colors = {
      red: [2],
      yellow: [1],
      why: { 1: { kind: 'may-contain', words: ['milk'] }, 2: wheat },
    };
    expect(tileNote(colors, [1, 2], await translator('en'))).toBe('Contains gluten: “Weizenmehl”');
  });

  it('given yellow for a may-contain statement should name the allergen in the page’s language, with or without the pack’s words', async () => {
    const t = await translator('en');
    expect(
      tileNote({ red: [], yellow: [1], why: { 1: { kind: 'may-contain', words: ['milk'] } } }, [1], t),
    ).toBe('May contain traces of milk');
    expect(tileNote({ red: [], yellow: [1], why: { 1: { kind: 'may-contain', words: [] } } }, [1], t)).toBe(
      'May contain traces of milk',
    );
  });

  it('given yellow diets of different kinds should speak of the first diet’s kind and the diets sharing it', async () => {
    const colors: Colors = {
      red: [],
      yellow: [1, 2, 3],
      why: {
        1: { kind: 'uncertain', words: ['Butterreinfett'] },
        2: { kind: 'may-contain', words: ['Weizen'] },
        3: { kind: 'uncertain', words: ['Gewürze'] },
      },
    };
    expect(tileNote(colors, [1, 2, 3], await translator('en'))).toBe(
      'Lactose-free, Low FODMAP: uncertain about “Butterreinfett”, “Gewürze”',
    );
  });

  it('given yellow only because the label could not be read should say what was missing, not that it may not suit', async () => {
    const t = await translator('en');
    const noList: Why = { kind: 'unread', words: [], missing: 'no-list' };
    expect(tileNote({ red: [], yellow: [1], unknown: [1], why: { 1: noList } }, [1], t)).toBe(
      'Not checked: no ingredient list',
    );
    const unknownWord: Why = { kind: 'unread', words: ['Quxblarg'], missing: 'unknown-words' };
    expect(
      tileNote({ red: [], yellow: [1], unknown: [1], why: { 1: unknownWord } }, [1], await translator('de')),
    ).toBe('Nicht geprüft: «Quxblarg» kennen wir noch nicht');
  });

  it('given a doubtful and an unread yellow diet should speak of the doubtful one', async () => {
    const colors: Colors = {
      red: [],
      yellow: [1, 2],
      unknown: [1],
      why: {
        1: { kind: 'unread', words: [], missing: 'no-list' },
        2: { kind: 'may-contain', words: ['gluten'] },
      },
    };
    expect(tileNote(colors, [1, 2], await translator('en'))).toBe('May contain traces of gluten');
  });

  it('given a product green for every diet of the user should say nothing, whatever the other diets', async () => {
    expect(tileNote({ red: [4], yellow: [], why: { 4: wheat } }, [1], await translator('en'))).toBeNull();
  });
});
