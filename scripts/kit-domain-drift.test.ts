/**
 * @diet/ui may not import @diet/domain (it is published on its own), so it keeps copies of the
 * domain rules it applies as the user types. This test runs both on the same inputs and compares
 * the constants: it fails as soon as a copy drifts from its original.
 */
import * as domainCodes from '../packages/domain/src/codes.ts';
import * as domainConstants from '../packages/domain/src/constants.ts';
import * as domainPrice from '../packages/domain/src/price.ts';
import * as domain from '../packages/domain/src/validation.ts';
import * as domainVerdicts from '../packages/domain/src/verdicts.ts';
import {
  DEFAULT_STORE_NAME,
  productVerdict,
} from '../packages/ui/src/components/product-card/product-card.tsx';
import { splitPrice } from '../packages/ui/src/lib/price.ts';
import * as kit from '../packages/ui/src/lib/rules.ts';
import { DIET_KEYS } from '../packages/ui/src/lib/verdict.ts';

const emails = [
  'anna@example.ch',
  'a@b.c',
  'first.last+tag@mail.example.co.uk',
  'Anna@Example.CH',
  'anna@example',
  'anna.example.ch',
  '@example.ch',
  'anna@.ch',
  'anna@example.',
  'an na@example.ch',
  ' anna@example.ch',
  'anna@example.ch ',
  'anna@example.ch\t',
  'anna@@example.ch',
  'anna@exa@mple.ch',
  'ä@ö.ü',
  '',
  `${'a'.repeat(243)}@example.ch`,
  `${'a'.repeat(244)}@example.ch`,
  `${'a'.repeat(245)}@example.ch`,
];

const passwords = [
  '',
  'Secret1!',
  'secret1!',
  'SECRET1!',
  'Secretss!',
  'Secret12',
  'Secr1!',
  'Sec ret1',
  ' Secret1',
  'Secret1 ',
  'Secret1^',
  'Secret1~',
  'Secret1`',
  'Secret1\\',
  'Secret1§',
  'Secret1€',
  'Ünïcödé1!',
  'Ab1!😀😀😀😀',
  'Ab1!😀😀😀',
  `A1!${'a'.repeat(253)}`,
  `A1!${'a'.repeat(254)}`,
];

const birthYears = ['', '1', '0', '1904', '1905', '1990', '2025', '2026', '02000', '19 90', '-1990', 'abcd'];
const clocks = [new Date(2025, 0, 1), new Date(2025, 11, 31, 23, 59), new Date(2000, 5, 15)];

const prices = [
  0,
  0.05,
  0.1 + 0.2,
  1.005,
  2.675,
  2.95,
  2.999,
  3.5,
  4.999,
  12,
  19.994,
  1005,
  -0.001,
  -1.5,
  -2.675,
  123456.785,
  1e12,
  1e12 + 1,
  -1e13,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe("the kit's copies of the domain rules", () => {
  it('should have the same constants', () => {
    expect(kit.EMAIL_PATTERN.source).toBe(domain.EMAIL_PATTERN.source);
    expect(kit.EMAIL_PATTERN.flags).toBe(domain.EMAIL_PATTERN.flags);
    expect(kit.EMAIL_MAX_LENGTH).toBe(domain.EMAIL_MAX_LENGTH);
    expect(kit.PASSWORD_MIN_LENGTH).toBe(domainConstants.PASSWORD_MIN_LENGTH);
    expect(kit.PASSWORD_MAX_LENGTH).toBe(domain.PASSWORD_MAX_LENGTH);
    expect(kit.PASSWORD_SPECIAL_CHARACTERS).toBe(domain.PASSWORD_SPECIAL_CHARACTERS);
    expect(kit.BIRTH_YEAR_MAX_DIGITS).toBe(domainConstants.BIRTH_YEAR_MAX_DIGITS);
    expect(kit.BIRTH_YEAR_MAX_AGE).toBe(domainConstants.BIRTH_YEAR_MAX_AGE);
    expect(kit.CONFIRMATION_CODE_LENGTH).toBe(domainConstants.CONFIRMATION_CODE_LENGTH);
    expect(DEFAULT_STORE_NAME).toBe(domainConstants.DEFAULT_STORE_LABEL);
  });

  it.each(emails)('given the e-mail %j, should judge it as the domain does', (email) => {
    expect(kit.isValidEmail(email)).toBe(domain.isValidEmail(email));
    expect(kit.normalizeEmail(email)).toBe(domain.normalizeEmail(email));
    expect(kit.isValidEmail(kit.normalizeEmail(email))).toBe(
      domain.isValidEmail(domain.normalizeEmail(email)),
    );
  });

  it.each(passwords)('given the password %j, should judge it as the domain does', (password) => {
    expect(kit.isValidPassword(password)).toBe(domain.isValidPassword(password));
  });

  it.each([
    ['Secret1!', 'Secret1!'],
    ['Secret1!', 'secret1!'],
    ['Secret1!', 'Secret1! '],
    ['Secret1!', ''],
    ['', ''],
  ])(
    'given the password %j and confirmation %j, should allow saving as the domain does',
    (password, confirm) => {
      expect(kit.isValidPassword(password) && kit.passwordsMatch(password, confirm)).toBe(
        domain.canSaveCredentials(password, confirm),
      );
    },
  );

  it.each(['', ' ', '\t', 'anna', ' anna '])(
    'given the username %j, should judge it as the domain does',
    (name) => {
      expect(kit.isNonBlank(name)).toBe(domain.isNonBlank(name));
    },
  );

  it.each(clocks)('given the clock %s, should bound and judge birth years as the domain does', (now) => {
    expect(kit.birthYearBounds(now)).toEqual(domain.birthYearBounds(now));
    for (const text of birthYears) {
      expect(kit.isValidBirthYear(text, now), text).toBe(domain.isValidBirthYear(text, now));
      expect(kit.sanitizeBirthYear(text), text).toBe(domain.sanitizeBirthYearInput(text));
    }
  });

  it.each(prices)('given the price %d, should split it as the domain does', (price) => {
    expect(splitPrice(price)).toEqual(domainPrice.splitPrice(price));
  });

  it.each([
    [false, false],
    [false, true],
    [true, false],
    [true, true],
  ])("given is_red %s and is_yellow %s, should give the card's verdict as the domain does", (red, yellow) => {
    expect(productVerdict({ isRed: red, isYellow: yellow })).toBe(
      domainVerdicts.productMood({ is_red: red, is_yellow: yellow }),
    );
  });

  it("should name the diets by the domain's intolerance keys, in the order of their codes", () => {
    const byCode = Object.entries(domainCodes.INTOLERANCE)
      .sort(([, a], [, b]) => a - b)
      .map(([key]) => key);
    expect([...DIET_KEYS]).toEqual(byCode);
  });
});
