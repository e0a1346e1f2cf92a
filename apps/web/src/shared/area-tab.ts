import { PATHS } from '../config/routes';

/** The tab whose route is `pathname` (a trailing slash allowed), if any. */
export function areaTab<Tab extends string>(hrefs: Record<Tab, string>, pathname: string): Tab | undefined {
  const path = pathname.replace(/\/+$/, '') || PATHS.home;
  return (Object.keys(hrefs) as Tab[]).find((tab) => hrefs[tab] === path);
}
