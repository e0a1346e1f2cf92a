import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** The attribute that names a list item's row (its product id). */
export const ROW_ATTRIBUTE = 'data-row-id';

/**
 * Keeps the keyboard focus when the focused item of a list disappears (hidden or removed), as an
 * unfavourited card does: focus moves to the next shown item's first control, else the previous
 * one's, else `fallback` (the section's heading). Spread the returned handlers on the list; each
 * item carries `data-row-id`. `version` changes whenever the items or their visibility change.
 */
export function useFocusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  version: string,
) {
  const focused = useRef<string | null>(null);
  /** The row ids of the last render, to find a removed row's neighbours. */
  const order = useRef<string[]>([]);

  useLayoutEffect(() => {
    const rows = [...(list.current?.querySelectorAll<HTMLElement>(`:scope > [${ROW_ATTRIBUTE}]`) ?? [])];
    const byId = new Map(rows.map((row) => [row.getAttribute(ROW_ATTRIBUTE) ?? '', row]));
    const before = order.current;
    order.current = [...byId.keys()];
    const id = focused.current;
    if (id === null) return;
    const row = byId.get(id);
    if (row && !row.hidden) return;
    const active = document.activeElement;
    // Focus already went somewhere else on purpose: nothing to rescue.
    if (active && active !== document.body && !row?.contains(active)) {
      focused.current = null;
      return;
    }
    // Its neighbours, nearest first: the ones after it, then the ones before it (in the order the
    // list had when the row was last seen, which also covers a row that is gone altogether).
    const ids = row ? order.current : before;
    const index = ids.indexOf(id);
    const neighbours = index < 0 ? [] : [...ids.slice(index + 1), ...ids.slice(0, index).reverse()];
    const next = neighbours
      .map((other) => byId.get(other))
      .find((candidate) => candidate && !candidate.hidden);
    const control = next?.querySelector<HTMLElement>('a[href], button:not([disabled])');
    if (control) control.focus();
    else {
      focused.current = null;
      fallback.current?.focus();
    }
  }, [list, fallback, version]);

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const row = (event.target as Element).closest(`[${ROW_ATTRIBUTE}]`);
      focused.current = row?.getAttribute(ROW_ATTRIBUTE) ?? null;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // A hidden element loses focus with no related target; that case is handled above.
      const to = event.relatedTarget as Node | null;
      if (to && !event.currentTarget.contains(to)) focused.current = null;
    },
  };
}
