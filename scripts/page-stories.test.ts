/**
 * Every route of both specs has a page story (apps/web/src/app/stories): the stories open their
 * route through the one route table (`PATHS.x`, `productPath(…)`), so reading which names they use
 * tells which routes are covered. The unknown-address (404) page has its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { PATHS } from '../apps/web/src/config/routes';

const STORIES = path.resolve(import.meta.dirname, '../apps/web/src/app/stories');

export function routesOpened(source: string): Set<string> {
  const opened = new Set<string>();
  for (const match of source.matchAll(/\bpath:\s*(?:PATHS\.(\w+)|productPath\()/g)) {
    opened.add(match[1] ?? 'product');
  }
  return opened;
}

describe('the page stories', () => {
  const sources = readdirSync(STORIES)
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => readFileSync(path.join(STORIES, file), 'utf8'));

  it('given every route of the route table, should open it in at least one story', () => {
    const opened = new Set(sources.flatMap((source) => [...routesOpened(source)]));
    expect(Object.keys(PATHS).filter((name) => !opened.has(name))).toEqual([]);
  });

  it('should include the page of an address no route serves (404)', () => {
    expect(sources.some((source) => /path: '\/[a-z-]+'/.test(source))).toBe(true);
  });

  it('given story sources, should read the routes they open', () => {
    expect([...routesOpened('pageStory({ path: PATHS.dashboard, signedIn: true })')]).toEqual(['dashboard']);
    expect([...routesOpened('pageStory({ path: productPath(107) })')]).toEqual(['product']);
    expect([...routesOpened("pageStory({ path: '/x' })")]).toEqual([]);
  });
});
