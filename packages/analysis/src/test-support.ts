import type { IntoleranceCode, Verdict } from '@diet/domain';

import { analyzeText } from './analyze';
import type { RuleId } from './rules';
import type { Analysis, Lang } from './types';

/**
 * Expectations of a rule table row: per code, the verdict, optionally followed by the rule that
 * must be among the reasons with that verdict ("red gluten.cereal"). Codes left out are not
 * checked.
 */
export type Expected = Partial<Record<IntoleranceCode, Verdict | `${Verdict} ${RuleId}`>>;

export type Row = readonly [text: string, expected: Expected];

/** Human-readable summary of an analysis, for failure messages. */
export function summarize(analysis: Analysis): string {
  return ([1, 2, 3, 4] as const)
    .map((code) => {
      const v = analysis.verdicts[code];
      const reasons = v.reasons.map((r) => `${r.rule}:${r.verdict}:"${r.text}"`).join(', ');
      return `${code}=${v.verdict} [${reasons}]`;
    })
    .join(' | ');
}

/** Checks one table row against `analyzeText(text, lang)`. */
export function checkRow(text: string, lang: Lang, expected: Expected): void {
  const analysis = analyzeText(text, lang);
  for (const [key, value] of Object.entries(expected)) {
    const code = Number(key) as IntoleranceCode;
    const [verdict, rule] = value.split(' ') as [Verdict, RuleId | undefined];
    const got = analysis.verdicts[code];
    expect(got.verdict, `"${text}" code ${code}: ${summarize(analysis)}`).toBe(verdict);
    if (rule !== undefined) {
      const found = got.reasons.some((r) => r.rule === rule && r.verdict === verdict);
      expect(found, `"${text}" code ${code} should give ${rule} (${verdict}): ${summarize(analysis)}`).toBe(
        true,
      );
    }
  }
}
