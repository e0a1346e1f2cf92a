// `pnpm test`: every layer of checks, in order, stopping at the first failure.
// Prints each layer's duration and a closing summary line.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

/** @type {{ name: string, steps: string[] }[]} */
const layers = [
  {
    name: 'static',
    steps: ['pnpm run lint', 'pnpm run typecheck', 'pnpm --filter @diet/ui run check:package'],
  },
  { name: 'unit', steps: ['pnpm exec vitest run --project unit'] },
  { name: 'stories', steps: ['pnpm exec vitest run --project storybook'] },
  {
    name: 'visual',
    steps: [
      'pnpm exec storybook build --quiet -o storybook-static',
      'pnpm exec playwright test -c e2e/visual.config.ts',
    ],
  },
  // One stack for the whole run (e2e/support/stack-setup.ts); start-stack builds the web app itself.
  { name: 'e2e', steps: ['pnpm exec playwright test -c e2e/e2e.config.ts'] },
];

const only = process.argv.slice(2);
const selected = only.length ? layers.filter((layer) => only.includes(layer.name)) : layers;
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);
const results = [];
const total = performance.now();

for (const layer of selected) {
  const start = performance.now();
  console.log(`\n▶ layer ${layer.name}`);
  for (const step of layer.steps) {
    console.log(`  $ ${step}`);
    const { status } = spawnSync(step, { shell: true, stdio: 'inherit', env });
    if (status !== 0) {
      results.push(`${layer.name} FAILED after ${seconds(start)} s (${step})`);
      summary(results.length - 1, 1);
      process.exit(status ?? 1);
    }
  }
  results.push(`${layer.name} passed in ${seconds(start)} s`);
  console.log(`✔ layer ${layer.name} passed in ${seconds(start)} s`);
}
summary(results.length, 0);

function summary(passed, failed) {
  console.log('\nLayer durations:');
  for (const line of results) console.log(`  ${line}`);
  console.log(`  total ${seconds(total)} s`);
  console.log(`layers: ${passed} passed, ${failed} failed`);
}
