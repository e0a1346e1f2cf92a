// The e2e stack's safety net: `node stack-reaper.mjs <dir>`, started by stack-setup.ts in its own
// process group, with a pipe from Playwright's main process on stdin. When that pipe closes (the
// main process ended, however: even SIGKILL), it stops whatever is left of that run's stack (every
// process whose environment carries E2E_STACK_MARKER=<dir>: SIGTERM, SIGKILL after 10 s) and removes
// <dir>. After a normal teardown nothing is left and it just exits. Linux only (it reads /proc).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const dir = process.argv[2];
if (!dir) process.exit(2);
const needle = Buffer.from(`\0E2E_STACK_MARKER=${dir}\0`);

function marked() {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .map(Number)
    .filter((pid) => {
      if (!Number.isInteger(pid) || pid === process.pid) return false;
      try {
        return Buffer.concat([
          Buffer.from('\0'),
          readFileSync(`/proc/${pid}/environ`),
          Buffer.from('\0'),
        ]).includes(needle);
      } catch {
        return false;
      }
    });
}

function kill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

async function reap() {
  for (const pid of marked()) kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && marked().length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of marked()) kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  process.exit(0);
}

process.stdin.on('error', () => undefined);
process.stdin.once('close', () => void reap());
process.stdin.resume();
