import * as constants from './constants';

describe('business constants', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['HOW_IT_WORKS_INTERVAL_MS', 5000],
    ['ROTATING_SECTION_INTERVAL_MS', 5000],
    ['TESTIMONIAL_INTERVAL_MS', 5000],
    ['PRODUCTS_MODAL_SAMPLE_TILES', 8],
    ['PRODUCTS_MODAL_TITLE_COUNT', 20],
    ['BIRTH_YEAR_MAX_DIGITS', 4],
    ['BIRTH_YEAR_MAX_AGE', 120],
    ['PASSWORD_MIN_LENGTH', 8],
    ['CONFIRMATION_CODE_LENGTH', 6],
    ['CACHE_LIFETIME_MINUTES', 720],
    ['CACHE_LIFETIME_MS', 43_200_000],
    ['RECOMMENDATIONS_TOP_K', 5],
    ['DEFAULT_STORE_LABEL', 'Coop'],
    ['RETAILERS', ['Coop']],
  ])('given %s should equal %j', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it('given the legal pages should carry their section counts and effective dates', () => {
    expect(constants.LEGAL).toEqual({
      terms: { sections: 13, effective: '2025-09-24' },
      privacy: { sections: 8, effective: '2025-05-20' },
      cookie: { sections: 7, effective: '2025-05-20' },
    });
  });
});
