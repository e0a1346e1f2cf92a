import { cn } from './cn';

describe('cn', () => {
  it('given conflicting Tailwind utilities, should keep the last one', () => {
    expect(cn('px-4 bg-primary', 'px-6')).toBe('bg-primary px-6');
  });

  it('given falsy values, should drop them', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });
});
