import {
  ACCOUNT_TAB_PATHS,
  AVATAR_MENU_PATHS,
  BOTTOM_BAR_PATHS,
  PATHS,
  PROFILE_TAB_PATHS,
  SIDEBAR_PATHS,
} from './paths';
import { ENTRY_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS } from './routes';

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
});
