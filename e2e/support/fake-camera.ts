/**
 * Chromium's fake camera for journeys that scan: each worker's browser films one file, which the
 * fake camera reads each time a page opens the camera, so a test writes the barcode it wants
 * (`barcodeVideo`) before it opens the scanner. The camera prompt is accepted.
 *
 *   const test = base.extend<object, { cameraFile: string }>(fakeCamera('scan'));
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { LaunchOptions, WorkerInfo } from '@playwright/test';

import { barcodeVideo } from '../fixtures/barcode-video.ts';

/** A worker-scoped fixture, as Playwright's `extend` takes it (a mutable tuple). */
function worker<F>(fixture: F): [F, { scope: 'worker' }] {
  return [fixture, { scope: 'worker' }];
}

/** The worker fixtures `cameraFile` (a blank film at first) and the `launchOptions` that use it. */
export function fakeCamera(name: string) {
  return {
    cameraFile: worker(
      // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures take their dependencies as the first argument.
      async ({}, use: (file: string) => Promise<void>, workerInfo: WorkerInfo) => {
        const file = path.join(
          os.tmpdir(),
          `diet-${name}-camera-${process.pid}-${workerInfo.workerIndex}.y4m`,
        );
        writeFileSync(file, barcodeVideo(null));
        await use(file);
        rmSync(file, { force: true });
      },
    ),
    launchOptions: worker(
      async (
        { launchOptions, cameraFile }: { launchOptions: LaunchOptions; cameraFile: string },
        use: (options: LaunchOptions) => Promise<void>,
      ) => {
        await use({
          ...launchOptions,
          args: [
            ...(launchOptions.args ?? []),
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-video-capture=${cameraFile}`,
            '--use-fake-ui-for-media-stream',
          ],
        });
      },
    ),
  };
}
