import {
  INTOLERANCE,
  INTOLERANCE_CODES,
  INTOLERANCE_LABELS_EN,
  intoleranceLabelKey,
  isIntoleranceCode,
  isProfileGenderCode,
  isQuizIntoleranceId,
  isShopValue,
  PROFILE_GENDER_CODES,
  PROFILE_GENDER_LABELS_EN,
  profileGenderKey,
  QUIZ_INTOLERANCE_CODE,
  QUIZ_INTOLERANCE_IDS,
  quizGenderToCode,
  quizIdToCode,
  REGISTRATION_GENDER,
  SHOP_LABEL_KEYS,
  SHOP_LABELS_EN,
  SHOP_MAX,
  SHOP_MIN,
  SHOP_SCALE,
  shopLabelKey,
  type QuizIntoleranceId,
} from './codes';

describe('intolerance codes', () => {
  it('given the spec codes should keep 1 lactose, 2 gluten, 3 FODMAP, 4 fructose', () => {
    expect(INTOLERANCE).toEqual({ lactose: 1, gluten: 2, fodmap: 3, fructose: 4 });
    expect(INTOLERANCE_CODES).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [1, true],
    [4, true],
    [0, false],
    [5, false],
    [1.5, false],
    ['1', false],
    [null, false],
  ])('given %j should say isIntoleranceCode = %s', (value, expected) => {
    expect(isIntoleranceCode(value)).toBe(expected);
  });

  it('given each code should have the diet-profile toggle label and key', () => {
    expect(INTOLERANCE_LABELS_EN).toEqual({
      1: 'Lactose intolerance',
      2: 'Gluten-free',
      3: 'Low FODMAP',
      4: 'Fructose malabsorption',
    });
    expect(intoleranceLabelKey(3)).toBe('intolerance.3');
  });
});

describe('quiz ids → codes', () => {
  it.each<[QuizIntoleranceId, number | null]>([
    ['lactose', 1],
    ['glutenfree', 2],
    ['lowfodmap', 3],
    ['fructose', 4],
    ['other', null],
  ])('given quiz id %s should give code %s', (id, code) => {
    expect(quizIdToCode(id)).toBe(code);
  });

  it('given the quiz order should list lactose, glutenfree, fructose, lowfodmap, other', () => {
    expect(QUIZ_INTOLERANCE_IDS).toEqual(['lactose', 'glutenfree', 'fructose', 'lowfodmap', 'other']);
  });

  it('given the coded map should not contain other', () => {
    expect(Object.keys(QUIZ_INTOLERANCE_CODE).sort()).toEqual([
      'fructose',
      'glutenfree',
      'lactose',
      'lowfodmap',
    ]);
  });

  it.each([
    ['other', true],
    ['gluten', false],
    ['Lactose', false],
    [3, false],
  ])('given %j should say isQuizIntoleranceId = %s', (value, expected) => {
    expect(isQuizIntoleranceId(value)).toBe(expected);
  });
});

describe('gender codes', () => {
  it.each([
    ['male', 1],
    ['female', 2],
    ['other', 3],
    [null, null],
    [undefined, null],
  ] as const)('given registration gender %s should give code %s', (gender, code) => {
    expect(quizGenderToCode(gender)).toBe(code);
  });

  it('given the registration table should hold exactly 1-3', () => {
    expect(REGISTRATION_GENDER).toEqual({ male: 1, female: 2, other: 3 });
  });

  it('given the profile codes should label 1-5 as the spec does', () => {
    expect(PROFILE_GENDER_CODES).toEqual([1, 2, 3, 4, 5]);
    expect(PROFILE_GENDER_LABELS_EN).toEqual({
      1: 'Male',
      2: 'Female',
      3: 'Other',
      4: 'Non-binary',
      5: 'Prefer not to say',
    });
    expect(profileGenderKey(4)).toBe('gender.4');
  });

  it.each([
    [5, true],
    [0, false],
    [6, false],
  ])('given %j should say isProfileGenderCode = %s', (value, expected) => {
    expect(isProfileGenderCode(value)).toBe(expected);
  });
});

describe('shop scale', () => {
  it('given the scale should run 0 to 6', () => {
    expect(SHOP_SCALE).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([SHOP_MIN, SHOP_MAX]).toEqual([0, 6]);
  });

  it('given the label keys should be shop.0 to shop.6 in order', () => {
    expect(SHOP_LABEL_KEYS).toEqual(['shop.0', 'shop.1', 'shop.2', 'shop.3', 'shop.4', 'shop.5', 'shop.6']);
  });

  it.each([
    [0, 'Only in store'],
    [1, 'Mostly in store'],
    [2, 'Slightly more in store'],
    [3, 'Both equally'],
    [4, 'Slightly more online'],
    [5, 'Mostly online'],
    [6, 'Only online'],
  ] as const)('given value %i should label it %s', (value, label) => {
    expect(SHOP_LABELS_EN[shopLabelKey(value)]).toBe(label);
  });

  it.each([
    [0, true],
    [6, true],
    [-1, false],
    [7, false],
    [2.5, false],
    ['3', false],
  ])('given %j should say isShopValue = %s', (value, expected) => {
    expect(isShopValue(value)).toBe(expected);
  });
});
