import fc from 'fast-check';

import {
  birthYearBounds,
  canSaveCredentials,
  currentYear,
  isNonBlank,
  isValidBirthYear,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  sanitizeBirthYearInput,
} from './validation';

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
    ['anna@exa mple.ch', false],
    [' anna@example.ch', false],
    ['anna@example.ch\t', false],
    ['anna@@example.ch', false],
    ['a@b@c.ch', false],
    ['', false],
  ])('given %j should say valid = %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('given an address longer than 254 characters should reject it', () => {
    expect(isValidEmail(`${'a'.repeat(245)}@example.ch`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(243)}@example.ch`)).toBe(true);
  });

  it('given any string containing whitespace should reject it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n', '\u00a0'), fc.string(), (a, space, b) => {
        expect(isValidEmail(`x${a}@${space}${b}.ch`)).toBe(false);
        expect(isValidEmail(`x${space}${a}@example.ch`)).toBe(false);
      }),
    );
  });

  it('given surrounding spaces should trim them and keep case', () => {
    expect(normalizeEmail('  Anna@Example.CH \n')).toBe('Anna@Example.CH');
  });
});

describe('password rule', () => {
  it.each([
    ['Abcdef1!', true],
    ['ABCDEFG1-', true],
    ['Passw0rd_', true],
    ['Pass word1', true],
    ['Abcde1!', false],
    ['abcdef1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Abcdef1 ', false],
    [' Abcdef1', false],
    ['Abcdefé1', false],
    ['Ébcdefg1!', false],
    ['', false],
  ])('given %j should say valid = %s', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
  });

  it('given 7 characters plus an astral symbol should count code points, not units', () => {
    expect(isValidPassword('Ab1!xy😀')).toBe(false);
    expect(isValidPassword('Ab1!xyz😀')).toBe(true);
  });

  it('given more than 256 characters should reject it', () => {
    expect(isValidPassword(`Ab1!${'x'.repeat(252)}`)).toBe(true);
    expect(isValidPassword(`Ab1!${'x'.repeat(253)}`)).toBe(false);
  });

  it.each([...'^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-'])(
    'given special character %j should accept it',
    (char) => {
      expect(isValidPassword(`Abcdefg1${char}`)).toBe(true);
    },
  );

  it.each([
    ['Abcdef1!', 'Abcdef1!', true],
    ['Abcdef1!', 'Abcdef1?', false],
    ['abcdefgh', 'abcdefgh', false],
  ])('given credentials %j / %j should allow saving = %s', (password, confirm, expected) => {
    expect(canSaveCredentials(password, confirm)).toBe(expected);
  });
});

describe('username rule', () => {
  it.each([
    ['anna', true],
    [' a ', true],
    ['', false],
    [' \t\n', false],
  ])('given username %j should say non-blank = %s', (username, expected) => {
    expect(isNonBlank(username)).toBe(expected);
  });
});

describe('birth year', () => {
  it.each([
    ['1990', '1990'],
    ['19a9x0', '1990'],
    ['199012', '1990'],
    ['  20-0 5', '2005'],
    ['abc', ''],
    ['١٩٩٠', ''],
    ['', ''],
  ])('given input %j should keep %j', (raw, expected) => {
    expect(sanitizeBirthYearInput(raw)).toBe(expected);
  });

  it('given any input should keep only digits, at most 4, in their order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const kept = sanitizeBirthYearInput(raw);
        expect(kept).toMatch(/^[0-9]{0,4}$/);
        expect(kept).toBe(
          [...raw]
            .filter((c) => c >= '0' && c <= '9')
            .join('')
            .slice(0, 4),
        );
      }),
    );
  });

  it('given a clock as a date or a year should read the same current year', () => {
    expect(currentYear(new Date(2025, 5, 15))).toBe(2025);
    expect(currentYear(2025)).toBe(2025);
    expect(birthYearBounds(2025)).toEqual({ min: 1905, max: 2025 });
  });

  it.each([
    ['1905', true],
    ['2025', true],
    ['1990', true],
    ['1904', false],
    ['2026', false],
    ['0', false],
    ['01990', false],
    ['199', false],
    ['', false],
    [' 1990', false],
    ['1990.0', false],
    ['19e2', false],
  ])('given %j in 2025 should say valid = %s', (text, expected) => {
    expect(isValidBirthYear(text, new Date(2025, 0, 1))).toBe(expected);
  });

  it('given any clock year should accept exactly the years from year − 120 to year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 9999 }), (now, year) => {
        const expected = year >= now - 120 && year <= now;
        expect(isValidBirthYear(String(year), now)).toBe(expected);
      }),
    );
  });

  it('given any clock year should accept both bounds and reject one beyond each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1121, max: 9998 }), (now) => {
        expect(isValidBirthYear(String(now - 120), now)).toBe(true);
        expect(isValidBirthYear(String(now), now)).toBe(true);
        expect(isValidBirthYear(String(now - 121), now)).toBe(false);
        expect(isValidBirthYear(String(now + 1), now)).toBe(false);
      }),
    );
  });

  it('given a date clock should use that date, not the real one', () => {
    expect(isValidBirthYear('1900', new Date(2020, 0, 1))).toBe(true);
    expect(isValidBirthYear('1900', new Date(2021, 0, 1))).toBe(false);
  });
});
