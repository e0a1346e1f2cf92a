import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import type { DietKey } from '../../lib/verdict.js';
import { Button } from '../button/index.js';
import { productList, type StoryProduct } from '../product-card/product-card.fixtures.js';
import { ProductCard } from '../product-card/index.js';
import { ProductCarousel } from './product-carousel.js';
import { DietTagFilter, ProductSectionHeading } from './product-section.js';

function kit(globals: Record<string, unknown>) {
  const ui = kitTexts(globals);
  return { ...ui.productCarousel, carousel: ui.carousel, card: ui.productCard };
}

const onOpen = fn();
const onFavoriteChange = fn();

type RowProps = ComponentProps<typeof ProductCarousel> & { products?: StoryProduct[] };

/** The carousel filled with cards whose favourite flags are kept in state (the app's optimistic toggle). */
function Row({ products = [], ...props }: RowProps) {
  const [favorites, setFavorites] = useState(
    () => new Set(products.filter((p) => p.favorite).map((p) => p.id)),
  );
  return (
    <ProductCarousel {...props}>
      {products.map(({ id, ...product }) => (
        <ProductCard
          key={id}
          {...product}
          favorite={favorites.has(id)}
          onOpen={() => onOpen(id)}
          onFavoriteChange={(next) => {
            onFavoriteChange(id, next);
            setFavorites((set) => {
              const copy = new Set(set);
              if (next) copy.add(id);
              else copy.delete(id);
              return copy;
            });
          }}
        />
      ))}
    </ProductCarousel>
  );
}

const meta = {
  title: 'App/ProductCarousel',
  component: ProductCarousel,
  tags: ['autodocs'],
  render: (args) => <Row {...args} products={productList} />,
  decorators: [
    (Story) => (
      <div className="diet:max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product page's suggestions: the section's heading names the row. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const { title } = kit(globals).suggestions;
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(productList.length);
  },
};

/** The suggestions call found nothing (or failed): "No similar products found.". */
export const EmptySuggestions: Story = {
  render: (args) => <Row {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(kit(globals).suggestions.empty)).toBeVisible();
  },
};

/** While the suggestions are fetched. */
export const Loading: Story = {
  tags: ['i18n-visual'],
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { name: kit(globals).suggestions.title })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(kit(globals).loading);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The favourites section with nothing in it: its heading and the spec's empty text come with `section`. */
export const EmptyFavorites: Story = {
  tags: ['i18n-visual'],
  args: { section: 'favorites' },
  render: (args) => <Row {...args} />,
  play: async ({ canvas, globals }) => {
    const { title, empty } = kit(globals).favorites;
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByText(empty)).toBeVisible();
  },
};

/** The app's next step for an empty row (its own copy), here a link to the products. */
function BrowseProducts() {
  const { i18n } = useTranslation();
  const label =
    { fr: 'Parcourir les produits', de: 'Produkte entdecken' }[i18n.language] ?? 'Browse products';
  return (
    <Button asChild variant="outline" size="sm">
      <a href="#products">{label}</a>
    </Button>
  );
}

/** An empty row offers the next step (`emptyAction`) under its picture and text. */
export const EmptyFavoritesWithNextStep: Story = {
  args: { section: 'favorites', emptyAction: <BrowseProducts /> },
  render: (args) => <Row {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(kit(globals).favorites.empty)).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#products');
  },
};

export const EmptyHistory: Story = {
  args: { section: 'history' },
  render: (args) => <Row {...args} />,
  play: async ({ canvas, globals }) => {
    const { title, empty } = kit(globals).history;
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByText(empty)).toBeVisible();
  },
};

/** A row without a heading (`title={null}`): the carousel keeps the section's name. */
export const WithoutHeading: Story = {
  args: { title: null },
  play: async ({ canvas, globals }) => {
    // No heading above the row (the cards keep their own); the section's title still names it.
    const title = kit(globals).suggestions.title;
    await expect(canvas.queryByRole('heading', { name: title })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.getByRole('region', { name: title })).toBeVisible();
  },
};

/** Two cards fit: the previous / next buttons are hidden. */
export const FewProducts: Story = {
  render: (args) => <Row {...args} products={productList.slice(0, 2)} />,
  play: async ({ canvas, globals }) => {
    const next = kit(globals).carousel.next;
    await waitFor(() => expect(canvas.queryByRole('button', { name: next })).toBeNull());
  },
};

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** Next scrolls by 320 px (the spec's step for products); previous scrolls back. */
export const ScrollsBy320: Story = {
  decorators: [
    (Story) => (
      <div className="diet:w-[480px] diet:max-w-full">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, globals }) => {
    const text = kit(globals).carousel;
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-list"]');
    if (!list) throw new Error('no list');
    list.style.scrollBehavior = 'auto';
    await userEvent.click(await canvas.findByRole('button', { name: text.next }));
    await waitFor(() => expect(list.scrollLeft).toBe(320));
    await userEvent.click(canvas.getByRole('button', { name: text.previous }));
    await waitFor(() => expect(list.scrollLeft).toBe(0));
  },
};

export const OpensAndFavoritesFromTheRow: Story = {
  play: async ({ canvas, globals }) => {
    onOpen.mockClear();
    onFavoriteChange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /^Gala apples, / }));
    await expect(onOpen).toHaveBeenCalledWith('p4');
    const hearts = canvas.getAllByRole('button', { name: kit(globals).card.addFavorite });
    await userEvent.click(hearts[0]!);
    await expect(onFavoriteChange).toHaveBeenCalledWith('p1', true);
  },
};

/**
 * `ProductSectionHeading`: each list's heading in the user's language, with its picture and how
 * many products it holds (read out as '3 favorites').
 */
export const SectionHeadings: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6">
      <ProductSectionHeading section="suggestions" count={24} />
      <ProductSectionHeading section="favorites" count={3} />
      <ProductSectionHeading section="history" count={1} />
      <ProductSectionHeading section="favorites" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const { favorites, history } = kit(globals);
    const headings = canvas.getAllByRole('heading', { level: 2, name: favorites.title });
    await expect(headings).toHaveLength(2);
    await expect(canvas.getByText(favorites.count_other.replace('{{count}}', '3'))).toBeInTheDocument();
    await expect(canvas.getByText(history.count_one.replace('{{count}}', '1'))).toBeInTheDocument();
  },
};

/**
 * `DietTagFilter`: the favourites page's quick filters ('Show only' 'Gluten free' 'FODMAP'), toggle
 * chips announced as pressed or not.
 */
export const DietTags: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: function Render() {
    const [selected, setSelected] = useState<ReadonlySet<DietKey>>(() => new Set(['gluten']));
    return (
      <DietTagFilter
        diets={['gluten', 'fodmap']}
        selected={selected}
        onTagChange={(diet, on) => {
          const next = new Set(selected);
          if (on) next.add(diet);
          else next.delete(diet);
          setSelected(next);
        }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const tags = kitTexts(globals).dietTagFilter;
    await expect(canvas.getByRole('group', { name: tags.label })).toBeVisible();
    const gluten = canvas.getByRole('button', { name: tags.gluten });
    const fodmap = canvas.getByRole('button', { name: tags.fodmap });
    await expect(gluten).toHaveAttribute('aria-pressed', 'true');
    await expect(fodmap).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(fodmap);
    await expect(fodmap).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(gluten);
    await expect(gluten).toHaveAttribute('aria-pressed', 'false');
  },
};
