import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test as base, type Page, type TestInfo } from '@playwright/test';

/** The screenshot settings of `toHaveScreenshot` in `e2e/visual.config.ts`, for the byte-for-byte check. */
const SCREENSHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Every story of the built Storybook, read from its own index: a new story is covered by itself. */
const indexFile = path.resolve(
  import.meta.dirname,
  '../..',
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
  'index.json',
);
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const allStories = entries.filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));

/**
 * A story that declares its own viewport (`globals.viewport`, one of `parameters.viewport.options`
 * in .storybook/preview or the story's own, e.g. a 320 px `narrow` phone) is checked once, at that
 * size, in the project of its kind, and says which in a tag the index carries: `mobile-only` for a
 * phone viewport (type `mobile`: checked in the mobile project, at 375 px or the narrower width it
 * asks for), `desktop-only` for the breakpoint (768) and wider (checked in the desktop project at
 * that width). Each check reads the story's declared viewport and fails when it and the tag
 * disagree, so no phone story is checked at 1280 px, nor left unchecked at its own width.
 */
const MOBILE_ONLY = 'mobile-only';
const DESKTOP_ONLY = 'desktop-only';
const PROJECT_OF_TAG = { [MOBILE_ONLY]: 'mobile', [DESKTOP_ONLY]: 'desktop' } as const;

/**
 * A story tagged `full-motion` is checked with no reduced-motion preference (every other story is
 * checked with `reducedMotion: 'reduce'`, see e2e/visual.config.ts): its play function tests what
 * only happens then, e.g. a carousel's auto-advance, which stops for users who ask for reduced motion.
 * Such a play function ends on a still, known frame for the screenshot (CSS animations are disabled
 * for it as for every story).
 */
const FULL_MOTION = 'full-motion';

/**
 * The project tags of a story, as Playwright tags of its checks: each project leaves out the checks
 * tagged for the other one (`grepInvert` in e2e/visual.config.ts).
 */
const projectTags = (entry: IndexEntry) =>
  Object.keys(PROJECT_OF_TAG)
    .filter((tag) => entry.tags?.includes(tag))
    .map((tag) => `@${tag}`);

/** Whether a project checks this story: all but those tagged for the other project only. */
const checkedIn = (entry: IndexEntry, project: string) =>
  Object.entries(PROJECT_OF_TAG).every(([tag, only]) => !entry.tags?.includes(tag) || only === project);

const stories = allStories;

/**
 * The stories whose layout depends on the length of their text (buttons, forms, dialogs, headers,
 * cards…), tagged `i18n-visual`: each is also checked, and has a baseline, in French and German.
 */
const I18N_TAG = 'i18n-visual';
const OTHER_LOCALES = ['fr', 'de'] as const;
type Locale = 'en' | (typeof OTHER_LOCALES)[number];
const localized = stories.filter((entry) => entry.tags?.includes(I18N_TAG));

/** The story a worker's preview boots on before the first story it checks (any story will do). */
const BOOT_STORY = stories.find(
  (entry) => projectTags(entry).length === 0 && !entry.tags?.includes(FULL_MOTION),
)!.id;

/** Every route of the web app is a page story (`apps/web/src/app/stories`): say how many there are. */
if (process.env.TEST_WORKER_INDEX === undefined) {
  const pages = stories.filter((entry) => entry.title.startsWith('Pages/'));
  const pagesLocalized = pages.filter((entry) => entry.tags?.includes(I18N_TAG));
  console.log(
    `stories: ${stories.length} (${localized.length} also in French and German); ` +
      `page stories: ${pages.length} in ${new Set(pages.map((entry) => entry.title)).size} groups ` +
      `(${pagesLocalized.length} also in French and German)`,
  );
}

/** What Storybook reported when a story's render was over (its `storyFinished` event). */
interface Finished {
  storyId: string;
  /** `error` when the play function threw, an error went unhandled or a report (a11y) failed. */
  status: 'success' | 'error';
  reporters: { type: string; status: string; problems: string[] }[];
}

interface Shown {
  /** The render's last phase: `finished` when it went through. */
  phase: string;
  finished: Finished | null;
  /** The story turns the a11y addon off (`parameters.a11y.disable` or `test: 'off'`). */
  a11yOff: boolean;
  /** What Storybook said when the render failed (a thrown error, e.g. a missing translation). */
  errors: string[];
  /** The language the story sets for itself (its own `globals.locale`), if any. */
  ownLocale: string | null;
  /** The viewport the story declares for itself (`globals.viewport`), if any, and its kind. */
  declared: DeclaredViewport | null;
}

interface DeclaredViewport {
  /** The option's key, e.g. `mobile` or `narrow`. */
  value: string;
  /** Its kind (`mobile`, `tablet`, `desktop`), from `parameters.viewport.options`. */
  type: string | null;
  /** Its size in CSS pixels (null when the option is unknown). */
  size: { width: number; height: number } | null;
}

interface StoryPage {
  page: Page;
  /**
   * Renders a story in the already loaded preview, in `locale` (the `locale` global, as the
   * toolbar sets it), and waits until it is over: rendered, play function run, `afterEach` (the
   * a11y addon's axe run, `parameters.a11y`) done.
   */
  show(storyId: string, locale: Locale, options: { fullMotion: boolean }): Promise<Shown>;
}

/**
 * Records Storybook's `storyFinished` events in the page (the preview sets its channel on `window`
 * while it boots, so the listener is attached in the setter): the status and the failed reports
 * (axe violations) of the last story that finished.
 */
function recordFinishedStories(): void {
  const w = window as unknown as Record<string, unknown>;
  let channel: { on(event: string, listener: (data: unknown) => void): void } | undefined;
  w.__visualFinished = null;
  w.__visualErrors = [];
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: typeof channel) {
      if (value === channel) return;
      channel = value;
      // Storybook shows a render's exception (e.g. a missing translation) in place of the story
      // without failing the render, so the test reads it here, with the story it belongs to.
      const errors = () => w.__visualErrors as { storyId?: string; text: string }[];
      const current = () =>
        (w.__STORYBOOK_PREVIEW__ as { currentRender?: { id?: string } } | undefined)?.currentRender?.id;
      value?.on('storyThrewException', (data) => {
        const error = data as { name?: string; message?: string };
        errors().push({ storyId: current(), text: `${error.name ?? 'Error'}: ${error.message ?? ''}` });
      });
      // A play function that throws does not fail Storybook's `storyFinished` report (its status
      // stays 'success'): its exception is read here, or a failing play would pass unseen.
      value?.on('playFunctionThrewException', (data) => {
        const error = data as { name?: string; message?: string };
        errors().push({ storyId: current(), text: `play: ${error.name ?? 'Error'}: ${error.message ?? ''}` });
      });
      value?.on('storyErrored', (data) => {
        const error = data as { title?: string; description?: string };
        errors().push({ storyId: current(), text: `${error.title ?? ''}: ${error.description ?? ''}` });
      });
      value?.on('storyFinished', (data) => {
        const event = data as {
          storyId: string;
          status: 'success' | 'error';
          reporters?: { type: string; status: string; result?: Record<string, unknown> }[];
        };
        w.__visualFinished = {
          storyId: event.storyId,
          status: event.status,
          reporters: (event.reporters ?? []).map((report) => {
            const violations = report.result?.violations as
              { id: string; help: string; nodes: { target: unknown }[] }[] | undefined;
            const problems = (violations ?? []).map(
              (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
            );
            if (report.result?.error) problems.push(String(report.result.error));
            return { type: report.type, status: report.status, problems };
          }),
        };
      });
    },
  });
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
      await page.addInitScript(recordFinishedStories);
      let loaded = false;
      /** The `locale` global of the loaded preview. */
      let language: Locale = 'en';
      /** The page's reduced-motion preference. */
      let motion = options.reducedMotion ?? 'reduce';

      const show: StoryPage['show'] = async (storyId, locale, { fullMotion }) => {
        if (!loaded) {
          // The preview boots on a story of its own, so that every story checked, the first one of
          // a worker included, is shown the same way: after the cover click below, through the
          // channel. (Shown straight from the address, a first story's programmatic focus drew a
          // focus ring that the same story shown later does not: a flaky baseline.)
          await page.goto(`/iframe.html?id=${BOOT_STORY}&viewMode=story&globals=locale:${locale}`);
          await page.waitForFunction(
            () => {
              const phase = (
                window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
              ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
              return phase === 'finished' || phase === 'errored' || phase === 'aborted';
            },
            undefined,
            { timeout: 30_000 },
          );
          loaded = true;
          language = locale;
        }
        // The viewport the story declares for itself, read from the prepared story before it
        // renders: it is rendered at that size (as Storybook's viewport toolbar and the Vitest
        // runner do), anything else at the project's.
        const declared = await page.evaluate(async (id): Promise<DeclaredViewport | null> => {
          type Option = { type?: string; styles?: { width?: string; height?: string } };
          const preview = (
            window as unknown as {
              __STORYBOOK_PREVIEW__: {
                storyStoreValue: {
                  loadStory(options: { storyId: string }): Promise<{
                    storyGlobals?: { viewport?: { value?: string } };
                    parameters?: { viewport?: { options?: Record<string, Option> } };
                  }>;
                };
              };
            }
          ).__STORYBOOK_PREVIEW__;
          const story = await preview.storyStoreValue.loadStory({ storyId: id });
          const value = story.storyGlobals?.viewport?.value;
          if (!value) return null;
          const option = story.parameters?.viewport?.options?.[value];
          const width = Number.parseInt(option?.styles?.width ?? '', 10);
          const height = Number.parseInt(option?.styles?.height ?? '', 10);
          return {
            value,
            type: option?.type ?? null,
            size: Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null,
          };
        }, storyId);
        const size = declared?.size ?? options.viewport;
        const current = page.viewportSize();
        if (size && (current?.width !== size.width || current.height !== size.height)) {
          await page.setViewportSize(size);
        }
        const reducedMotion = fullMotion ? 'no-preference' : (options.reducedMotion ?? 'reduce');
        if (reducedMotion !== motion) {
          await page.emulateMedia({ reducedMotion });
          motion = reducedMotion;
        }
        {
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
          await page.evaluate(
            ({ id, locale: next, switchLocale }) => {
              const w = window as unknown as {
                __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
                __STORYBOOK_PREVIEW__?: { currentRender?: object };
                __visualPreviousRender?: object;
                __visualSameRender?: boolean;
              };
              // The render to wait past: showing the same story again must not find the last one
              // done. Taken before the language switch, which re-renders the current story at once
              // (the same story in another language is then that new render, not a later one).
              w.__visualPreviousRender = w.__STORYBOOK_PREVIEW__?.currentRender;
              const current = (w.__visualPreviousRender as { id?: string } | undefined)?.id;
              (w as unknown as Record<string, unknown>).__visualFinished = null;
              (w as unknown as Record<string, unknown>).__visualErrors = [];
              // The toolbar's way: the new language holds for every story shown after it.
              if (switchLocale) {
                w.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: next } });
              }
              // The story shown already (in the language left just now) is mounted afresh: the
              // switch alone re-renders it in place, with no new render to wait for.
              // Storybook remounts the same render object: its new report (reset above) tells it is over.
              w.__visualSameRender = current === id;
              if (current === id) {
                w.__STORYBOOK_ADDONS_CHANNEL__.emit('forceRemount', { storyId: id });
              } else {
                w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
              }
            },
            { id: storyId, locale, switchLocale: locale !== language },
          );
          language = locale;
        }
        try {
          // Over when Storybook reported the story finished (after its afterEach: the a11y run), or
          // when its render errored or was aborted (then no report may follow).
          const handle = await page.waitForFunction(
            (id) => {
              const w = window as unknown as {
                __STORYBOOK_PREVIEW__?: {
                  currentRender?: {
                    id?: string;
                    phase?: string;
                    story?: {
                      parameters?: { a11y?: { disable?: boolean; test?: string } };
                      storyGlobals?: { locale?: string };
                    };
                  };
                };
                __visualPreviousRender?: object;
                __visualSameRender?: boolean;
                __visualFinished?: { storyId: string } | null;
                __visualErrors?: { storyId?: string; text: string }[];
              };
              const render = w.__STORYBOOK_PREVIEW__?.currentRender;
              if (render?.id !== id || (render === w.__visualPreviousRender && !w.__visualSameRender)) {
                return false;
              }
              const finished = w.__visualFinished?.storyId === id ? w.__visualFinished : null;
              const a11y = render.story?.parameters?.a11y;
              const a11yOff = a11y?.disable === true || a11y?.test === 'off';
              const errors = (w.__visualErrors ?? [])
                .filter((error) => error.storyId === id)
                .map((error) => error.text);
              const ownLocale = render.story?.storyGlobals?.locale ?? null;
              if (finished && render.phase === 'finished') {
                return { phase: render.phase, finished, a11yOff, errors, ownLocale };
              }
              // A displayed exception may leave the render 'finished' with no report to follow.
              // (The same render remounted passes through 'aborted' on its way: not an end then.)
              const ends = w.__visualSameRender ? ['errored'] : ['errored', 'aborted'];
              const over = errors.length > 0 ? ['finished', ...ends] : ends;
              return render.phase && over.includes(render.phase)
                ? { phase: render.phase, finished, a11yOff, errors, ownLocale }
                : false;
            },
            storyId,
            { timeout: 15_000 },
          );
          const result = { ...((await handle.jsonValue()) as Omit<Shown, 'declared'>), declared };
          if (result.phase !== 'finished' || result.finished?.status !== 'success') loaded = false;
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

/** The baselines' file name of a story's check in `locale` on a project (viewport). */
const baselineName = (id: string, locale: Locale, project: string) =>
  `${id}--${locale === 'en' ? '' : `${locale}--`}${project}.png`;

// Playwright needs the fixtures argument destructured; this check uses none.
// eslint-disable-next-line no-empty-pattern
test('every baseline belongs to a check (none is left behind by a renamed, removed or untagged story)', ({}, testInfo) => {
  const projects = testInfo.config.projects.map((project) => project.name);
  const expected = new Set(
    projects.flatMap((project) => [
      ...stories
        .filter((story) => checkedIn(story, project))
        .map((story) => baselineName(story.id, 'en', project)),
      ...OTHER_LOCALES.flatMap((locale) =>
        localized
          .filter((story) => checkedIn(story, project))
          .map((story) => baselineName(story.id, locale, project)),
      ),
    ]),
  );
  const folder = path.dirname(testInfo.snapshotPath('x.png', { kind: 'screenshot' }));
  const orphans = readdirSync(folder).filter((file) => file.endsWith('.png') && !expected.has(file));
  expect(orphans, 'baselines no check compares (delete them)').toEqual([]);
});

/**
 * Renders the story in `locale` and checks it: it rendered in that language, its play function and
 * Storybook's reports (axe) passed, and it looks like its baseline.
 */
async function check(storyPage: StoryPage, story: IndexEntry, locale: Locale, testInfo: TestInfo) {
  const { page, show } = storyPage;
  const fullMotion = story.tags?.includes(FULL_MOTION) ?? false;
  const { phase, finished, a11yOff, errors, ownLocale, declared } = await show(story.id, locale, {
    fullMotion,
  });
  // A story that declares its viewport is checked at that size only, in the project of its kind.
  expect(
    declared?.value === undefined || declared.size !== null,
    `the viewport ${declared?.value} is known`,
  ).toBe(true);
  const kind = declared ? (declared.type === 'mobile' ? MOBILE_ONLY : DESKTOP_ONLY) : null;
  expect(
    projectTags(story),
    `a story declaring the viewport ${declared?.value ?? '(none)'} is tagged ${kind ?? 'for no single project'}`,
  ).toEqual(kind ? [`@${kind}`] : []);
  expect(phase, 'the story rendered and its play function passed').toBe('finished');
  // An exception Storybook displayed instead of the story, e.g. a text missing from the kit's
  // resources in this language (.storybook/i18n.ts throws on a missing key).
  expect(errors, 'Storybook showed no error').toEqual([]);
  // A story may fix its own language (e.g. a German layout case); in French and German only
  // stories that follow the toolbar's language are checked (`!i18n-visual` leaves one out).
  expect(
    await page.evaluate(() => document.documentElement.lang),
    'the story rendered in the language asked for',
  ).toBe(locale === 'en' ? (ownLocale ?? 'en') : locale);
  // Storybook's own verdict on the run: play function, unhandled errors and every report (the
  // a11y addon's axe violations, which are errors: `parameters.a11y.test` in .storybook/preview).
  const failed = finished?.reporters.filter((report) => report.status === 'failed') ?? [];
  expect(
    failed.map((report) => `${report.type}: ${report.problems.join('; ') || 'failed'}`),
    'no failed report (axe violations)',
  ).toEqual([]);
  expect(finished?.status, 'Storybook reported the story as passed').toBe('success');
  expect(
    a11yOff || finished?.reporters.some((report) => report.type === 'a11y'),
    'the a11y addon checked the story',
  ).toBe(true);
  const wholePage = story.title.startsWith('Pages/');
  await page.evaluate(async (settle) => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // Two frames, as toHaveScreenshot waits before its own screenshot.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
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
    // A full-page picture is as tall as the page when it is taken. A whole page still settling (a
    // row that measures its width before showing its arrows, a list answered a moment later) would
    // be cut short under load: wait until its height holds for 150 ms (3 s at most).
    if (!settle) return;
    const until = performance.now() + 3_000;
    let height = document.documentElement.scrollHeight;
    let since = performance.now();
    while (performance.now() < until && performance.now() - since < 150) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = document.documentElement.scrollHeight;
      if (now !== height) {
        height = now;
        since = performance.now();
      }
    }
  }, wholePage);
  const name = baselineName(story.id, locale, testInfo.project.name);
  // A screenshot whose PNG is byte for byte its baseline has exactly the baseline's pixels: that
  // settles it without decoding both images and comparing them pixel by pixel, which is most of
  // toHaveScreenshot's own work when the page is unchanged. Anything else (a different encoding,
  // a changed pixel, no baseline yet, re-recording) goes through toHaveScreenshot as before.
  const baseline = testInfo.snapshotPath(name, { kind: 'screenshot' });
  if (testInfo.config.updateSnapshots !== 'all' && existsSync(baseline)) {
    const shot = await page.screenshot({ ...SCREENSHOT, fullPage: true });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, { fullPage: true });
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, { tag: projectTags(story) }, async ({ storyPage }, testInfo) => {
    await check(storyPage, story, 'en', testInfo);
  });
}

// After every English check, one language at a time: each worker switches language seldom.
for (const locale of OTHER_LOCALES) {
  for (const story of localized) {
    test(
      `${story.title} / ${story.name} [${locale}]`,
      { tag: projectTags(story) },
      async ({ storyPage }, testInfo) => {
        await check(storyPage, story, locale, testInfo);
      },
    );
  }
}
