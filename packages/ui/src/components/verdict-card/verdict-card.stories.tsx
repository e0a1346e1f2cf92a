import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { appCopy, copyIn, kitTexts, type Copy } from '../../lib/app-copy.fixtures.js';
import { VERDICT_ROW_STATES, VerdictCard, type VerdictRow, type VerdictRowState } from './verdict-card.js';

/** Each row's word is the verdict's own (the product card's): yellow rows say "May not suit". */
const stateWord = {
  suits: 'green',
  'may-contain': 'yellow',
  uncertain: 'yellow',
  'not-suitable': 'red',
  unread: 'unread',
} as const satisfies Record<VerdictRowState, string>;

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals);
}

/** The banner's sentence as plain text (the kit's text marks the diet with `<b>`). */
const plain = (text: string) => text.replace(/<\/?b>/g, '');

/** The reasons the app writes for each row (its own locales), in the three languages. */
const REASONS = {
  milk: {
    en: 'Contains “Vollmilch”.',
    fr: 'Contient « Vollmilch ».',
    de: 'Enthält «Vollmilch».',
  },
  noMilk: {
    en: 'All 9 ingredients checked: no milk.',
    fr: 'Les 9 ingrédients vérifiés : aucun ne contient de lait.',
    de: 'Alle 9 Zutaten geprüft: keine Milch.',
  },
  noGluten: {
    en: 'All 9 ingredients checked: no gluten cereal.',
    fr: 'Les 9 ingrédients vérifiés : aucune céréale à gluten.',
    de: 'Alle 9 Zutaten geprüft: kein glutenhaltiges Getreide.',
  },
  traces: {
    en: 'Named on the pack: “Weizen”.',
    fr: 'Mentionné sur l’emballage : « Weizen ».',
    de: 'Auf der Packung genannt: «Weizen».',
  },
  oats: {
    en: '“Haferflocken”: oats are only safe when grown and processed to be free of gluten.',
    fr: '« Haferflocken » : l’avoine ne convient que cultivée et transformée sans gluten.',
    de: '«Haferflocken»: Hafer ist nur sicher, wenn er glutenfrei angebaut und verarbeitet wurde.',
  },
  fructans: {
    en: 'Contains “Weizenmehl”.',
    fr: 'Contient « Weizenmehl ».',
    de: 'Enthält «Weizenmehl».',
  },
  noList: {
    en: 'We couldn’t read this label fully: the pack shows no ingredient list.',
    fr: 'Nous n’avons pas pu lire entièrement son étiquette : l’emballage n’indique aucune liste d’ingrédients.',
    de: 'Wir konnten die Etikette nicht vollständig lesen: Die Packung zeigt keine Zutatenliste.',
  },
  unknownWord: {
    en: 'We couldn’t read this label fully: we don’t know “Halloumi” yet.',
    fr: 'Nous n’avons pas pu lire entièrement son étiquette : nous ne connaissons pas encore « Halloumi ».',
    de: 'Wir konnten die Etikette nicht vollständig lesen: «Halloumi» kennen wir noch nicht.',
  },
} satisfies Record<string, Copy>;

const reason = (copy: Copy) => appCopy(copy);

const meta = {
  title: 'App/VerdictCard',
  component: VerdictCard,
  tags: ['autodocs'],
  args: {
    verdict: 'red',
    diet: 'lactose',
    rows: [{ diet: 'lactose', state: 'not-suitable', reason: reason(REASONS.milk) }],
  },
  decorators: [
    (Story) => (
      <div className="diet:max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerdictCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Red for a user with one diet: the headline, then the diet's row with what decided it. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(
      canvas.getByRole('heading', { level: 2, name: plain(text.suitabilityBanner.red['1']) }),
    ).toBeVisible();
    const row = canvas.getByRole('listitem');
    await expect(row).toHaveTextContent(text.productCard.verdict[stateWord['not-suitable']]);
    await expect(row).toHaveTextContent(copyIn(REASONS.milk, globals));
    await expect(row.closest('[data-slot="verdict-card"]')).toHaveAttribute('data-verdict', 'red');
  },
};

/** Three diets, three answers: the headline names the deciding diet, every diet has its row. */
export const SeveralDiets: Story = {
  tags: ['i18n-visual'],
  args: {
    verdict: 'red',
    diet: 'fodmap',
    rows: [
      { diet: 'lactose', state: 'suits', reason: reason(REASONS.noMilk) },
      { diet: 'gluten', state: 'uncertain', reason: reason(REASONS.oats) },
      { diet: 'fodmap', state: 'not-suitable', reason: reason(REASONS.fructans) },
    ],
  },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const rows = within(canvas.getByRole('list', { name: text.verdictCard.rows })).getAllByRole('listitem');
    await expect(rows.map((row) => row.getAttribute('data-state'))).toEqual([
      'suits',
      'uncertain',
      'not-suitable',
    ]);
    await expect(rows[0]).toHaveTextContent(
      `${text.verdictEvidence.diet['1']}: ${text.productCard.verdict[stateWord.suits]}`,
    );
    await expect(rows[1]).toHaveTextContent(copyIn(REASONS.oats, globals));
  },
};

/** Green for one diet: the row says what was checked. */
export const Suits: Story = {
  args: {
    verdict: 'green',
    diet: null,
    rows: [{ diet: 'lactose', state: 'suits', reason: reason(REASONS.noMilk) }],
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: plain(kit(globals).suitabilityBanner.green) }),
    ).toBeVisible();
    await expect(canvas.getByText(copyIn(REASONS.noMilk, globals))).toBeVisible();
  },
};

/** Yellow from a "may contain" statement, the other diet green. */
export const MayContain: Story = {
  args: {
    verdict: 'yellow',
    diet: 'gluten',
    rows: [
      { diet: 'lactose', state: 'suits', reason: reason(REASONS.noMilk) },
      { diet: 'gluten', state: 'may-contain', reason: reason(REASONS.traces) },
    ],
  },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(
      canvas.getByRole('heading', { name: plain(text.suitabilityBanner.yellow['2']) }),
    ).toBeVisible();
    // The yellow's word first, then why.
    await expect(canvas.getByText(text.productCard.verdict[stateWord['may-contain']])).toBeVisible();
    await expect(canvas.getByText(text.verdictEvidence.kind['may-contain'])).toBeVisible();
  },
};

/**
 * No ingredient list: yellow for the product, but the headline and the row say we could not check,
 * in a neutral colour, and what is missing (not "may not suit", as if eggs had lactose).
 */
export const CouldNotCheck: Story = {
  tags: ['i18n-visual'],
  args: {
    verdict: 'yellow',
    diet: 'lactose',
    unread: true,
    rows: [{ diet: 'lactose', state: 'unread', reason: reason(REASONS.noList) }],
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = kit(globals);
    await expect(
      canvas.getByRole('heading', { name: plain(text.suitabilityBanner.unread['1']) }),
    ).toBeVisible();
    await expect(canvas.getByText(text.productCard.verdict[stateWord.unread])).toBeVisible();
    await expect(canvas.queryByText(plain(text.suitabilityBanner.yellow['1']))).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="verdict-card"]')).toHaveAttribute(
      'data-unread',
      'true',
    );
  },
};

/** Two diets that could not be checked: one headline names both, a row each. */
export const CouldNotCheckTwoDiets: Story = {
  args: {
    verdict: 'yellow',
    diet: 'lactose',
    diets: ['lactose', 'fodmap'],
    unread: true,
    rows: [
      { diet: 'lactose', state: 'unread', reason: reason(REASONS.unknownWord) },
      { diet: 'fodmap', state: 'unread', reason: reason(REASONS.unknownWord) },
    ],
  },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getAllByText(text.productCard.verdict[stateWord.unread])).toHaveLength(2);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent(text.suitabilityBanner.dietWord.unread['1']);
    await expect(heading).toHaveTextContent(text.suitabilityBanner.dietWord.unread['3']);
  },
};

/**
 * Yellow for two diets: the headline names both, each in bold, joined in the page's language
 * ("…may not suit a **lactose-free** and **gluten-free** diet."), not only the first.
 */
export const MayNotSuitTwoDiets: Story = {
  tags: ['i18n-visual'],
  args: {
    verdict: 'yellow',
    diet: 'lactose',
    diets: ['lactose', 'gluten'],
    rows: [
      { diet: 'lactose', state: 'may-contain', reason: reason(REASONS.traces) },
      { diet: 'gluten', state: 'uncertain', reason: reason(REASONS.oats) },
    ],
  },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const language = String(globals.locale ?? 'en');
    const list = new Intl.ListFormat(language, { type: 'conjunction' }).format([
      text.suitabilityBanner.dietWord.yellow['1'],
      text.suitabilityBanner.dietWord.yellow['2'],
    ]);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent(text.suitabilityBanner.several.yellow.replace('{{diets}}', list));
    await expect(heading.querySelectorAll('b')).toHaveLength(2);
  },
};

/** Every state of a row, each in words and with its own face, at a phone's width. */
export const Matrix: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-[343px] diet:gap-4">
      {VERDICT_ROW_STATES.map((state) => {
        const rows: VerdictRow[] = [
          {
            diet: 'gluten',
            state,
            reason: reason(
              {
                suits: REASONS.noGluten,
                'may-contain': REASONS.traces,
                uncertain: REASONS.oats,
                'not-suitable': REASONS.fructans,
                unread: REASONS.unknownWord,
              }[state],
            ),
          },
        ];
        const verdict = state === 'suits' ? 'green' : state === 'not-suitable' ? 'red' : 'yellow';
        return (
          <VerdictCard
            key={state}
            verdict={verdict}
            diet={verdict === 'green' ? null : 'gluten'}
            unread={state === 'unread'}
            rows={rows}
          />
        );
      })}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = kit(globals);
    for (const state of VERDICT_ROW_STATES) {
      const row = canvasElement.querySelector<HTMLElement>(
        `[data-slot="verdict-row"][data-state="${state}"]`,
      )!;
      await expect(row).toHaveTextContent(text.productCard.verdict[stateWord[state]]);
    }
  },
};
