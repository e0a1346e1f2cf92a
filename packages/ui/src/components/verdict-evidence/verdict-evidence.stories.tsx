import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { ProductDetails } from '../product-details/index.js';
import { SuitabilityBanner } from '../suitability-banner/index.js';
import { VerdictEvidence, type EvidenceFinding } from './verdict-evidence.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals);
}

/** A finding located by its words' offsets in `text` (as the API sends them). */
function at(text: string, words: string, finding: Omit<EvidenceFinding, 'text' | 'start' | 'end'>) {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`"${words}" is not in the text`);
  return { ...finding, text: words, lang: 'de', start, end: start + words.length };
}

const biscuits =
  'Weizenmehl 45 %, Zucker, Butter (Milch) 18 %, Vollmilchpulver, Haferflocken, Salz, Backtriebmittel: Natriumcarbonate. Kann Spuren von Haselnüssen enthalten.';

const milkRule = 'Milk, cream, whey, milk powder and fresh cheese carry lactose.';
const butterRule = 'Butter and milk protein carry little lactose, but not none.';
const wheatRule = 'Wheat, spelt, rye and barley contain gluten.';
const oatsRule = 'Oats are only safe when certified free of gluten contamination.';

const meta = {
  title: 'App/VerdictEvidence',
  component: VerdictEvidence,
  tags: ['autodocs'],
  args: {
    ingredients: biscuits,
    ingredientsLang: 'de',
    diets: [
      {
        diet: 'lactose',
        verdict: 'red',
        findings: [
          at(biscuits, 'Vollmilchpulver', { kind: 'contains', rule: milkRule }),
          at(biscuits, 'Butter', { kind: 'contains', rule: butterRule }),
        ],
      },
      {
        diet: 'gluten',
        verdict: 'red',
        findings: [
          at(biscuits, 'Weizenmehl', { kind: 'contains', rule: wheatRule }),
          at(biscuits, 'Haferflocken', { kind: 'uncertain', rule: oatsRule }),
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="diet:max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerdictEvidence>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Red for lactose and gluten: the deciding words are marked and numbered in the German list. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = kit(globals).verdictEvidence;
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    // In reading order, each once.
    expect(marks).toEqual(['Weizenmehl', 'Butter', 'Vollmilchpulver', 'Haferflocken']);
    await expect(canvas.getByRole('heading', { name: text.title })).toBeVisible();
    const lactose = canvasElement.querySelector<HTMLElement>(
      '[data-slot="diet-evidence"][data-diet="lactose"]',
    )!;
    await expect(within(lactose).getByText(text.diet['1'], { exact: false })).toBeVisible();
    await expect(within(lactose).getByText(milkRule)).toBeVisible();
    // The finding's number is the number of its mark (Vollmilchpulver is the third place).
    const finding = within(lactose).getByText(milkRule).closest('[data-slot="evidence-finding"]')!;
    await expect(finding.querySelector('[data-slot="finding-number"]')).toHaveTextContent(
      `${text.finding} 3`,
    );
    await expect(within(canvasElement).getByText(text.kind.uncertain)).toBeVisible();
  },
};

const crackers = 'Maismehl, Reismehl, Sonnenblumenöl, Salz. Kann Spuren von Weizen und Milch enthalten.';

/** Yellow only: a "may contain" statement, for two diets. */
export const MayContain: Story = {
  args: {
    ingredients: crackers,
    diets: [
      {
        diet: 'lactose',
        verdict: 'yellow',
        findings: [
          at(crackers, 'Milch', {
            kind: 'may-contain',
            rule: 'The pack warns of possible traces of milk: enough to matter for some.',
          }),
        ],
      },
      {
        diet: 'gluten',
        verdict: 'yellow',
        findings: [
          at(crackers, 'Weizen', {
            kind: 'may-contain',
            rule: 'The pack warns of possible traces of gluten, more than a gluten-free product may hold.',
          }),
        ],
      },
    ],
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = kit(globals).verdictEvidence;
    await expect(canvas.getAllByText(text.kind['may-contain'])).toHaveLength(2);
    for (const mark of canvasElement.querySelectorAll('mark')) {
      await expect(mark).toHaveAttribute('data-verdict', 'yellow');
    }
  },
};

/** No ingredient list: nothing to highlight, the findings say information is missing. */
export const MissingInformation: Story = {
  args: {
    ingredients: null,
    diets: (['lactose', 'gluten'] as const).map((diet) => ({
      diet,
      verdict: 'yellow' as const,
      findings: [
        {
          text: '',
          kind: 'missing' as const,
          rule: 'The pack shows no ingredient list, so we cannot confirm it suits this diet.',
        },
      ],
    })),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const ui = kit(globals);
    await expect(canvas.getByText(ui.productDetails.empty)).toBeVisible();
    await expect(canvas.getAllByText(ui.verdictEvidence.kind.missing)).toHaveLength(2);
    await expect(canvasElement.querySelector('mark')).toBeNull();
  },
};

const pasta = 'Hartweizengriess, Wasser, Eier 12 %.';

/**
 * Words found without offsets are looked up in the text; one place that decides two diets (wheat
 * semolina: gluten and FODMAP) is marked once and both findings share its number.
 */
export const SharedPlaceWithoutOffsets: Story = {
  args: {
    ingredients: pasta,
    diets: [
      {
        diet: 'gluten',
        verdict: 'red',
        findings: [{ text: 'Hartweizengriess', lang: 'de', kind: 'contains', rule: wheatRule }],
      },
      {
        diet: 'fodmap',
        verdict: 'red',
        findings: [
          {
            text: 'hartweizengriess',
            lang: 'de',
            kind: 'contains',
            rule: 'Wheat, rye and barley carry fructans.',
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks).toHaveLength(1);
    const numbers = [
      ...canvasElement.querySelectorAll('[data-slot="evidence-finding"] [data-slot="finding-number"]'),
    ];
    await expect(numbers.map((n) => n.textContent?.replace(/\D/g, ''))).toEqual(['1', '1']);
  },
};

/** Green for the user: just the list, nothing marked, no reasons. */
export const NothingToExplain: Story = {
  args: { ingredients: 'Reis, Wasser, Salz.', diets: [] },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: kit(globals).verdictEvidence.title })).toBeNull();
  },
};

/** In the product page's "Ingredients & Allergens" section, under the banner. */
export const InProductDetails: Story = {
  render: (args) => (
    <div className="diet:flex diet:flex-col diet:gap-6">
      <SuitabilityBanner verdict="red" diet="gluten" />
      <ProductDetails
        defaultOpenSections={['ingredients']}
        ingredients={args.ingredients}
        ingredientsContent={<VerdictEvidence {...args} />}
      />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const ui = kit(globals);
    await expect(canvas.getByRole('button', { name: ui.productDetails.ingredients })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('heading', { name: ui.verdictEvidence.title })).toBeVisible();
  },
};

/**
 * Under a verdict card that already says the verdict: each card is headed by its diet alone (its
 * edge keeps the verdict's colour); a screen reader still hears the verdict with the diet's name.
 */
export const VerdictSaidAbove: Story = {
  args: { showVerdict: false },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = kit(globals).verdictEvidence;
    const lactose = canvasElement.querySelector<HTMLElement>(
      '[data-slot="diet-evidence"][data-diet="lactose"]',
    )!;
    const heading = within(lactose).getByRole('heading', { level: 4 });
    // The diet, then (hidden, as its own block: a space may come before the colon) the verdict.
    await expect(heading).toHaveAccessibleName(new RegExp(`^${text.diet['1']}\\s*: ${text.level.red}$`));
    await expect(heading).toBeVisible();
    // The verdict's words are not shown again; the evidence itself is.
    await expect(within(lactose).getByText(text.level.red)).toHaveClass('diet:sr-only');
    await expect(lactose.querySelector('[data-slot="mood-icon"]')).toBeNull();
    await expect(within(lactose).getByText(milkRule)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };
