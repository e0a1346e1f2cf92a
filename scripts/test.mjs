// `pnpm test`: every layer of checks, in order, stopping at the first failure.
// Prints each layer's duration and a closing summary line.
//
// A layer's `steps` run one after the other. A step may also be a list of chains (`parallel`) that
// run at the same time, each chain's steps in order: used where the steps leave a core idle (ESLint,
// Prettier and the package check are single-threaded). Their output is printed, one chain after
// the other, as each chain ends; the layer fails if any chain fails.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

/** @typedef {string | { parallel: string[][] }} Step */
/** @type {{ name: string, aliases?: string[], steps: Step[] }[]} */
const layers = [
  {
    name: 'static',
    steps: [
      {
        parallel: [
          ['pnpm run lint', 'pnpm run typecheck'],
          // The deployment (apps/infra): the web app built for it and the stack synthesized offline.
          // The package check leaves its tarball for the consumer layer.
          [
            'pnpm --filter @diet/ui run check:package --keep ../../examples/vite-consumer/.pack',
            'pnpm --filter @diet/infra run synth',
          ],
        ],
      },
    ],
  },
  { name: 'unit', steps: ['pnpm exec vitest run --project unit'] },
  // The kit as another team adopts it (scripts/consumer-fixture.ts): examples/vite-consumer, outside
  // the workspace, installs the static layer's tarball with npm, type-checks strictly, builds, prints
  // each component's bundle size and compares ten components in Chromium with the kit's baselines,
  // plain and under conflicting host CSS (about a minute).
  {
    name: 'consumer',
    steps: ['pnpm exec tsx scripts/consumer-fixture.ts --tarball examples/vite-consumer/.pack/diet-ui.tgz'],
  },
  // Every story of the built Storybook, at 1280 px and 375 px: rendered, its play function run,
  // the a11y addon's axe check (violations are errors) and no unhandled error, as Storybook itself
  // reports the story finished; then screenshotted against its baseline (e2e/visual/stories.spec.ts).
  // One Storybook build and one render per story and width serve all of these checks.
  // (`pnpm test:stories` still runs the same stories as Vitest browser tests, for development.)
  {
    name: 'stories',
    aliases: ['visual'],
    steps: [
      'pnpm exec storybook build --quiet -o storybook-static',
      'pnpm exec playwright test -c e2e/visual.config.ts',
    ],
  },
  // Each public route's initial JavaScript against its budget (scripts/bench-web/budgets.json: a
  // production build and a bare React + router page, about 25 s), then the journeys: one stack for
  // the whole run (e2e/support/stack-setup.ts); start-stack builds the web app itself.
  {
    name: 'e2e',
    steps: ['pnpm bench:web --budget', 'pnpm exec playwright test -c e2e/e2e.config.ts'],
  },
];

const only = process.argv.slice(2);
const known = layers.flatMap((layer) => [layer.name, ...(layer.aliases ?? [])]);
const unknown = only.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`unknown layer(s): ${unknown.join(', ')} (layers: ${known.join(', ')})`);
  process.exit(2);
}
const selected = only.length
  ? layers.filter((layer) => [layer.name, ...(layer.aliases ?? [])].some((name) => only.includes(name)))
  : layers;
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);
const results = [];
const total = performance.now();

for (const layer of selected) {
  const start = performance.now();
  console.log(`\n▶ layer ${layer.name}`);
  for (const step of layer.steps) {
    const failed = typeof step === 'string' ? runStep(step) : await runParallel(step.parallel);
    if (failed) {
      results.push(`${layer.name} FAILED after ${seconds(start)} s (${failed.step})`);
      summary(results.length - 1, 1);
      process.exit(failed.status || 1);
    }
  }
  results.push(`${layer.name} passed in ${seconds(start)} s`);
  console.log(`✔ layer ${layer.name} passed in ${seconds(start)} s`);
}
summary(results.length, 0);

/** One step, its output streamed; the failure or null. */
function runStep(step) {
  console.log(`  $ ${step}`);
  const { status } = spawnSync(step, { shell: true, stdio: 'inherit', env });
  return status === 0 ? null : { step, status };
}

/** Chains of steps at the same time; each chain's output is printed when it ends. */
async function runParallel(chains) {
  const outcomes = await Promise.all(
    chains.map(async (chain) => {
      let log = '';
      for (const step of chain) {
        const stepStart = performance.now();
        log += `  $ ${step}\n`;
        const { status, output } = await capture(step);
        log += output + `  (${seconds(stepStart)} s)\n`;
        if (status !== 0) {
          process.stdout.write(log);
          return { step, status };
        }
      }
      process.stdout.write(log);
      return null;
    }),
  );
  return outcomes.find(Boolean) ?? null;
}

/** Runs a step with its output (stdout and stderr, interleaved) captured. */
function capture(step) {
  return new Promise((resolve) => {
    const child = spawn(step, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ status: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

function summary(passed, failed) {
  console.log('\nLayer durations:');
  for (const line of results) console.log(`  ${line}`);
  console.log(`  total ${seconds(total)} s`);
  console.log(`layers: ${passed} passed, ${failed} failed`);
}
