/**
 * Accessibility checks of whole pages with axe-core (`@axe-core/playwright`), as the stories are
 * checked in Storybook:
 *
 *   await expectNoAxeViolations(page);
 *   await expectNoAxeViolations(page, { include: 'main', disableRules: ['color-contrast'] });
 *
 * A failure lists each violation (rule, impact, help and its link, the elements' selectors) and
 * attaches axe's full results to the test's report.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export interface AxeOptions {
  /** Check only inside these CSS selectors. Default: the whole page. */
  include?: string | string[];
  /** Leave these CSS selectors out (e.g. a third-party widget). */
  exclude?: string | string[];
  /** Rules to skip, by id (`'color-contrast'`); say why next to the call. */
  disableRules?: string[];
  /** Only rules with these tags (`'wcag2a'`, `'wcag2aa'`, `'best-practice'`…). Default: axe's defaults. */
  tags?: string[];
}

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** One readable block per violated rule. */
export function formatViolations(violations: Violation[], maxNodes = 10): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, maxNodes).map((node) => `    - ${node.target.join(' ')}`);
      if (violation.nodes.length > maxNodes)
        nodes.push(`    … and ${violation.nodes.length - maxNodes} more`);
      return [
        `  ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...nodes,
      ].join('\n');
    })
    .join('\n');
}

/** Runs axe on the page as it is now and fails the test when it reports any violation. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of list(options.include)) builder = builder.include(selector);
  for (const selector of list(options.exclude)) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.tags?.length) builder = builder.withTags(options.tags);
  const { violations } = await builder.analyze();

  if (violations.length) {
    try {
      await test.info().attach('axe-violations.json', {
        body: JSON.stringify(violations, null, 2),
        contentType: 'application/json',
      });
    } catch {
      // called outside a test: the message below is enough
    }
  }
  const count = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  expect(
    violations.length,
    `axe found ${violations.length} violated rule(s) on ${count} element(s) at ${page.url()}:\n` +
      formatViolations(violations),
  ).toBe(0);
}
