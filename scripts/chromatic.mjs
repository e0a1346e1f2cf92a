// `pnpm chromatic`: publishes the built Storybook to Chromatic for cloud visual review.
// Needs CHROMATIC_PROJECT_TOKEN and network access; never part of the offline `pnpm test`.
// The CLI retries forever without a network, so it always runs under a time limit.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('pnpm chromatic needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com).');
  process.exit(1);
}
const minutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 20);
const { status } = spawnSync(
  'timeout',
  [
    `${minutes}m`,
    'pnpm',
    'exec',
    'chromatic',
    '--config-file',
    'chromatic.config.json',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
if (status === 124) console.error(`chromatic did not finish within ${minutes} minutes.`);
process.exit(status ?? 1);
