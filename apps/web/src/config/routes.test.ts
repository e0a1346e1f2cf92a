import {
  ACCOUNT_TAB_PATHS,
  AVATAR_MENU_PATHS,
  BOTTOM_BAR_PATHS,
  PATHS,
  PROFILE_TAB_PATHS,
  SIDEBAR_PATHS,
  ENTRY_PATHS,
  PUBLIC_PATHS,
  SIGNED_IN_PATHS,
  productPath,
} from './routes';

const served = new Set<string>([...PUBLIC_PATHS, ...ENTRY_PATHS, ...SIGNED_IN_PATHS]);

describe('the named paths the kit links to', () => {
  it.each(
    Object.entries({
      PATHS,
      SIDEBAR_PATHS,
      BOTTOM_BAR_PATHS,
      AVATAR_MENU_PATHS,
      PROFILE_TAB_PATHS,
      ACCOUNT_TAB_PATHS,
    }),
  )('given %s, should name only routes the app serves', (_name, table) => {
    for (const path of Object.values(table)) expect(served).toContain(path);
  });

  it("should give each of the spec's pages one name", () => {
    expect(new Set(Object.values(PATHS)).size).toBe(Object.keys(PATHS).length);
  });

  it('should put every named path in exactly one of the public, entry and signed-in lists', () => {
    const listed = [...PUBLIC_PATHS, ...ENTRY_PATHS, ...SIGNED_IN_PATHS];
    expect(listed).toHaveLength(new Set(listed).size);
    expect([...listed].sort()).toEqual(Object.values(PATHS).sort());
  });

  it("given a product id, should give its page's path with the id encoded", () => {
    expect(productPath(42)).toBe('/product/details/42');
    expect(productPath('a/b c')).toBe('/product/details/a%2Fb%20c');
  });
});
