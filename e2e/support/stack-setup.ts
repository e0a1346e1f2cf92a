/**
 * Global setup of `e2e/e2e.config.ts`: ONE local stack for the whole run, whatever the number of
 * workers and projects. It runs `apps/api/scripts/start-stack.ts` (cognito-local, the API on PGlite
 * with the catalogue and the demo user, the web app built and served by `vite preview`) on the
 * ports the config picked and on a fresh temporary folder (database, pool and web build), waits
 * until the API and the web app answer, publishes the pool's ids to the workers (`E2E_*` variables,
 * see `stack.ts`) and returns the teardown.
 *
 * The teardown (also when tests fail or the run is interrupted: Ctrl-C, SIGTERM, SIGHUP) sends
 * SIGTERM to start-stack, which stops its children, then kills whatever still carries this run's
 * marker in its environment (a web build cut short, a child whose parent was killed) and removes
 * the folder. Should this process end without a teardown (SIGKILL), `stack-reaper.mjs` does the
 * same; a folder that still outlives a run is removed by the next run (`removeStaleFolders`).
 *
 * `E2E_STACK_LOG=1` streams the stack's output; otherwise its last lines are printed when it fails.
 * `E2E_STACK_TIMEOUT_MS` (default 300000) bounds the start, the web build included.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEMO_USER, signIn, STACK_ENV, stackDirs, stackPorts, stackUrls } from './stack.ts';

const SUPPORT_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(SUPPORT_DIR, '../..');
const API_DIR = path.join(ROOT, 'apps/api');
const READY_TIMEOUT_MS = Number(process.env.E2E_STACK_TIMEOUT_MS) || 300_000;
const STOP_TIMEOUT_MS = 20_000;
/** Put in the stack's environment only (never in this process's): every process it starts inherits it. */
const MARKER = 'E2E_STACK_MARKER';
const FOLDER_PREFIX = 'diet-e2e-stack-';
const streamOutput = process.env.E2E_STACK_LOG === '1';

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const ports = await stackPorts();
  const urls = stackUrls(ports);
  await removeStaleFolders();
  const dir = await mkdtemp(path.join(os.tmpdir(), FOLDER_PREFIX));
  const dirs = stackDirs(dir);
  startReaper(dir);

  const output = new Tail(120);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-stack.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dirs.dataDir,
      COGNITO_DIR: dirs.cognitoDir,
      // The run's own build folder: a run at the same time never overwrites what this one serves.
      WEB_DIST_DIR: dirs.webDistDir,
      COGNITO_PORT: String(ports.cognito),
      API_PORT: String(ports.api),
      WEB_PORT: String(ports.web),
      // Every journey posts from 127.0.0.1: the public calls' flood limits (per address and hour,
      // tested in the API's own tests) would refuse the registrations of one run at both widths.
      RATE_LIMIT_REGISTRATION: '1000',
      RATE_LIMIT_NEWSLETTER: '1000',
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_SAMPLES: '10000',
      // Each worker's member opens the dashboard and saves its profile far more often in one run
      // than a person in an hour: the per-user limits are tested in the API's own tests.
      RATE_LIMIT_PRODUCTS: '100000',
      RATE_LIMIT_PROFILE_WRITES: '100000',
      RATE_LIMIT_CHANGES: '100000',
      [MARKER]: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      if (streamOutput)
        process.stdout.write(prefixLines(chunk.toString('utf8'), performance.now() - started));
    });
  }
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ?? `code ${code}`;
      resolve();
    }),
  );

  let stopping: Promise<void> | undefined;
  // Playwright handles SIGINT (it stops the tests, then runs the teardown) but not SIGTERM or
  // SIGHUP, which would end this process at once and leave the stack running: stop it first, then
  // end as the signal asked. A second signal ends at once (the reaper cleans up).
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    process.stderr.write(`[e2e] ${signal}: stopping the stack\n`);
    void stop().finally(() => process.exit(signal === 'SIGHUP' ? 129 : 143));
  };
  const signals = ['SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, onSignal);

  const stop = () => (stopping ??= stopOnce());
  const stopOnce = async () => {
    const start = performance.now();
    if (exit === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(STOP_TIMEOUT_MS)]);
      if (exit === null) {
        process.stderr.write(
          `[e2e] start-stack did not stop within ${seconds(STOP_TIMEOUT_MS)}: killing it\n`,
        );
        child.kill('SIGKILL');
        await exited;
      }
    }
    const left = await killMarked(dir);
    if (left) process.stderr.write(`[e2e] ${left} process(es) of the stack outlived start-stack: killed\n`);
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    for (const signal of signals) process.removeListener(signal, onSignal);
    console.log(`[e2e] stack stopped in ${seconds(performance.now() - start)}`);
  };

  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    const poolJson = path.join(dirs.cognitoDir, 'pool.json');
    for (;;) {
      if (exit !== null) throw new Error(`start-stack exited (${exit}) before the stack was ready`);
      if (Date.now() > deadline)
        throw new Error(`the stack was not ready within ${seconds(READY_TIMEOUT_MS)}`);
      // start-stack serves the web app last: once it answers, everything before it is up.
      if (
        (await answers(`${urls.webUrl}/`)) &&
        (await answers(`${urls.apiUrl}/health`)) &&
        existsSync(poolJson)
      ) {
        break;
      }
      await sleep(250);
    }
    const { userPoolId, clientId } = JSON.parse(await readFile(poolJson, 'utf8')) as {
      userPoolId: string;
      clientId: string;
    };
    process.env[STACK_ENV.dir] = dir;
    process.env[STACK_ENV.userPoolId] = userPoolId;
    process.env[STACK_ENV.clientId] = clientId;
    try {
      await signIn(DEMO_USER.username, DEMO_USER.password, {
        cognitoEndpoint: urls.cognitoEndpoint,
        clientId,
      });
    } catch (error) {
      throw new Error(
        'the demo user cannot sign in: does DEMO_USER in e2e/support/stack.ts still match ' +
          `apps/api/src/local/cognito.ts? (${error instanceof Error ? error.message : String(error)})`,
        { cause: error },
      );
    }
  } catch (error) {
    await stop();
    throw new Error(
      `[e2e] cannot start the stack: ${error instanceof Error ? error.message : String(error)}\n` +
        `--- last lines of start-stack ---\n${output.text()}`,
      { cause: error },
    );
  }

  void exited.then(() => {
    if (!stopping) {
      process.stderr.write(
        `[e2e] the stack stopped during the run (${exit}); the tests that follow will fail.\n` +
          `--- last lines of start-stack ---\n${output.text()}\n`,
      );
    }
  });
  console.log(
    `[e2e] stack ready in ${seconds(performance.now() - started)} ` +
      `(${seconds(process.uptime() * 1000)} after the run started): web ${urls.webUrl}, ` +
      `API ${urls.apiUrl}, identity ${urls.cognitoEndpoint}, folder ${dir}`,
  );
  return stop;
}

/**
 * The safety net for an end without teardown (SIGKILL, a crash): `stack-reaper.mjs`, in a process
 * group of its own (group signals meant for this run do not reach it), waits for this process's
 * end (its stdin closes) and then stops what is left of the stack and removes the folder.
 */
function startReaper(dir: string): void {
  const reaper = spawn(process.execPath, [path.join(SUPPORT_DIR, 'stack-reaper.mjs'), dir], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  reaper.unref();
  (reaper.stdin as Socket).unref();
}

/**
 * Folders of earlier runs that were killed outright (SIGKILL leaves no chance to clean up): older
 * than 10 minutes and no process carries their marker any more. Linux only (it reads /proc).
 */
async function removeStaleFolders(): Promise<void> {
  if (!existsSync('/proc')) return;
  for (const name of await readdir(os.tmpdir())) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - (await stat(dir)).mtimeMs < 10 * 60_000 || markedPids(dir).length) continue;
      await rm(dir, { recursive: true, force: true });
      console.log(`[e2e] removed ${dir}, left by an earlier run that was killed`);
    } catch {
      // gone meanwhile, or not ours
    }
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** The processes (other than this one) whose environment carries this run's marker (Linux: /proc). */
function markedPids(dir: string): number[] {
  if (!existsSync('/proc')) return [];
  const needle = Buffer.from(`\0${MARKER}=${dir}\0`);
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environ = Buffer.concat([
        Buffer.from('\0'),
        readFileSync(`/proc/${pid}/environ`),
        Buffer.from('\0'),
      ]);
      if (environ.includes(needle)) pids.push(pid);
    } catch {
      // gone, or not ours
    }
  }
  return pids;
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the marked processes, SIGKILL to those left after 3 s; returns how many there were. */
async function killMarked(dir: string): Promise<number> {
  const pids = markedPids(dir);
  for (const pid of pids) kill(pid, 'SIGTERM');
  for (let i = 0; i < 30 && markedPids(dir).length; i++) await sleep(100);
  for (const pid of markedPids(dir)) kill(pid, 'SIGKILL');
  return pids.length;
}

/** `[stack +12.3 s] …`: each line with the time since the setup began. */
function prefixLines(text: string, elapsedMs: number): string {
  return text.replace(/^(?=.)/gm, `[stack +${seconds(elapsedMs)}] `);
}

/** The last lines of an output. */
class Tail {
  private lines: string[] = [];
  private partial = '';
  constructor(private readonly max: number) {}
  push(text: string): void {
    const parts = (this.partial + text).split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts);
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max);
  }
  text(): string {
    // Without colour codes: FORCE_COLOR reaches the build's output.
    return [...this.lines, this.partial].join('\n').replace(ANSI, '').trim();
  }
}
