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

/** The rules that judge how much of a list was read, rather than what it says. */
export const READING_RULES: ReadonlySet<string> = new Set([
  'data.not-understood',
  'data.nothing-recognised',
  'data.cut-off',
]);

const RANK: Record<Verdict, number> = { green: 0, yellow: 1, red: 2 };

/** A code's verdict from its word-list reasons only (without the reading measure). */
export function ruleVerdict(analysis: Analysis, code: IntoleranceCode): Verdict {
  let v: Verdict = 'green';
  for (const r of analysis.verdicts[code].reasons) {
    if (!READING_RULES.has(r.rule) && RANK[r.verdict] > RANK[v]) v = r.verdict;
  }
  return v;
}

/**
 * Checks one table row against `analyzeText(text, lang)`. Rows are fragments that show one rule
 * (a statement alone, one ingredient), so the verdict checked is the rules' verdict without the
 * reading measure; rows that test the reading measure name its rule ("yellow data.cut-off").
 */
export function checkRow(text: string, lang: Lang, expected: Expected): void {
  const analysis = analyzeText(text, lang);
  for (const [key, value] of Object.entries(expected)) {
    const code = Number(key) as IntoleranceCode;
    const [verdict, rule] = value.split(' ') as [Verdict, RuleId | undefined];
    const got = analysis.verdicts[code];
    const reading = rule !== undefined && READING_RULES.has(rule);
    expect(
      reading ? got.verdict : ruleVerdict(analysis, code),
      `"${text}" code ${code}: ${summarize(analysis)}`,
    ).toBe(verdict);
    if (rule !== undefined) {
      const found = got.reasons.some((r) => r.rule === rule && r.verdict === verdict);
      expect(found, `"${text}" code ${code} should give ${rule} (${verdict}): ${summarize(analysis)}`).toBe(
        true,
      );
    }
  }
}
