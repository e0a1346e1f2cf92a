import * as domain from './index';

describe('package entry point', () => {
  it('given the analysis package should keep exporting the intolerance codes it imports', () => {
    expect(domain.INTOLERANCE).toEqual({ lactose: 1, gluten: 2, fodmap: 3, fructose: 4 });
    expect(domain.INTOLERANCE_CODES).toEqual([1, 2, 3, 4]);
    expectTypeOf<domain.IntoleranceCode>().toEqualTypeOf<1 | 2 | 3 | 4>();
    expectTypeOf<domain.Verdict>().toEqualTypeOf<'green' | 'yellow' | 'red'>();
    expectTypeOf<domain.Colors>().toEqualTypeOf<{
      red: domain.IntoleranceCode[];
      yellow: domain.IntoleranceCode[];
      unknown?: domain.IntoleranceCode[];
      why?: domain.ColorsWhy;
    }>();
  });

  it.each([
    ['codes', ['quizIdToCode', 'quizGenderToCode', 'SHOP_SCALE', 'PROFILE_GENDER_CODES']],
    ['language', ['langCodeFromBrowser', 'initialLangCode', 'LANG_CODE_TO_LOCALE']],
    ['storage keys', ['STORAGE_KEYS']],
    ['constants', ['CACHE_LIFETIME_MINUTES', 'RECOMMENDATIONS_TOP_K', 'PASSWORD_POLICY', 'LEGAL']],
    ['validation', ['isValidEmail', 'isValidPassword', 'isValidBirthYear', 'sanitizeBirthYearInput']],
    ['quiz and registration', ['canLeaveQuizQuestion', 'toRegistrationPayload']],
    ['verdicts', ['suitability', 'productMood', 'colorFlags']],
    [
      'price, cache, filter, catalogue',
      ['splitPrice', 'parseTimestamp', 'matchesProductQuery', 'withImageBase'],
    ],
    [
      'api',
      [
        'apiCalls',
        'apiQueryPath',
        'readList',
        'readObject',
        'productSchema',
        'sampleProductSchema',
        'userProfileSchema',
        'MalformedResponseError',
      ],
    ],
  ])('given the %s module should re-export %j', (_module, names) => {
    expect(Object.keys(domain)).toEqual(expect.arrayContaining(names));
  });
});
