/**
 * The evidence behind a product's verdict for one user: for each of the user's diets the product
 * is red or yellow for, the engine's reasons that decided it (what the API's product details send),
 * as the kit's `VerdictEvidence` shows them.
 */
import type { IntoleranceCode, Product, ProductReason } from '@diet/domain';
import type { EvidenceKind } from '@diet/ui/verdict-evidence';

export interface EvidenceItem {
  text: string;
  lang: string | null;
  start: number | null;
  end: number | null;
  kind: EvidenceKind;
  /** The rule's id, e.g. `lactose.milk`: its plain-language text is `rules.<id>` in `product`. */
  rule: string;
}

export interface DietEvidenceItems {
  diet: IntoleranceCode;
  level: 'red' | 'yellow';
  findings: EvidenceItem[];
}

/** A taxonomy tag as the pack's data writes it ("en:lactose-free", "fr:lait"). */
const TAG = /^[a-z]{2,3}:([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)$/u;

/**
 * A reason's words as a reader can find them: a label's or a trace's tag ("en:lactose-free") reads
 * as its words ("lactose free"); any other text is printed as found.
 */
export function readableText(text: string): string {
  const tag = TAG.exec(text.trim());
  return tag ? tag[1]!.replaceAll('-', ' ') : text;
}

/**
 * What a reason says: a "may contain" statement (the pack's traces), missing information (no
 * ingredient list, or none the engine reads), an ingredient that does not suit (red) or one that
 * may not (yellow: oats, an unnamed cereal, a ripened cheese).
 */
export function evidenceKind(reason: Pick<ProductReason, 'rule' | 'verdict' | 'source'>): EvidenceKind {
  if (reason.rule.endsWith('.may-contain') || reason.source === 'traces') return 'may-contain';
  if (reason.rule.startsWith('data.')) return 'missing';
  return reason.verdict === 'red' ? 'contains' : 'uncertain';
}

/**
 * The evidence for each of the user's diets the product does not (red) or may not (yellow) suit:
 * red diets first, then yellow, each in the product's colour order (as the banner picks its diet).
 * A diet's findings are the reasons of its level (those that gave it its colour), the same words
 * under the same rule once, in reading order; without any, every non-green reason of the diet.
 * A diet with no reason at all still shows, with one finding of rule `unknown`: its colour needs
 * saying even when its reasons are not known.
 */
export function dietEvidence(
  product: Pick<Product, 'colors' | 'reasons'>,
  intolerances: readonly number[],
): DietEvidenceItems[] {
  const user = new Set(intolerances);
  const reasons = product.reasons ?? [];
  const diets: DietEvidenceItems[] = [];
  const levels = [
    ['red', product.colors.red],
    ['yellow', product.colors.yellow],
  ] as const;
  for (const [level, codes] of levels) {
    for (const code of codes) {
      if (!user.has(code) || diets.some((entry) => entry.diet === code)) continue;
      const own = reasons.filter((reason) => reason.code === code);
      const deciding = own.filter((reason) => reason.verdict === level);
      const chosen = deciding.length > 0 ? deciding : own.filter((reason) => reason.verdict !== 'green');
      const seen = new Set<string>();
      const findings = chosen
        .filter((reason) => {
          const key = `${reason.rule}|${reason.text.toLocaleLowerCase()}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .sort((a, b) => (a.start ?? Number.MAX_SAFE_INTEGER) - (b.start ?? Number.MAX_SAFE_INTEGER))
        .map((reason): EvidenceItem => ({
          text: readableText(reason.text),
          lang: reason.lang,
          start: reason.source === 'ingredients' ? reason.start : null,
          end: reason.source === 'ingredients' ? reason.end : null,
          kind: evidenceKind(reason),
          rule: reason.rule,
        }));
      if (findings.length === 0) {
        findings.push({
          text: '',
          lang: null,
          start: null,
          end: null,
          kind: level === 'red' ? 'contains' : 'uncertain',
          rule: 'unknown',
        });
      }
      diets.push({ diet: code, level, findings });
    }
  }
  return diets;
}
