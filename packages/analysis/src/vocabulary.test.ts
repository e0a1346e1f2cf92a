import fc from 'fast-check';

import off from './lexicon/off-vocabulary.json' with { type: 'json' };
import { deletions, hashCodes, TypoIndex } from './typos';
import { V_FORM, V_FREE, V_INGREDIENT, V_PROCESSING, V_STATEMENT, vocabularyFlags } from './vocabulary';

const codes = (word: string) => Array.from(word, (c) => c.charCodeAt(0));

describe('reading vocabulary', () => {
  it('given the generated file, should record its Open Food Facts source commit and licence', () => {
    expect(off.source).toMatchObject({
      repository: 'openfoodfacts/openfoodfacts-server',
      licence: 'ODbL-1.0',
    });
    expect(off.source.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it.each([
    ['sucre', V_INGREDIENT],
    ['halloumi', V_INGREDIENT],
    ['gemahlen', V_PROCESSING],
    ['flocken', V_PROCESSING | V_FORM],
    ['bio', V_FREE],
    ['fruchtgehalt', V_STATEMENT],
  ])('given "%s", should know what it is', (word, flag) => {
    expect(vocabularyFlags(word) & flag).toBe(flag);
  });

  it('given a name under a risk family, should tier it with the codes that family touches', () => {
    // halloumi is a cheese: milk family, codes 1 and 3; a neutral name has no codes
    expect((vocabularyFlags('halloumi') >> 8) & 15).toBe(0b0101);
    expect((vocabularyFlags('sucre') >> 8) & 15).toBe(0);
  });
});

describe('typo tables', () => {
  it('given any word, should hash every one-letter deletion in one pass as one at a time', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 30 }),
        (w) => {
          const c = codes(w);
          const out = new Uint32Array(c.length + 1);
          deletions(c, 0, c.length, out);
          expect(out[0]).toBe(hashCodes(c, 0, c.length));
          for (let k = 0; k < c.length; k++) expect(out[1 + k]).toBe(hashCodes(c, 0, c.length, k));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('given a known word, should find it misspelt by one edit and not by two', () => {
    const index = new TypoIndex();
    index.add('chicoree', 7);
    index.add('sorbitol', 9);
    const look = (w: string) => index.lookup(codes(w), 0, w.length);
    expect(look('chicoree')).toBe(7);
    expect(look('chicore')).toBe(7); // a letter missing
    expect(look('chicorree')).toBe(7); // one added
    expect(look('chicoroe')).toBe(7); // one replaced
    expect(look('chiocree')).toBe(7); // two swapped
    expect(look('sorbitl')).toBe(9);
    expect(look('chxcorxe')).toBe(-1);
    expect(index.exact(codes('sorbitol'), 0, 8)).toBe(9);
    expect(index.exact(codes('sorbitl'), 0, 7)).toBe(-1);
  });

  it('given a word one edit from two known words, should read neither', () => {
    const index = new TypoIndex();
    index.add('malto', 1);
    index.add('malta', 2);
    expect(index.lookup(codes('maltx'), 0, 5)).toBeLessThan(0);
  });
});
