import { cn } from './cn';

describe('cn', () => {
  it('given conflicting Tailwind utilities of the kit, should keep the last one', () => {
    expect(cn('diet:px-4 diet:bg-primary', 'diet:px-6')).toBe('diet:bg-primary diet:px-6');
  });

  it("given an app's own classes beside the kit's, should keep both", () => {
    expect(cn('diet:px-4 diet:grid', 'px-6 grid')).toBe('diet:px-4 diet:grid px-6 grid');
  });

  it('given falsy values, should drop them', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });
});
