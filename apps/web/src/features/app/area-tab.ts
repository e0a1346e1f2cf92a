/** The tab whose route is `pathname` (a trailing slash allowed), if any. */
export function areaTab<Tab extends string>(hrefs: Record<Tab, string>, pathname: string): Tab | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (Object.keys(hrefs) as Tab[]).find((tab) => hrefs[tab] === path);
}
