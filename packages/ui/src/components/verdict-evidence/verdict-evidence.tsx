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
  /** Level of the "Why this verdict" heading. Default 3; each diet's card is headed one level below. */
  headingLevel?: 3 | 4 | 5;
  /**
   * Whether each diet's card says its verdict beside the diet's name, in words and a face
   * ("Lactose-free · Not suitable"). Default true. Pass false where a verdict card above already
   * says it: the card is then headed by the diet's name alone (its edge keeps the verdict's colour)
   * and screen readers still hear the verdict with the name.
   */
  showVerdict?: boolean;
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
  red: 'diet:bg-verdict-red/12 diet:decoration-verdict-red diet:decoration-solid',
  yellow: 'diet:bg-verdict-yellow/30 diet:decoration-on-verdict-yellow diet:decoration-dashed',
} as const;

function FindingNumber({ number, className }: { number: number; className?: string }) {
  const { t } = useUiTranslation();
  return (
    <span
      data-slot="finding-number"
      className={cn(
        'diet:inline-flex diet:size-5 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:border diet:border-current diet:text-xs diet:leading-none diet:font-semibold diet:tabular-nums',
        className,
      )}
    >
      <span className="diet:sr-only">{t('verdictEvidence.finding')} </span>
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
      <span key={span.start} className="diet:whitespace-nowrap">
        <mark
          data-slot="evidence-mark"
          data-verdict={span.verdict}
          className={cn(
            'diet:rounded-sm diet:px-0.5 diet:font-semibold diet:text-fg diet:underline diet:decoration-2 diet:underline-offset-4',
            markVerdict[span.verdict],
          )}
        >
          {text.slice(span.start, span.end)}
        </mark>
        <sup className="diet:ms-0.5 diet:text-[0.7em]">
          <FindingNumber number={span.number} className="diet:size-4 diet:text-[0.95em]" />
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
      className={cn('diet:leading-8 diet:break-words diet:hyphens-auto diet:whitespace-pre-line', className)}
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
 * deciding words highlighted, then one card per diet, headed by the diet (and its verdict, unless
 * `showVerdict` is false), listing each finding — the words as printed
 * (numbered like their highlight), whether they are an ingredient, a "may contain" statement, an
 * uncertain ingredient or missing information, and the rule in plain language.
 */
export function VerdictEvidence({
  ingredients,
  ingredientsLang,
  diets,
  headingLevel = 3,
  showVerdict = true,
  className,
  ...props
}: VerdictEvidenceProps) {
  const { t } = useUiTranslation();
  const Heading = `h${headingLevel}` as const;
  const DietHeading = `h${(headingLevel + 1) as 4 | 5 | 6}` as const;
  const text = ingredients?.trim() ? ingredients : '';
  const { numberOf } = numberSpans(text, diets);
  return (
    <div
      data-slot="verdict-evidence"
      className={cn('diet:flex diet:flex-col diet:gap-5', className)}
      {...props}
    >
      {text ? (
        <HighlightedIngredients text={text} lang={ingredientsLang} diets={diets} />
      ) : (
        <p className="diet:text-muted-fg">{t('productDetails.empty')}</p>
      )}
      {diets.length > 0 ? (
        <div data-slot="verdict-evidence-reasons" className="diet:flex diet:flex-col diet:gap-3">
          <Heading className="diet:text-base diet:font-semibold diet:text-fg">
            {t('verdictEvidence.title')}
          </Heading>
          <ul className="diet:flex diet:flex-col diet:gap-3">
            {diets.map((entry) => (
              <li
                key={entry.diet}
                data-slot="diet-evidence"
                data-diet={entry.diet}
                data-verdict={entry.verdict}
                className={cn(
                  'diet:rounded-md diet:border diet:border-border diet:border-s-4 diet:bg-surface diet:p-4',
                  entry.verdict === 'red' ? 'diet:border-s-verdict-red' : 'diet:border-s-verdict-yellow',
                )}
              >
                {/* The card's heading: the diet, so each card is found and told apart by name. */}
                {showVerdict ? (
                  <DietHeading className="diet:flex diet:items-center diet:gap-2 diet:text-base diet:font-semibold diet:text-fg">
                    <MoodIcon verdict={entry.verdict} size="sm" decorative />
                    <span className="diet:min-w-0 diet:break-words">
                      {t(`verdictEvidence.diet.${dietTextIndex[entry.diet]}`)}
                      <span aria-hidden="true"> · </span>
                      <span className="diet:sr-only">: </span>
                      <span className={entry.verdict === 'red' ? 'diet:text-danger' : 'diet:text-fg'}>
                        {t(`verdictEvidence.level.${entry.verdict}`)}
                      </span>
                    </span>
                  </DietHeading>
                ) : (
                  <DietHeading className="diet:text-sm diet:leading-5 diet:font-semibold diet:break-words diet:text-fg">
                    {t(`verdictEvidence.diet.${dietTextIndex[entry.diet]}`)}
                    <span className="diet:sr-only">: </span>
                    <span data-slot="diet-evidence-verdict" className="diet:sr-only">
                      {t(`verdictEvidence.level.${entry.verdict}`)}
                    </span>
                  </DietHeading>
                )}
                <ul
                  className={cn(
                    'diet:flex diet:flex-col diet:gap-3',
                    showVerdict ? 'diet:mt-3' : 'diet:mt-2',
                  )}
                >
                  {entry.findings.map((finding, index) => {
                    const number = text ? numberOf(finding) : undefined;
                    return (
                      <li
                        key={index}
                        data-slot="evidence-finding"
                        data-kind={finding.kind}
                        className="diet:flex diet:gap-3"
                      >
                        {number !== undefined ? (
                          <FindingNumber number={number} className="diet:mt-0.5 diet:text-muted-fg" />
                        ) : (
                          // Not in the list as shown: a plain bullet (the kind's chip carries the icon).
                          <span
                            aria-hidden="true"
                            className="diet:flex diet:size-5 diet:shrink-0 diet:items-center diet:justify-center"
                          >
                            <span className="diet:mt-1 diet:size-1.5 diet:rounded-full diet:bg-muted-fg" />
                          </span>
                        )}
                        <div className="diet:flex diet:min-w-0 diet:flex-col diet:gap-1">
                          <p className="diet:flex diet:flex-wrap diet:items-center diet:gap-x-2 diet:gap-y-1">
                            {finding.text ? (
                              // Quoted as the page's language quotes (« » in Swiss German: base.css),
                              // the words in the label's own language.
                              <q
                                data-slot="evidence-quote"
                                className="diet:font-semibold diet:break-words diet:text-fg"
                              >
                                <span lang={finding.lang ?? undefined}>{finding.text}</span>
                              </q>
                            ) : null}
                            <span
                              data-slot="evidence-kind"
                              className="diet:inline-flex diet:items-center diet:gap-1 diet:rounded-full diet:bg-muted diet:px-2 diet:py-0.5 diet:text-xs diet:font-medium diet:text-fg"
                            >
                              <Icon name={kindIcon[finding.kind]} className="diet:size-3.5" />
                              {t(`verdictEvidence.kind.${finding.kind}`)}
                            </span>
                          </p>
                          <p className="diet:text-sm diet:break-words diet:text-muted-fg">{finding.rule}</p>
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
