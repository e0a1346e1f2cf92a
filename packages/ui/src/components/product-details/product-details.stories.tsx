import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { specRoutes } from '../../lib/spec-routes.fixtures.js';
import { ProductCard } from '../product-card/index.js';
import { brokenImage, products } from '../product-card/product-card.fixtures.js';
import { ProductCarousel } from '../product-carousel/index.js';
import { SuitabilityBanner } from '../suitability-banner/index.js';
import { ProductDetailHeader, ProductDetails, ProductDetailsLoading } from './product-details.js';

function kit(globals: Record<string, unknown>) {
  const ui = kitTexts(globals);
  return { ...ui.productDetails, card: ui.productCard, banner: ui.suitabilityBanner };
}

/** Matches the banner's sentence of a kit text (the text marks its diet with `<b>`, so it spans elements). */
function bannerSentence(text: string) {
  const plain = text.replace(/<\/?b>/g, '');
  return (_content: string, element: Element | null) =>
    element?.tagName === 'P' && element.textContent === plain;
}

const ingredients =
  'Vollmilch* (Schweiz) 86 %, Erdbeeren* 8 %, Rohrzucker*, Zitronensaftkonzentrat*, Laktase. *aus biologischem Anbau. Allergene: Milch.';
const nutrition = {
  Energy: '412 kJ (98 kcal)',
  Fat: '3.4 g',
  'of which saturates': '2.2 g',
  Carbohydrates: '12.8 g',
  'of which sugars': '12.1 g',
  Protein: '3.6 g',
  Salt: '0.12 g',
};
const notes = 'Keep refrigerated at max. 5 °C. Once opened, eat within 3 days.';

const meta = {
  title: 'App/ProductDetails',
  component: ProductDetails,
  tags: ['autodocs'],
  args: {
    ingredients,
    nutrition,
    nutritionCaption: 'per 100 g',
    notes,
    defaultOpenSections: ['ingredients'],
  },
  decorators: [
    (Story) => (
      <div className="diet:max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('button', { name: text.ingredients })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(ingredients)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.nutrition })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: text.other })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AllOpen: Story = {
  args: { defaultOpenSections: ['ingredients', 'nutrition', 'other'] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'per 100 g' });
    await expect(within(table).getByRole('rowheader', { name: 'Energy' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '412 kJ (98 kcal)' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

/** Rows given as a list keep their order; without a caption the table is named by the section. */
export const NutritionRowsWithoutCaption: Story = {
  args: {
    defaultOpenSections: ['nutrition'],
    nutritionCaption: undefined,
    nutrition: [
      { label: 'Energie', value: '1650 kJ' },
      { label: 'Kohlenhydrate', value: '71 g' },
      { label: 'Ballaststoffe', value: 4.2 },
    ],
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('table', { name: kit(globals).nutrition })).toBeVisible();
  },
};

/** No data at all: every section says "No information available.". */
export const EmptySections: Story = {
  args: {
    ingredients: null,
    nutrition: {},
    notes: '   ',
    defaultOpenSections: ['ingredients', 'nutrition', 'other'],
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByText(kit(globals).empty)).toHaveLength(3);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const OpensAndClosesSections: Story = {
  args: { defaultOpenSections: [] },
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    const trigger = canvas.getByRole('button', { name: text.other });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(notes)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  render: () => <ProductDetailsLoading />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(kit(globals).loading);
  },
};

const { id: _id, ...product } = products.longGerman;
const yogurt = { ...product, backHref: specRoutes.dashboard };

/** The header: back arrow, picture, brand, long German name, 3.50, store with logo, heart and banner. */
export const Header: Story = {
  render: () => (
    <ProductDetailHeader {...yogurt} nameLang="de" favorite={false} onFavoriteChange={fn()}>
      <SuitabilityBanner verdict="green" />
    </ProductDetailHeader>
  ),
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('link', { name: text.back })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('heading', { level: 1, name: yogurt.name })).toBeVisible();
    await expect(canvas.getByText(/CHF 3\.50/)).toBeInTheDocument();
    await expect(canvas.getByText(bannerSentence(text.banner.green))).toBeVisible();
  },
};

/**
 * No brand, no store ("Coop"), no picture: a drawing of its kind (here a biscuit, named "No
 * picture"), 12 shown as 12.00.
 */
export const HeaderWithMissingData: Story = {
  render: () => (
    <ProductDetailHeader
      name="Gluten-free oat crackers"
      price={12}
      brand={null}
      storeName={null}
      drawing="biscuit"
      backHref={specRoutes.dashboard}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(/CHF 12\.00/)).toBeInTheDocument();
    await expect(canvas.getByText('Coop')).toBeVisible();
    const picture = canvas.getByRole('img', { name: kit(globals).noImage });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('data-drawing', 'biscuit');
  },
};

/** A picture that fails to load gives way to the drawing of the product's kind (a yoghurt pot). */
export const HeaderWithBrokenImage: Story = {
  render: () => <ProductDetailHeader {...yogurt} imageSrc={brokenImage} drawing="pot" />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="product-detail-placeholder"]')).toHaveAttribute(
        'data-drawing',
        'pot',
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="product-detail-image"]')).toBeNull();
  },
};

export const HeaderFavoritePending: Story = {
  render: () => <ProductDetailHeader {...yogurt} favorite favoritePending onFavoriteChange={fn()} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: kit(globals).card.removeFavorite })).toBeDisabled();
  },
};

/**
 * The whole page of a product that is red for lactose (colours { red: [1], yellow: [2] }) and has no
 * suggestions: header, banner, sections and "No similar products found.".
 */
export const FullPageRedNoSuggestions: Story = {
  decorators: [
    (Story) => (
      <div className="diet:max-w-4xl">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="diet:flex diet:flex-col diet:gap-8">
      <ProductDetailHeader {...yogurt} favorite onFavoriteChange={fn()}>
        <SuitabilityBanner verdict="red" diet="lactose" />
      </ProductDetailHeader>
      <ProductDetails {...args} />
      <ProductCarousel />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByText(bannerSentence(text.banner.red['1']))).toBeVisible();
    await expect(canvas.getByText(kitTexts(globals).productCarousel.suggestions.empty)).toBeVisible();
  },
};

/** The same page for a gluten-free profile: yellow, with suggestions. */
export const FullPageYellowWithSuggestions: Story = {
  decorators: [
    (Story) => (
      <div className="diet:max-w-4xl">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="diet:flex diet:flex-col diet:gap-8">
      <ProductDetailHeader {...yogurt}>
        <SuitabilityBanner verdict="yellow" diet="gluten" />
      </ProductDetailHeader>
      <ProductDetails {...args} />
      <ProductCarousel>
        {[products.milk, products.apple, products.bare, products.pasta].map(({ id, ...product }) => (
          <ProductCard key={id} {...product} onOpen={fn()} />
        ))}
      </ProductCarousel>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(bannerSentence(kit(globals).banner.yellow['2']))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const Mobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div className="diet:flex diet:flex-col diet:gap-6">
      <ProductDetailHeader {...yogurt} favorite={false} onFavoriteChange={fn()}>
        <SuitabilityBanner verdict="yellow" diet="fodmap" />
      </ProductDetailHeader>
      <ProductDetails {...args} />
    </div>
  ),
};
