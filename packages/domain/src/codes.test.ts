import {
  INTOLERANCE,
  INTOLERANCE_CODES,
  isIntoleranceCode,
  isQuizIntoleranceId,
  PROFILE_GENDER_CODES,
  QUIZ_INTOLERANCE_CODE,
  QUIZ_INTOLERANCE_IDS,
  quizGenderToCode,
  quizIdToCode,
  REGISTRATION_GENDER,
  SHOP_MAX,
  SHOP_MIN,
  SHOP_SCALE,
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

  it('given the profile codes should hold exactly 1-5', () => {
    expect(PROFILE_GENDER_CODES).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('shop scale', () => {
  it('given the scale should run 0 to 6', () => {
    expect(SHOP_SCALE).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([SHOP_MIN, SHOP_MAX]).toEqual([0, 6]);
  });
});
