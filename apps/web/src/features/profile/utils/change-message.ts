/**
 * What a save of diets or preferences changed in the lists, in words (issue 30): "14 products are
 * now red, 3 now yellow and 6 now green" after a diet save, "12 products are now hidden and 3
 * shown again" after a preferences save. Built from the server's counts (`/products/changes`),
 * never guessed; nothing when nothing changed.
 */
import type { ProductChanges } from '@diet/domain';

/** The pages whose save can change the lists. */
export type ChangePage = 'dietProfile' | 'preferences';

/** A change worth a phrase, in the order the sentence says them. */
export type ChangePart = 'red' | 'yellow' | 'green' | 'hidden' | 'shown';

const PARTS: Record<ChangePage, readonly { part: ChangePart; field: keyof ProductChanges }[]> = {
  dietProfile: [
    { part: 'red', field: 'now_red' },
    { part: 'yellow', field: 'now_yellow' },
    { part: 'green', field: 'now_green' },
  ],
  preferences: [
    { part: 'hidden', field: 'now_hidden' },
    { part: 'shown', field: 'now_shown' },
  ],
};

/** The changes a page's save reports: those that happened (count above 0), in the sentence's order. */
export function changeParts(
  page: ChangePage,
  changes: ProductChanges,
): { part: ChangePart; count: number }[] {
  return PARTS[page]
    .map(({ part, field }) => ({ part, count: changes[field] }))
    .filter(({ count }) => count > 0);
}

/** A translation function as i18next's `t` with the `profile` texts (plural forms by `count`). */
export type Translate = (key: string, values: { count: number; n: string }) => string;

/**
 * The sentence, or null when nothing changed: the first change said in full ("14 products are now
 * red"), the others short ("6 now green"), joined as the language joins a list, with a full stop.
 */
export function changeMessage(
  page: ChangePage,
  changes: ProductChanges,
  t: Translate,
  locale: string,
): string | null {
  const parts = changeParts(page, changes);
  if (parts.length === 0) return null;
  const numbers = new Intl.NumberFormat(locale);
  const phrases = parts.map(({ part, count }, index) =>
    t(`changes.${part}${index === 0 ? 'Full' : ''}`, { count, n: numbers.format(count) }),
  );
  return `${new Intl.ListFormat(locale, { type: 'conjunction' }).format(phrases)}.`;
}
