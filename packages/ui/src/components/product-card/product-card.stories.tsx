import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { Icon } from '../icon/index.js';
import { IconButton } from '../icon-button/index.js';
import type { LinkProps } from '../../lib/link.js';
import { PICTURE_DRAWINGS } from '../../lib/drawn-picture.js';
import { brokenImage, products, type StoryProduct } from './product-card.fixtures.js';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from './product-card.js';

function kit(globals: Record<string, unknown>) {
  const ui = kitTexts(globals);
  return ui.productCard;
}

/** The card's accessible name: the product's name and its verdict for the user. */
const named = (
  globals: Record<string, unknown>,
  name: string,
  verdict: 'green' | 'yellow' | 'red' | 'unread',
) => `${name}, ${kit(globals).named[verdict]}`;

/** The sticker's words on the picture (hidden from screen readers, who hear them in the name). */
function sticker(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="product-card-verdict"]');
}

/** The card with its favourite flag kept in state, as the app's optimistic toggle does. */
function Stateful(props: ProductCardProps) {
  const [favorite, setFavorite] = useState(props.favorite ?? false);
  return (
    <ProductCard
      {...props}
      favorite={favorite}
      onFavoriteChange={
        props.onFavoriteChange
          ? (next) => {
              setFavorite(next);
              props.onFavoriteChange?.(next);
            }
          : undefined
      }
    />
  );
}

const { id: _id, ...longGerman } = products.longGerman;

const meta = {
  title: 'App/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: { ...longGerman, favorite: false, onFavoriteChange: fn(), onOpen: fn() },
  render: (args) => (
    <div className="diet:w-64">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const props = ({ id: _ignored, ...product }: StoryProduct) => product;

/** The long German name (three lines at most), brand, 3.5 shown as 3.50, store with logo, green. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, canvasElement, globals }) => {
    const text = kit(globals);
    await expect(
      canvas.getByRole('heading', {
        name: 'Bio Vollmilch-Joghurt mit Erdbeeren aus der Schweiz, laktosefrei',
      }),
    ).toBeVisible();
    // The opener's name says the verdict in words ("…, suits you").
    await expect(
      canvas.getByRole('button', {
        name: named(globals, 'Bio Vollmilch-Joghurt mit Erdbeeren aus der Schweiz, laktosefrei', 'green'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/CHF 3\.50/)).toBeInTheDocument();
    await expect(sticker(canvasElement)).toHaveTextContent(text.verdict.green);
    await expect(sticker(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Alpenhof')).toBeVisible();
    await expect(canvas.getByText('Coop')).toBeVisible();
  },
};

/**
 * No brand, no store (the label falls back to "Coop"), no image: a drawing of the product's kind
 * (here crackers, a biscuit) on a calm wash, decorative; 12 shown as 12.00.
 */
export const MissingBrandStoreAndImage: Story = {
  args: { ...props(products.bare), storeLogoSrc: undefined, imageSrc: undefined, drawing: 'biscuit' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/CHF 12\.00/)).toBeInTheDocument();
    await expect(canvas.getByText('Coop')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="product-card-brand"]')).toBeNull();
    const placeholder = canvasElement.querySelector('[data-slot="product-card-placeholder"]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('data-drawing', 'biscuit');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Without a drawing the card draws a neutral pack. */
export const NeutralPack: Story = {
  args: { ...props(products.bare), imageSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-card-placeholder"]')).toHaveAttribute(
      'data-drawing',
      'pack',
    );
  },
};

/** Every drawing a product without a photo can have, on cards as a phone's two-column grid shows them. */
export const Drawings: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-[22rem] diet:grid-cols-2 diet:gap-3 diet:md:max-w-none diet:md:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
      {PICTURE_DRAWINGS.map((drawing) => (
        <ProductCard key={drawing} name={drawing} price={2.5} drawing={drawing} onOpen={() => {}} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const drawn = [...canvasElement.querySelectorAll('[data-slot="product-card-placeholder"]')].map((el) =>
      el.getAttribute('data-drawing'),
    );
    await expect(drawn).toEqual([...PICTURE_DRAWINGS]);
  },
};

export const WholePrice: Story = {
  args: { price: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/CHF 12\.00/)).toBeInTheDocument();
  },
};

export const WithoutPrice: Story = { args: { price: null } };

/** `is_red` wins over `is_yellow`: the verdict icon is red. */
export const Red: Story = {
  tags: ['i18n-visual'],
  args: props(products.red),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByRole('button', { name: named(globals, products.red.name, 'red') }),
    ).toBeVisible();
    await expect(sticker(canvasElement)).toHaveTextContent(kit(globals).verdict.red);
  },
};

export const Yellow: Story = {
  args: { ...longGerman, isYellow: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByRole('button', { name: named(globals, longGerman.name, 'yellow') }),
    ).toBeVisible();
    await expect(sticker(canvasElement)).toHaveTextContent(kit(globals).verdict.yellow);
  },
};

/**
 * Yellow only because the label could not be read: "Not checked" with a neutral face, not "May not
 * suit" (which would say something about the product we do not know).
 */
export const NotChecked: Story = {
  tags: ['i18n-visual'],
  args: { ...longGerman, isYellow: true, unread: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByRole('button', { name: named(globals, longGerman.name, 'unread') }),
    ).toBeVisible();
    await expect(sticker(canvasElement)).toHaveTextContent(kit(globals).verdict.unread);
  },
};

/**
 * A user with several diets: the note under the name says which of them the verdict is about (the
 * app writes it), in the verdict's colour; a screen reader hears it after the verdict.
 */
export const RedWithNote: Story = {
  args: { ...props(products.red), note: 'Lactose-free, Low FODMAP: not suitable' },
  play: async ({ canvas, canvasElement, globals, args }) => {
    await expect(
      canvas.getByRole('button', {
        name: `${named(globals, products.red.name, 'red')}. ${args.note}`,
      }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="product-card-note"]')).toHaveTextContent(
      args.note!,
    );
  },
};

/**
 * `layout="compact"`, as long lists on a phone show products: below 768 px a row, the verdict in
 * words under the name and the actions stacked at the end; from 768 px up, cards.
 */
export const Compact: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: () => (
    <ul className="diet:grid diet:max-w-[24rem] diet:grid-cols-1 diet:gap-2 diet:md:max-w-none diet:md:grid-cols-3">
      {[
        { ...props(products.longGerman) },
        { ...props(products.red), note: 'Contains gluten: “wheat flour”' },
        { ...props(products.bare), isYellow: true, note: 'May contain traces of milk' },
      ].map((product) => (
        <li key={product.name} className="diet:flex">
          <ProductCard
            {...product}
            layout="compact"
            onOpen={() => {}}
            onFavoriteChange={() => {}}
            actions={
              <IconButton
                variant="ghost"
                size="sm"
                label="Add to list"
                className="diet:bg-surface diet:shadow-card"
              >
                <Icon name="list-plus" />
              </IconButton>
            }
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, canvas, globals }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="product-card"]')];
    await expect(cards.map((card) => card.dataset.layout)).toEqual(['compact', 'compact', 'compact']);
    const row = window.innerWidth < 768;
    const first = cards[0]!;
    // a row says the verdict under the name; a card on its picture
    await expect(first.querySelector('[data-slot="product-card-row-verdict"]')!.checkVisibility()).toBe(row);
    await expect(first.querySelector('[data-slot="product-card-verdict"]')!.checkVisibility()).toBe(!row);
    if (row) await expect(first.getBoundingClientRect().height).toBeLessThan(160);
    // the opener's name says the verdict and the note, whatever the layout
    await expect(
      canvas.getByRole('button', {
        name: `${named(globals, products.red.name, 'red')}. Contains gluten: “wheat flour”`,
      }),
    ).toBeVisible();
  },
};

/**
 * `swap`: what to buy instead of a product that does not suit, a line at the card's foot linking to
 * it, as a card and as a phone's compact row.
 */
export const WithSwap: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: () => (
    <ul className="diet:grid diet:max-w-[24rem] diet:grid-cols-1 diet:gap-2 diet:md:max-w-[34rem] diet:md:grid-cols-2">
      {(['card', 'compact'] as const).map((layout) => (
        <li key={layout} className="diet:flex">
          <ProductCard
            {...props(products.red)}
            layout={layout}
            note="Contains gluten: “wheat flour”"
            swap={{
              name: 'Gluten-free oat crackers',
              href: '#gluten-free-oat-crackers',
              storeName: 'Coop',
              price: 3.3,
            }}
            onOpen={() => {}}
            onFavoriteChange={() => {}}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, canvas, globals }) => {
    // where it is sold and what it costs beside this one (CHF 2.95), in the kit's words
    const more = kitTexts(globals).swapPair.more.replace('{{amount}}', 'CHF 0.35');
    const links = canvas.getAllByRole('link', {
      name: `${kit(globals).try} Gluten-free oat crackers Coop · ${more}`,
    });
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', '#gluten-free-oat-crackers');
      // its own link, outside the card's opener and above it: a tap on it reaches it
      await expect(link.closest('[data-slot="product-card-open"]')).toBeNull();
      link.scrollIntoView({ block: 'center' });
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(link.contains(hit)).toBe(true);
      await expect(box.height).toBeGreaterThanOrEqual(32);
    }
    // the opener still says the product, its verdict and why
    await expect(
      canvas.getAllByRole('button', {
        name: `${named(globals, products.red.name, 'red')}. Contains gluten: “wheat flour”`,
      }),
    ).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-swap"]')).toHaveLength(2);
  },
};

export const Favorite: Story = { args: { favorite: true } };

/** While the change is saved the heart is disabled. */
export const FavoritePending: Story = {
  args: { favorite: true, favoritePending: true },
  play: async ({ canvas, args, globals }) => {
    const heart = canvas.getByRole('button', { name: kit(globals).removeFavorite });
    await expect(heart).toBeDisabled();
    await userEvent.click(heart, { pointerEventsCheck: 0 });
    await expect(args.onFavoriteChange).not.toHaveBeenCalled();
  },
};

/** A picture that fails to load is replaced by the drawing of the product's kind (a yoghurt pot). */
export const BrokenImage: Story = {
  args: { imageSrc: brokenImage, drawing: 'pot' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="product-card-placeholder"]')).toHaveAttribute(
        'data-drawing',
        'pot',
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="product-card-image"]')).toBeNull();
  },
};

/** Without `onFavoriteChange` there is no heart; without `onOpen` / `href` the card is static. */
/** Nothing to open: the heading itself says the verdict to a screen reader. */
export const Static: Story = {
  args: { onFavoriteChange: undefined, onOpen: undefined, ...props(products.red) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(named(globals, products.red.name, 'red'));
  },
};

export const TogglesFavorite: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    const heart = canvas.getByRole('button', { name: text.addFavorite });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleDescription(longGerman.name);
    await userEvent.click(heart);
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(true);
    const pressed = canvas.getByRole('button', { name: text.removeFavorite });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pressed);
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** A click anywhere on the card (here on the picture area) lands on the opener and opens the product. */
export const OpensOnCardClick: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const opener = canvas.getByRole('button', { name: named(globals, longGerman.name, 'green') });
    await userEvent.click(opener);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const picture = canvasElement.querySelector('[data-slot="product-card-image"]');
    if (!picture) throw new Error('no picture');
    const box = picture.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(opener);
    await userEvent.click(opener);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** The opener and the heart are siblings: no interactive element inside another. */
export const NoNestedInteractiveContent: Story = {
  play: async ({ canvas, globals }) => {
    const opener = canvas.getByRole('button', { name: named(globals, longGerman.name, 'green') });
    const heart = canvas.getByRole('button', { name: kit(globals).addFavorite });
    await expect(opener.contains(heart)).toBe(false);
    await expect(heart.contains(opener)).toBe(false);
    await expect(within(opener).queryAllByRole('button')).toHaveLength(0);
  },
};

export const KeyboardOpensAndFavorites: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: named(globals, longGerman.name, 'green') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: kit(globals).addFavorite })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(true);
  },
};

const addToList = fn();

/**
 * An app's own action beside the heart (here "Add to list", an icon button): outside the card's
 * opener, so it is not nested in it; clicking it does not open the product; Tab reaches it after
 * the opener and before the heart.
 */
export const WithActions: Story = {
  args: {
    actions: (
      <IconButton
        variant="ghost"
        size="sm"
        label={`Add ${longGerman.name} to a list`}
        onClick={() => addToList()}
        className="diet:bg-surface diet:shadow-card diet:hover:bg-muted"
      >
        <Icon name="list-plus" />
      </IconButton>
    ),
  },
  play: async ({ canvas, args, globals }) => {
    addToList.mockClear();
    const opener = canvas.getByRole('button', { name: named(globals, longGerman.name, 'green') });
    const action = canvas.getByRole('button', { name: `Add ${longGerman.name} to a list` });
    await expect(opener.contains(action)).toBe(false);
    await userEvent.click(action);
    await expect(addToList).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
    // Above the opener's stretched area: the action itself is what a tap on it hits.
    const box = action.getBoundingClientRect();
    await expect(
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button'),
    ).toBe(action);
    opener.focus();
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addToList).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: kit(globals).addFavorite })).toHaveFocus();
  },
};

/**
 * Where a tap lands: every pixel at the edges of the 44 × 44 px square round a control (4 px beyond
 * its 36 px look, first and last pixel of each side) hits that control.
 */
async function expectHitArea(control: HTMLElement, size = 44) {
  const box = control.getBoundingClientRect();
  const extraX = (size - box.width) / 2;
  const extraY = (size - box.height) / 2;
  const xs = [box.left - extraX, box.left + box.width / 2, box.right + extraX - 1];
  const ys = [box.top - extraY, box.top + box.height / 2, box.bottom + extraY - 1];
  for (const x of xs) {
    for (const y of ys) {
      await expect(document.elementFromPoint(x, y)?.closest('button')).toBe(control);
    }
  }
}

/** On a phone's card the heart and an action each take a finger's 44 × 44 px, side by side. */
export const TouchTargets: Story = {
  ...WithActions,
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    const action = canvas.getByRole('button', { name: `Add ${longGerman.name} to a list` });
    const heart = canvas.getByRole('button', { name: kit(globals).addFavorite });
    await expectHitArea(action);
    await expectHitArea(heart);
    const a = action.getBoundingClientRect();
    const h = heart.getBoundingClientRect();
    // The squares meet at most: centres 44 px apart or more.
    await expect(h.left + h.width / 2 - (a.left + a.width / 2)).toBeGreaterThanOrEqual(44);
  },
};

const navigate = fn();

function RouterLink({ href, onClick, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** With `href` the card is a link (here through a router link). */
export const AsLink: Story = {
  args: { href: '/product/details/p1', linkComponent: RouterLink },
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: named(globals, longGerman.name, 'green') });
    await expect(link).toHaveAttribute('href', '/product/details/p1');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/product/details/p1');
  },
};

/** The placeholder shown while products load, beside a real card: same frame, nothing announced. */
export const Skeleton: Story = {
  render: (args) => (
    <div className="diet:grid diet:w-[34rem] diet:grid-cols-2 diet:gap-4">
      <ProductCardSkeleton />
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="product-card-skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every verdict × favourite state, with the data edge cases, at the carousel's card width. */
export const Matrix: Story = {
  tags: ['i18n-visual'],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] diet:gap-4">
      {Object.values(products).map((product) => (
        <ProductCard key={product.id} {...props(product)} onFavoriteChange={() => {}} onOpen={() => {}} />
      ))}
      <ProductCard {...longGerman} favorite favoritePending onFavoriteChange={() => {}} onOpen={() => {}} />
      <ProductCard {...longGerman} price={null} brand="Ein ausgesprochen langer Markenname GmbH" />
      <ProductCard {...longGerman} isYellow unread onFavoriteChange={() => {}} onOpen={() => {}} />
      <div className="diet:w-40">
        <ProductCard {...longGerman} onFavoriteChange={() => {}} onOpen={() => {}} />
      </div>
    </div>
  ),
};
