import i18next from 'i18next';

import de from '../../../../locales/de/app.json';
import en from '../../../../locales/en/app.json';
import { tileNote } from './tile-note';

async function translator(language: 'en' | 'de') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    ns: ['app'],
    defaultNS: 'app',
    resources: { en: { app: en }, de: { app: de } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'app');
}

describe('tileNote', () => {
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
