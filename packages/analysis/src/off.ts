import type { IntoleranceCode } from '@diet/domain';

import type { Analysis, OffProduct } from './types';

/**
 * Agreement with Open Food Facts' own allergen parse, the outside reference the issue asks for.
 *
 * Definition: for gluten, Open Food Facts "flags" a product when `en:gluten` is in its
 * `allergens_tags` or `traces_tags`; for milk, when `en:milk` is. We agree when
 * (OFF flags) ⇔ (our verdict for the code is not green), code 2 for gluten, code 1 for milk.
 * Only products with an ingredient list count (products without one are yellow by policy, and
 * Open Food Facts has nothing to parse).
 */
export const OFF_REFERENCES = [
  { name: 'gluten', code: 2, tag: 'en:gluten' },
  { name: 'milk', code: 1, tag: 'en:milk' },
] as const satisfies readonly { name: string; code: IntoleranceCode; tag: string }[];

export type OffReferenceName = (typeof OFF_REFERENCES)[number]['name'];

export interface Disagreement {
  code: string;
  name: string;
  /** Open Food Facts flags the allergen; we say green. */
  offFlags: boolean;
  ours: string;
  /** Our reasons for the code (rule: text), or the first ingredients when we found none. */
  evidence: string;
  /**
   * When our verdict is not green only because the list could not be read in full, the reading
   * rule (`data.cut-off`, `data.not-understood`, `data.nothing-recognised`); null otherwise.
   */
  reading: string | null;
}

/** Rules that say how much of the list was read rather than what it contains. */
export const READING_RULES: readonly string[] = [
  'data.cut-off',
  'data.not-understood',
  'data.nothing-recognised',
];

export interface Agreement {
  name: OffReferenceName;
  code: IntoleranceCode;
  tag: string;
  products: number;
  agree: number;
  /** agree / products, 0-1 */
  rate: number;
  /** Products whose list was read in full (no reading reason), and the agreement among them. */
  readProducts: number;
  readAgree: number;
  readRate: number;
  disagreements: Disagreement[];
}

function tags(value: unknown): readonly string[] {
  return Array.isArray(value) ? (value.filter((t) => typeof t === 'string') as string[]) : [];
}

/** Whether the product has a non-empty ingredient list in any language. */
export function hasIngredientList(product: OffProduct): boolean {
  for (const key of Object.keys(product)) {
    if (!key.startsWith('ingredients_text')) continue;
    if (!/^ingredients_text(?:_[a-z]{2,3})?$/.test(key)) continue;
    const value = product[key];
    if (typeof value === 'string' && value.trim() !== '') return true;
  }
  return false;
}

/** Whether Open Food Facts lists `tag` among the product's allergens or traces. */
export function offFlags(product: OffProduct, tag: string): boolean {
  return tags(product['allergens_tags']).includes(tag) || tags(product['traces_tags']).includes(tag);
}

function firstIngredients(product: OffProduct): string {
  for (const key of Object.keys(product)) {
    const value = product[key];
    if (key.startsWith('ingredients_text') && typeof value === 'string' && value.trim() !== '') {
      return value.replace(/\s+/g, ' ').slice(0, 160);
    }
  }
  return '';
}

/** Compares our verdicts with Open Food Facts for every reference, over products with ingredients. */
export function compareWithOff(products: readonly OffProduct[], analyses: readonly Analysis[]): Agreement[] {
  return OFF_REFERENCES.map((ref) => {
    let total = 0;
    let agree = 0;
    let readProducts = 0;
    let readAgree = 0;
    const disagreements: Disagreement[] = [];
    products.forEach((product, i) => {
      if (!hasIngredientList(product)) return;
      const analysis = analyses[i]!;
      total++;
      const off = offFlags(product, ref.tag);
      const verdict = analysis.verdicts[ref.code];
      const ours = verdict.verdict !== 'green';
      const readingReason = verdict.reasons.find((r) => READING_RULES.includes(r.rule));
      const fullyRead = readingReason === undefined;
      if (fullyRead) readProducts++;
      if (off === ours) {
        agree++;
        if (fullyRead) readAgree++;
        return;
      }
      const onlyReading =
        readingReason !== undefined &&
        verdict.reasons.every((r) => r.verdict === 'green' || READING_RULES.includes(r.rule));
      const reasons = verdict.reasons
        .filter((r) => r.verdict !== 'green' || !ours)
        .map((r) => `${r.rule}: "${r.text}" (${r.verdict})`);
      disagreements.push({
        code: String(product.code ?? ''),
        name: String(product['product_name'] ?? ''),
        offFlags: off,
        ours: verdict.verdict,
        evidence: reasons.length > 0 ? reasons.join('; ') : firstIngredients(product),
        reading: onlyReading ? readingReason.rule : null,
      });
    });
    return {
      name: ref.name,
      code: ref.code,
      tag: ref.tag,
      products: total,
      agree,
      rate: total === 0 ? 1 : agree / total,
      readProducts,
      readAgree,
      readRate: readProducts === 0 ? 1 : readAgree / readProducts,
      disagreements,
    };
  });
}
