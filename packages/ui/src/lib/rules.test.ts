import {
  birthYearBounds,
  isCompleteConfirmationCode,
  isNonBlank,
  isValidBirthYear,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  passwordChecks,
  passwordsMatch,
  sanitizeBirthYear,
} from './rules.js';

describe('email rule', () => {
  it.each([
    ['anna@example.ch', true],
    ['a@b.c', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['anna@example', false],
    ['anna.example.ch', false],
    ['@example.ch', false],
    ['anna@.ch', false],
    ['anna@example.', false],
    ['an na@example.ch', false],
    [' anna@example.ch', false],
    ['anna@example.ch\t', false],
    ['anna@example.ch ', false],
    ['anna@@example.ch', false],
    ['', false],
  ])('given %j should say valid = %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('given an address longer than 254 characters should reject it', () => {
    expect(isValidEmail(`${'a'.repeat(245)}@example.ch`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(243)}@example.ch`)).toBe(true);
  });

  it('given surrounding spaces should trim them and keep the case', () => {
    expect(normalizeEmail('  Anna@Example.ch \n')).toBe('Anna@Example.ch');
    expect(isValidEmail(normalizeEmail('  anna@example.ch  '))).toBe(true);
  });
});

describe('username rule', () => {
  it.each([
    ['anna', true],
    [' a ', true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
  ])('given %j should say non-blank = %s', (value, expected) => {
    expect(isNonBlank(value)).toBe(expected);
  });
});

describe('password rule', () => {
  it.each([
    ['Secret-123', true],
    ['Abcdef1!', true],
    ['Abc def1', true],
    ['Abcdef1', false],
    ['abcdef1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    [' Abcdef1', false],
    ['Abcdef1 ', false],
    ['', false],
  ])('given %j should say valid = %s', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
  });

  it('given a partial password should report each part separately', () => {
    expect(passwordChecks('')).toEqual({ length: false, uppercase: false, digit: false, special: false });
    expect(passwordChecks('abc')).toEqual({ length: false, uppercase: false, digit: false, special: false });
    expect(passwordChecks('Abc')).toEqual({ length: false, uppercase: true, digit: false, special: false });
    expect(passwordChecks('Abc1')).toEqual({ length: false, uppercase: true, digit: true, special: false });
    expect(passwordChecks('Abc1!')).toEqual({ length: false, uppercase: true, digit: true, special: true });
    expect(passwordChecks('Abc1!xyz')).toEqual({ length: true, uppercase: true, digit: true, special: true });
  });

  it('given non-ASCII letters should count code points and not take them as uppercase', () => {
    expect(passwordChecks('ÄÖÜäöüß1').length).toBe(true);
    expect(passwordChecks('Äbcdef1!').uppercase).toBe(false);
    expect(passwordChecks('😀😀😀😀😀😀😀').length).toBe(false);
  });

  it('given a password longer than 256 characters should reject it', () => {
    expect(isValidPassword(`A1!${'a'.repeat(253)}`)).toBe(true);
    expect(isValidPassword(`A1!${'a'.repeat(254)}`)).toBe(false);
  });

  it('given a confirmation should match only an equal, non-empty one', () => {
    expect(passwordsMatch('Secret-123', 'Secret-123')).toBe(true);
    expect(passwordsMatch('Secret-123', 'secret-123')).toBe(false);
    expect(passwordsMatch('Secret-123', '')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
  });
});

describe('birth year rule', () => {
  const now = new Date(2026, 5, 1);

  it.each([
    ['19a8x55', '1985'],
    ['1985', '1985'],
    ['19855', '1985'],
    ['abc', ''],
    [' 2 0 0 1 ', '2001'],
    ['１９８５', ''],
  ])('given the input %j should keep %j', (raw, expected) => {
    expect(sanitizeBirthYear(raw)).toBe(expected);
  });

  it('given the clock should allow the current year minus 120 up to the current year', () => {
    expect(birthYearBounds(now)).toEqual({ min: 1906, max: 2026 });
  });

  it.each([
    ['1906', true],
    ['1985', true],
    ['2026', true],
    ['1905', false],
    ['2027', false],
    ['198', false],
    ['', false],
    ['19855', false],
    ['19a5', false],
    [' 1985', false],
  ])('given %j at 2026 should say valid = %s', (text, expected) => {
    expect(isValidBirthYear(text, now)).toBe(expected);
  });

  it('given the last moment of a year should still use that year', () => {
    expect(isValidBirthYear('2026', new Date(2026, 11, 31, 23, 59))).toBe(true);
    expect(isValidBirthYear('2026', new Date(2025, 11, 31, 23, 59))).toBe(false);
  });
});

describe('confirmation code', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('given %j should say complete = %s', (code, expected) => {
    expect(isCompleteConfirmationCode(code)).toBe(expected);
  });
});
