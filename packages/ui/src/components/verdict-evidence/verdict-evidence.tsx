'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { dietTextIndex, type DietKey, type Verdict } from '../../lib/verdict.js';
import { Icon, type IconName } from '../icon/index.js';
import { MoodIcon } from '../mood-icon/index.js';

/**
 * What a finding says about the product:
 * - `contains`: an ingredient that does not suit the diet;
 * - `may-contain`: a "may contain traces of …" statement;
 * - `uncertain`: an ingredient that may or may not suit (e.g. oats, an unnamed cereal);
 * - `missing`: information is missing (no ingredient list), so suitability cannot be confirmed.
 */
export type EvidenceKind = 'contains' | 'may-contain' | 'uncertain' | 'missing';

export type EvidenceFinding = {
  /** The words exactly as printed on the pack; empty for a finding about missing information. */
  text: string;
  /** Language of `text` (e.g. `de`), for pronunciation and hyphenation. */
  lang?: string | null;
  /**
   * Where `text` is in `ingredients` (UTF-16 offsets, `end` exclusive). Without them, or when they do
   * not point at `text`, the words are looked up in the ingredients instead.
   */
  start?: number | null;
  end?: number | null;
  kind: EvidenceKind;
  /** The rule in plain language, e.g. "Milk and cream contain lactose." */
  rule: ReactNode;
};

export type DietEvidence = {
  /** The diet: `lactose` (lactose-free), `gluten` (gluten-free), `fodmap` (low FODMAP), `fructose` (low fructose). */
  diet: DietKey;
  /** The product's verdict for it. */
  verdict: FindingVerdict;
  findings: readonly EvidenceFinding[];
};

export type VerdictEvidenceProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The ingredient list as printed. Empty or missing shows "No information available.". */
  ingredients?: string | null;
  /** Language of the ingredient list (e.g. `de`). */
  ingredientsLang?: string | null;
  /** Each of the user's diets the product does not (or may not) suit, in the order to show. */
  diets: readonly DietEvidence[];
  /** Level of the "Why this verdict" heading. Default 3. */
  headingLevel?: 3 | 4 | 5;
};

/** The verdicts a finding can lead to (a diet the product suits has no findings). */
type FindingVerdict = Exclude<Verdict, 'green'>;

type Span = { start: number; end: number; verdict: FindingVerdict; number: number };

/** Where `finding` is in `text`: its offsets when they hold its words, else its first occurrence. */
export function locateFinding(
  text: string,
  finding: Pick<EvidenceFinding, 'text' | 'start' | 'end'>,
): { start: number; end: number } | null {
  const words = finding.text;
  if (!words) return null;
  const { start, end } = finding;
  if (start != null && end != null && end > start && text.slice(start, end) === words) return { start, end };
  const at = text.toLocaleLowerCase().indexOf(words.toLocaleLowerCase());
  return at >= 0 ? { start: at, end: at + words.length } : null;
}

/**
 * Numbers the located words of every finding in reading order (one number per place in the text; a
 * place shared by two diets shares its number) and keeps a red over a yellow mark.
 */
function numberSpans(text: string, diets: readonly DietEvidence[]) {
  const found: { start: number; end: number; verdict: FindingVerdict }[] = [];
  const spanOf = new Map<EvidenceFinding, { start: number; end: number }>();
  for (const { verdict, findings } of diets) {
    for (const finding of findings) {
      const at = locateFinding(text, finding);
      if (!at) continue;
      spanOf.set(finding, at);
      const same = found.find((span) => span.start === at.start && span.end === at.end);
      if (same) {
        if (verdict === 'red') same.verdict = 'red';
      } else {
        found.push({ ...at, verdict });
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlapping places are marked once (the first, longest); the others share its number.
  const spans: Span[] = [];
  const numberAt = new Map<string, number>();
  for (const place of found) {
    const covering = spans.find((span) => place.start < span.end && place.end > span.start);
    if (covering) {
      if (place.verdict === 'red') covering.verdict = 'red';
      numberAt.set(`${place.start}:${place.end}`, covering.number);
    } else {
      const span = { ...place, number: spans.length + 1 };
      spans.push(span);
      numberAt.set(`${place.start}:${place.end}`, span.number);
    }
  }
  const numberOf = (finding: EvidenceFinding) => {
    const at = spanOf.get(finding);
    return at ? numberAt.get(`${at.start}:${at.end}`) : undefined;
  };
  return { spans, numberOf };
}

const markVerdict = {
  red: 'bg-verdict-red/12 decoration-verdict-red decoration-solid',
  yellow: 'bg-verdict-yellow/30 decoration-on-verdict-yellow decoration-dashed',
} as const;

function FindingNumber({ number, className }: { number: number; className?: string }) {
  const { t } = useUiTranslation();
  return (
    <span
      data-slot="finding-number"
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-current text-xs leading-none font-semibold tabular-nums',
        className,
      )}
    >
      <span className="sr-only">{t('verdictEvidence.finding')} </span>
      {number}
    </span>
  );
}

/**
 * The ingredient list with the words behind a verdict in `<mark>`: tinted, underlined (solid for
 * "does not suit", dashed for "may not suit") and numbered, so they read without colour.
 */
export function HighlightedIngredients({
  text,
  lang,
  diets,
  className,
}: {
  text: string;
  lang?: string | null;
  diets: readonly DietEvidence[];
  className?: string;
}) {
  const { spans } = numberSpans(text, diets);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start > at) parts.push(text.slice(at, span.start));
    // The words and their number stay on one line.
    parts.push(
      <span key={span.start} className="whitespace-nowrap">
        <mark
          data-slot="evidence-mark"
          data-verdict={span.verdict}
          className={cn(
            'rounded-sm px-0.5 font-semibold text-fg underline decoration-2 underline-offset-4',
            markVerdict[span.verdict],
          )}
        >
          {text.slice(span.start, span.end)}
        </mark>
        <sup className="ms-0.5 text-[0.7em]">
          <FindingNumber number={span.number} className="size-4 text-[0.95em]" />
        </sup>
      </span>,
    );
    at = span.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <p
      lang={lang ?? undefined}
      data-slot="evidence-ingredients"
      className={cn('leading-8 break-words hyphens-auto whitespace-pre-line', className)}
    >
      {parts}
    </p>
  );
}

const kindIcon: Record<EvidenceKind, IconName> = {
  contains: 'error',
  'may-contain': 'alert',
  uncertain: 'help',
  missing: 'info',
};

/**
 * Why a product does not (or may not) suit each of the user's diets: the ingredient list with the
 * deciding words highlighted, then one card per diet listing each finding — the words as printed
 * (numbered like their highlight), whether they are an ingredient, a "may contain" statement, an
 * uncertain ingredient or missing information, and the rule in plain language.
 */
export function VerdictEvidence({
  ingredients,
  ingredientsLang,
  diets,
  headingLevel = 3,
  className,
  ...props
}: VerdictEvidenceProps) {
  const { t } = useUiTranslation();
  const Heading = `h${headingLevel}` as const;
  const text = ingredients?.trim() ? ingredients : '';
  const { numberOf } = numberSpans(text, diets);
  return (
    <div data-slot="verdict-evidence" className={cn('flex flex-col gap-5', className)} {...props}>
      {text ? (
        <HighlightedIngredients text={text} lang={ingredientsLang} diets={diets} />
      ) : (
        <p className="text-muted-fg">{t('productDetails.empty')}</p>
      )}
      {diets.length > 0 ? (
        <div data-slot="verdict-evidence-reasons" className="flex flex-col gap-3">
          <Heading className="text-base font-semibold text-fg">{t('verdictEvidence.title')}</Heading>
          <ul className="flex flex-col gap-3">
            {diets.map((entry) => (
              <li
                key={entry.diet}
                data-slot="diet-evidence"
                data-diet={entry.diet}
                data-verdict={entry.verdict}
                className={cn(
                  'rounded-md border border-border border-s-4 bg-surface p-4',
                  entry.verdict === 'red' ? 'border-s-verdict-red' : 'border-s-verdict-yellow',
                )}
              >
                <p className="flex items-center gap-2 font-semibold text-fg">
                  <MoodIcon verdict={entry.verdict} size="sm" decorative />
                  <span className="min-w-0 break-words">
                    {t(`verdictEvidence.diet.${dietTextIndex[entry.diet]}`)}
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">: </span>
                    <span className={entry.verdict === 'red' ? 'text-danger' : 'text-fg'}>
                      {t(`verdictEvidence.level.${entry.verdict}`)}
                    </span>
                  </span>
                </p>
                <ul className="mt-3 flex flex-col gap-3">
                  {entry.findings.map((finding, index) => {
                    const number = text ? numberOf(finding) : undefined;
                    return (
                      <li
                        key={index}
                        data-slot="evidence-finding"
                        data-kind={finding.kind}
                        className="flex gap-3"
                      >
                        {number !== undefined ? (
                          <FindingNumber number={number} className="mt-0.5 text-muted-fg" />
                        ) : (
                          // Not in the list as shown: a plain bullet (the kind's chip carries the icon).
                          <span
                            aria-hidden="true"
                            className="flex size-5 shrink-0 items-center justify-center"
                          >
                            <span className="mt-1 size-1.5 rounded-full bg-muted-fg" />
                          </span>
                        )}
                        <div className="flex min-w-0 flex-col gap-1">
                          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                            {finding.text ? (
                              <q
                                lang={finding.lang ?? undefined}
                                className="font-semibold break-words text-fg"
                              >
                                {finding.text}
                              </q>
                            ) : null}
                            <span
                              data-slot="evidence-kind"
                              className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-fg"
                            >
                              <Icon name={kindIcon[finding.kind]} className="size-3.5" />
                              {t(`verdictEvidence.kind.${finding.kind}`)}
                            </span>
                          </p>
                          <p className="text-sm break-words text-muted-fg">{finding.rule}</p>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
