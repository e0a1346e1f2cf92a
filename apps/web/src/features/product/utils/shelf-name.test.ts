import { nameInSentence, shelfPath } from './shelf-name';

describe('nameInSentence', () => {
  it('lower-cases a category name inside an English or French sentence', () => {
    expect(nameInSentence('Chocolate', 'en')).toBe('chocolate');
    expect(nameInSentence('Dairy & eggs', 'en')).toBe('dairy & eggs');
    expect(nameInSentence('Produits laitiers & Œufs', 'fr')).toBe('produits laitiers & œufs');
  });

  it('keeps the capitals of German nouns', () => {
    expect(nameInSentence('Schokolade', 'de')).toBe('Schokolade');
    expect(nameInSentence('Milchprodukte & Eier', 'de')).toBe('Milchprodukte & Eier');
  });

  it('keeps an abbreviation in capitals', () => {
    expect(nameInSentence('UHT milk', 'en')).toBe('UHT milk');
    expect(nameInSentence('Lait UHT', 'fr')).toBe('lait UHT');
  });
});

describe('shelfPath', () => {
  it('names the category, then the subcategory when there is one', () => {
    const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(spaced(shelfPath('Dairy & eggs', 'Eggs'))).toBe('Dairy & eggs › Eggs');
    expect(spaced(shelfPath('Dairy & eggs', null))).toBe('Dairy & eggs');
  });

  it('lets a line break after the "›" only', () => {
    expect(shelfPath('Pasta, rice & grains', 'Grains & pulses').split(' ')).toEqual([
      'Pasta,\u00a0rice\u00a0&\u00a0grains\u00a0›',
      'Grains\u00a0&\u00a0pulses',
    ]);
  });
});
