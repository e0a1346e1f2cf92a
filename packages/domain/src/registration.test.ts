import { registrationRequestSchema } from './api/contracts';
import type { QuizAnswers } from './quiz';
import { toRegistrationPayload, type RegistrationAccount } from './registration';

const quiz: QuizAnswers = {
  intolerances: ['fructose', 'lactose', 'other'],
  otherIntolerance: '  histamine  ',
  shopWhere: 4,
  gender: 'female',
  birthYear: '1990',
};

const account: RegistrationAccount = {
  firstName: ' Anna ',
  lastName: 'Muster',
  email: '  anna@example.ch ',
  username: ' anna ',
  password: ' Abcdef1! ',
  confirmPassword: ' Abcdef1! ',
};

describe('quiz → registration payload', () => {
  it('given full answers should build the exact payload', () => {
    expect(toRegistrationPayload(quiz, account)).toEqual({
      name: 'Anna',
      surname: 'Muster',
      email: 'anna@example.ch',
      knows_intolerance: true,
      intolerances: [1, 4],
      extra_intolerance: 'histamine',
      shop: 4,
      gender: 2,
      birth_year: 1990,
      username: 'anna',
      password: ' Abcdef1! ',
      confirmPassword: ' Abcdef1! ',
      sees_red_products: false,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      retailer_list: [],
      shared_accounts: [],
    });
  });

  it('given the built payload should pass the registration schema', () => {
    const payload = toRegistrationPayload(quiz, {
      ...account,
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
    });
    expect(registrationRequestSchema.safeParse(payload).success).toBe(true);
  });

  it.each([
    [['lactose', 'glutenfree', 'lowfodmap', 'fructose'], [1, 2, 3, 4], true],
    [['lowfodmap', 'glutenfree'], [2, 3], true],
    [['other'], [], true],
    [[], [], false],
  ] as const)('given diets %j should send codes %j and knows_intolerance %s', (ids, codes, knows) => {
    const payload = toRegistrationPayload({ ...quiz, intolerances: [...ids] }, account);
    expect(payload.intolerances).toEqual(codes);
    expect(payload.knows_intolerance).toBe(knows);
  });

  it('given a repeated option should send its code once', () => {
    expect(
      toRegistrationPayload({ ...quiz, intolerances: ['lactose', 'lactose'] }, account).intolerances,
    ).toEqual([1]);
  });

  it.each([
    [['other'], ' histamine ', 'histamine'],
    [['other'], '   ', null],
    [['other'], '', null],
    [['lactose'], 'histamine', null],
  ] as const)('given diets %j and other text %j should send extra_intolerance %j', (ids, text, expected) => {
    const payload = toRegistrationPayload(
      { ...quiz, intolerances: [...ids], otherIntolerance: text },
      account,
    );
    expect(payload.extra_intolerance).toBe(expected);
  });

  it.each([
    ['male', 1],
    ['female', 2],
    ['other', 3],
    [null, null],
  ] as const)('given gender %s should send %s', (gender, code) => {
    expect(toRegistrationPayload({ ...quiz, gender }, account).gender).toBe(code);
  });

  it.each([0, 6])('given shop %i should send it unchanged', (shopWhere) => {
    expect(toRegistrationPayload({ ...quiz, shopWhere: shopWhere as 0 | 6 }, account).shop).toBe(shopWhere);
  });

  it('given no name fields should send empty name and surname', () => {
    const { firstName: _f, lastName: _l, ...rest } = account;
    const payload = toRegistrationPayload(quiz, rest);
    expect([payload.name, payload.surname]).toEqual(['', '']);
  });

  it.each(['', '19a0', '19901', ' 1990'])('given birth year %j should throw a RangeError', (birthYear) => {
    expect(() => toRegistrationPayload({ ...quiz, birthYear }, account)).toThrow(RangeError);
  });

  it('given a year with a leading zero should send its number', () => {
    expect(toRegistrationPayload({ ...quiz, birthYear: '0999' }, account).birth_year).toBe(999);
  });
});
