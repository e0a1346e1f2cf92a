/**
 * @diet/ui has no routes (it imports nothing of ours); its stories link to the spec's paths from a
 * fixture. This test holds that fixture to the web app's one route table, so a path renamed there
 * cannot leave the stories pointing elsewhere.
 */
import {
  ACCOUNT_TAB_PATHS,
  AVATAR_MENU_PATHS,
  BOTTOM_BAR_PATHS,
  PATHS,
  PROFILE_TAB_PATHS,
  SIDEBAR_PATHS,
} from '../apps/web/src/config/routes';
import * as kit from '../packages/ui/src/lib/spec-routes.fixtures';

describe("the kit's story routes", () => {
  it('given each named route of the fixture, should be the route table path of the same name', () => {
    const table: Record<string, string> = PATHS;
    expect(Object.keys(kit.specRoutes).length).toBeGreaterThan(15);
    for (const [name, path] of Object.entries(kit.specRoutes))
      expect([name, path]).toEqual([name, table[name]]);
  });

  it.each([
    ['appSidebarHrefs', kit.appSidebarHrefs, SIDEBAR_PATHS],
    ['mobileBottomBarHrefs', kit.mobileBottomBarHrefs, BOTTOM_BAR_PATHS],
    ['avatarMenuHrefs', kit.avatarMenuHrefs, AVATAR_MENU_PATHS],
    ['profileTabHrefs', kit.profileTabHrefs, PROFILE_TAB_PATHS],
    ['accountTabHrefs', kit.accountTabHrefs, ACCOUNT_TAB_PATHS],
  ])("given the fixture's %s, should equal the app's links", (_name, fixture, app) => {
    expect(fixture).toEqual(app);
  });
});
