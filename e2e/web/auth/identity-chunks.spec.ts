/**
 * No public page loads the identity library (issues 11 and 12): the production build the stack
 * serves (the run's own build folder, `stack().webDistDir`, built by start-stack with
 * `build.manifest`) is walked from its entry through every public route's chunks, and each chunk's
 * source map must name no Amplify module.
 * The page-level check (the scripts a browser actually fetches) is in `site/shell.spec.ts`.
 */
import { expect, test } from '@playwright/test';

import { checkPublicChunks } from '../../../scripts/web-chunks.ts';
import { stack } from '../../support/stack.ts';

test('given the production build, should put no Amplify code in any chunk a public page loads @desktop-only', async () => {
  const { publicKeys, offenders, identityChunk } = await checkPublicChunks(stack().webDistDir);
  // The walk reaches every public page…
  for (const screen of ['home', 'about', 'diets', 'contact', 'privacy', 'cookie', 'terms', 'not-found'])
    expect(publicKeys).toContain(`src/features/site/screens/${screen}-screen.tsx`);
  // …the check sees Amplify where it is (the adapter's own chunk)…
  expect(identityChunk?.libraryModules ?? 0).toBeGreaterThan(50);
  expect(publicKeys).not.toContain(identityChunk?.key);
  // …and finds it nowhere else.
  expect(offenders).toEqual([]);
});
