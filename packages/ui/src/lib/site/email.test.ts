import { isValidEmail } from './email.js';

describe('isValidEmail (public-site spec §5: no spaces, an @, a dot in the domain part)', () => {
  it.each(['anna@example.ch', 'a@b.c', 'anna.muster+news@mail.example.co.uk'])(
    'given %j, should accept it',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['', 'empty'],
    ['anna@example', 'no dot in the domain'],
    ['anna.example.ch', 'no @'],
    ['anna muster@example.ch', 'a space inside'],
    [' anna@example.ch', 'a leading space'],
    ['anna@example.ch ', 'a trailing space'],
    ['@example.ch', 'nothing before the @'],
    ['anna@.ch', 'nothing before the dot'],
    ['anna@example.', 'nothing after the dot'],
    ['anna@@example.ch', 'two @'],
  ])('given %j (%s), should reject it', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('given an address longer than 254 characters, should reject it', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.ch`)).toBe(false);
  });
});
