import { initialsOf } from './avatar.js';

describe('initialsOf', () => {
  it('given a first and a last name, should take the first letter of each, upper case', () => {
    expect(initialsOf('anna muster')).toBe('AM');
  });

  it('given more than two names, should take the first and the last', () => {
    expect(initialsOf('Anna Maria von Muster')).toBe('AM');
  });

  it('given one name, should take one letter', () => {
    expect(initialsOf('Jean')).toBe('J');
  });

  it('given extra spaces, should ignore them', () => {
    expect(initialsOf('  Élise   Dübendorfer ')).toBe('ÉD');
  });

  it('given no name or only spaces, should give nothing (the icon shows)', () => {
    expect(initialsOf(undefined)).toBe('');
    expect(initialsOf('   ')).toBe('');
  });

  it('given a letter outside the basic plane, should keep it whole', () => {
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
  });
});
