import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test as base, type Page } from '@playwright/test';

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

interface StoryPage {
  page: Page;
  /** Renders a story in the already loaded preview and waits until its play function is done. */
  show(storyId: string): Promise<string>;
}

/**
 * One preview page per worker. Loading `iframe.html` costs far more than rendering a story, so
 * each worker loads it once and switches stories through Storybook's own channel
 * (`setCurrentStory`, as the Storybook test runner does); Storybook unmounts the previous story
 * first, so nothing of it is left in the page. After a failure the page is loaded afresh.
 */
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        hasTouch: options.hasTouch,
        isMobile: options.isMobile,
        userAgent: options.userAgent,
        reducedMotion: options.reducedMotion,
      });
      const page = await context.newPage();
      let loaded = false;

      const show = async (storyId: string): Promise<string> => {
        if (!loaded) {
          await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
          loaded = true;
        } else {
          // Leave no input modality behind: a real click on a cover over the previous story makes
          // the next story's programmatic focus look the same whichever story ran before it.
          await page.evaluate(() => {
            const cover = document.createElement('div');
            cover.id = 'visual-reset-cover';
            cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
            document.documentElement.append(cover);
          });
          await page.mouse.click(0, 0);
          await page.evaluate(() => {
            document.getElementById('visual-reset-cover')?.remove();
            (document.activeElement as HTMLElement | null)?.blur();
          });
          await page.evaluate((id) => {
            const w = window as unknown as {
              __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
              __STORYBOOK_PREVIEW__?: { currentRender?: object };
              __visualPreviousRender?: object;
            };
            // The render to wait past: showing the same story again must not find the last one done.
            w.__visualPreviousRender = w.__STORYBOOK_PREVIEW__?.currentRender;
            w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }, storyId);
        }
        try {
          const phase = await page.waitForFunction(
            (id) => {
              const w = window as unknown as {
                __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
                __visualPreviousRender?: object;
              };
              const render = w.__STORYBOOK_PREVIEW__?.currentRender;
              if (render?.id !== id || render === w.__visualPreviousRender) return false;
              return render.phase && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase)
                ? render.phase
                : false;
            },
            storyId,
            { timeout: 15_000 },
          );
          const result = (await phase.jsonValue()) as string;
          if (!/^(finished|completed)$/.test(result)) loaded = false;
          return result;
        } catch (error) {
          loaded = false;
          throw error;
        }
      };

      await use({ page, show });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the Storybook index lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage }, testInfo) => {
    const { page, show } = storyPage;
    expect(await show(story.id), 'the story rendered and its play function passed').toMatch(
      /^(finished|completed)$/,
    );
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      await document.fonts.ready;
      // Eager images that are still loading (lazy ones below the fold never load on their own).
      const pending = Array.from(document.images)
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        );
      await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    });
    await expect(page).toHaveScreenshot(`${story.id}--${testInfo.project.name}.png`, { fullPage: true });
  });
}
