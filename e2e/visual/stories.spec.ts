import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Every story of the built Storybook, read from its own index: a new story is covered by itself. */
const indexFile = path.resolve(import.meta.dirname, '../../storybook-static/index.json');
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const stories = entries.filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));

test('the Storybook index lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }, testInfo) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Wait until Storybook has rendered the story and finished its play function.
    const phase = await page.waitForFunction(
      () => {
        const preview = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__;
        const current = preview?.currentRender?.phase;
        return current && ['finished', 'completed', 'errored', 'aborted'].includes(current) ? current : false;
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(await phase.jsonValue(), 'the story rendered and its play function passed').toMatch(
      /^(finished|completed)$/,
    );
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}--${testInfo.project.name}.png`, { fullPage: true });
  });
}
