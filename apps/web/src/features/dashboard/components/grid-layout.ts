/** The product grid's layout rules, kept apart from React so they are tested on their own. */
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/** Narrowest tile: 140 px on phones (two columns from 320 px), 200 px from 640 px on. */
const MIN_TILE_PHONE = 140;
const MIN_TILE = 200;
const MAX_COLUMNS = 6;
/** Gap between tiles (Tailwind gap-3 / gap-5). */
const GAP_PHONE = 12;
const GAP = 20;

/** Columns and gap of the grid for a list `width` px wide. */
export function gridLayout(width: number): { columns: number; gap: number } {
  const phone = width < 640;
  const gap = phone ? GAP_PHONE : GAP;
  const min = phone ? MIN_TILE_PHONE : MIN_TILE;
  const columns = Math.max(1, Math.min(MAX_COLUMNS, Math.floor((width + gap) / (min + gap))));
  return { columns, gap };
}

/** The rows to render: the visible ones with two on each side, plus the row that holds focus. */
export function rowsToRender(range: Range, focusedRow: number | null): number[] {
  const rows = defaultRangeExtractor(range);
  if (focusedRow === null || focusedRow >= range.count || rows.includes(focusedRow)) return rows;
  return [...rows, focusedRow].sort((a, b) => a - b);
}
