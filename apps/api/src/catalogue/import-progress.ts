/**
 * How the importer shows its progress and result: a bar redrawn in place (`\r`) on a terminal,
 * plain lines every N rows otherwise (logs, CI, pipes), and the summary at the end.
 */
import type { ImportProgress, ImportSummary } from './import';

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressOptions {
  /** Draw a bar (default: `out.isTTY`). */
  tty?: boolean;
  /** Plain mode: a line every this many rows (default 1000). */
  every?: number;
  /** TTY mode: redraw at most this often (default 100 ms). */
  intervalMs?: number;
  now?: () => number;
}

const BAR_WIDTH = 24;

const count = (value: number) => value.toLocaleString('en-US');

function rate(rows: number, elapsedMs: number): string {
  return elapsedMs > 0 ? `${count(Math.round(rows / (elapsedMs / 1000)))} products/s` : '- products/s';
}

function percent(progress: ImportProgress): number | null {
  if (progress.totalBytes === null) return null;
  if (progress.totalBytes === 0) return 100;
  return Math.min(100, (progress.bytesRead / progress.totalBytes) * 100);
}

/** One bar line (no `\r`): `[######------]  42.0 %  1,050 rows  2,400 products/s  …`. */
export function formatProgressBar(progress: ImportProgress): string {
  const pct = percent(progress);
  const filled = pct === null ? 0 : Math.round((pct / 100) * BAR_WIDTH);
  const bar =
    pct === null
      ? ''
      : `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${pct.toFixed(1).padStart(5)} %  `;
  return (
    `${bar}${count(progress.read)} rows  ${rate(progress.read, progress.elapsedMs)}  ` +
    `${count(progress.inserted)} new, ${count(progress.updated)} updated, ${count(progress.skipped)} skipped`
  );
}

/** One plain progress line: `imported 1,000 rows (53 %): 998 new, 0 updated, 2 skipped; 2,400 products/s`. */
export function formatProgressLine(progress: ImportProgress): string {
  const pct = percent(progress);
  return (
    `imported ${count(progress.read)} rows${pct === null ? '' : ` (${Math.floor(pct)} %)`}: ` +
    `${count(progress.inserted)} new, ${count(progress.updated)} updated, ${count(progress.skipped)} skipped; ` +
    rate(progress.read, progress.elapsedMs)
  );
}

/** A progress callback for {@link importOffJsonl}'s `onProgress`, writing to `out` (stderr). */
export function progressReporter(
  out: ProgressOutput,
  options: ProgressOptions = {},
): (progress: ImportProgress) => void {
  const tty = options.tty ?? Boolean(out.isTTY);
  const every = Math.max(1, options.every ?? 1000);
  const intervalMs = options.intervalMs ?? 100;
  const now = options.now ?? (() => performance.now());
  let lastDraw = -Infinity;
  let lastWidth = 0;
  let lastLine = 0;
  return (progress) => {
    if (!tty) {
      if (!progress.done && progress.read > 0 && progress.read % every === 0 && progress.read !== lastLine) {
        lastLine = progress.read;
        out.write(`${formatProgressLine(progress)}\n`);
      }
      return;
    }
    const t = now();
    if (!progress.done && t - lastDraw < intervalMs) return;
    lastDraw = t;
    let line = formatProgressBar(progress);
    if (out.columns && line.length > out.columns - 1) line = line.slice(0, out.columns - 1);
    out.write(`\r${line}${' '.repeat(Math.max(0, lastWidth - line.length))}${progress.done ? '\n' : ''}`);
    lastWidth = line.length;
  };
}

/** The summary printed at the end; skipped rows are listed up to `maxErrors`, then "... and N more". */
export function formatSummary(file: string, summary: ImportSummary, maxErrors = 20): string {
  const lines = [
    `Imported ${file} in ${(summary.elapsedMs / 1000).toFixed(1)} s (${rate(summary.read, summary.elapsedMs)})`,
    `  read      ${count(summary.read)}`,
    `  inserted  ${count(summary.inserted)}`,
    `  updated   ${count(summary.updated)}`,
    `  skipped   ${count(summary.skipped)}`,
  ];
  if (summary.categoriesCreated > 0) lines.push(`  categories created  ${count(summary.categoriesCreated)}`);
  if (summary.skipped > 0) {
    lines.push('Skipped rows:');
    const shown = summary.errors.slice(0, maxErrors);
    for (const error of shown) lines.push(`  line ${error.line}: ${error.reason}`);
    const more = summary.skipped - shown.length;
    if (more > 0) lines.push(`  ... and ${count(more)} more`);
  }
  return `${lines.join('\n')}\n`;
}
