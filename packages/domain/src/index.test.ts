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
    }>();
  });

  it.each([
    ['codes', ['quizIdToCode', 'quizGenderToCode', 'SHOP_LABELS_EN', 'PROFILE_GENDER_LABELS_EN']],
    ['language', ['langCodeFromBrowser', 'initialLangCode', 'LANG_CODE_TO_LOCALE']],
    ['storage keys', ['STORAGE_KEYS']],
    [
      'constants',
      ['CACHE_LIFETIME_MINUTES', 'RECOMMENDATIONS_TOP_K', 'SHARE_QR_CODE', 'nextFaqVisibleCount'],
    ],
    ['messages', ['MESSAGES_EN', 'isErrorMessage', 'loginErrorMessage']],
    ['validation', ['isValidEmail', 'isValidPassword', 'isValidBirthYear', 'sanitizeBirthYearInput']],
    ['quiz and registration', ['toggleQuizIntolerance', 'toRegistrationPayload']],
    ['verdicts', ['suitability', 'suitabilityMessageEn', 'productMood', 'colorFlags']],
    [
      'price, cache, filter, catalogue',
      ['splitPrice', 'isCacheFresh', 'matchesProductQuery', 'withImageBase'],
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
