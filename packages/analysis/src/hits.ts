import type { IntoleranceCode, Verdict } from '@diet/domain';

import type { RuleId } from './rules';
import type { Lang, Reason } from './types';

/**
 * Findings before free-from claims are applied, and the reasons they carry: shared by the reading
 * of a text (read-text.ts), the reading measure's reasons (reading-reasons.ts) and the product
 * (analyze.ts).
 */

/** A finding before free-from claims are applied. */
export interface Hit {
  code: IntoleranceCode;
  reason: Reason;
  /** A gluten-free claim turns it green. */
  glutenFree: boolean;
  /** A lactose claim applies to it. */
  lactose: boolean;
  /** CLAIM_* bits of local claims (on the ingredient or an enclosing one). */
  local: number;
  /**
   * Milk as such at the top level of a list that rennet makes a cheese's ("Milch, Salz, Lab"):
   * its `lactose.cheese-by-rennet` and `fodmap.lactose`, which the product's name may settle
   * (analyze.ts). Never set for cream or any other dairy word.
   */
  cheeseMilk?: boolean;
}

export interface Accumulator {
  hits: Hit[];
  /** CLAIM_* bits that apply to the whole product (labels, stand-alone phrases). */
  productClaims: number;
}

export function reasonOf(
  rule: RuleId,
  verdict: Verdict,
  source: string,
  from: number,
  to: number,
  field: string,
  lang: Lang,
): Reason {
  return {
    rule,
    text: source.slice(from, to),
    lang,
    start: from,
    end: to,
    field,
    verdict,
    from: fromOf(rule),
  };
}

/** Whether a rule speaks of the product or of how much of its label we could read. */
export function fromOf(rule: RuleId): 'product' | 'reading' {
  return rule.startsWith('data.') ? 'reading' : 'product';
}

/** Where a hit was read: its code and rule, the text and span, the field and its language. */
type HitPlace = [
  code: IntoleranceCode,
  rule: RuleId,
  source: string,
  from: number,
  to: number,
  field: string,
  lang: Lang,
];

/** A hit that only states a verdict for its code, with none of the product's flags. */
function verdictHit(
  verdict: 'yellow' | 'green',
  ...[code, rule, source, from, to, field, lang]: HitPlace
): Hit {
  return {
    code,
    reason: reasonOf(rule, verdict, source, from, to, field, lang),
    glutenFree: false,
    lactose: false,
    local: 0,
  };
}

/** A claim the label negates: yellow for its code. */
export const negatedHit = (...args: HitPlace): Hit => verdictHit('yellow', ...args);

/** A claim on the label: green for its code. */
export const claimHit = (...args: HitPlace): Hit => verdictHit('green', ...args);
