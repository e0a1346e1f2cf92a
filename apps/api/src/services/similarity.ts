/**
 * Text similarity for suggestions: word sets (lower-cased, accents folded, words of two letters
 * or more) compared by Jaccard index. Deterministic and cheap enough for a catalogue scan.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function words(...texts: readonly (string | null | undefined)[]): Set<string> {
  const set = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of text
      .normalize('NFD')
      .replace(COMBINING_MARKS, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 2) set.add(word);
    }
  }
  return set;
}

/** |a ∩ b| / |a ∪ b|, 0 when both are empty. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}
