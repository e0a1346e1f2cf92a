import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent } from 'storybook/test';

import { appCopy, kitTexts, type Copy } from '../../lib/app-copy.fixtures.js';
import { Icon } from '../icon/index.js';
import { IconButton } from '../icon-button/index.js';
import { images } from '../product-card/product-card.fixtures.js';
import { SwapPair, SwapPairSkeleton, type SwapProduct } from './swap-pair.js';
import { keepPercentTogether } from '../../lib/keep-together.js';

/** The names as shown: a unit stays with its number (a no-break space, which names keep). */
const WHOLE_MILK = keepPercentTogether('Whole milk UHT 1 l');
const LACTOSE_FREE = keepPercentTogether('Lactose-free whole milk 1 l');

const wholeMilk: SwapProduct = {
  name: 'Whole milk UHT 1 l',
  brand: 'Valflora',
  price: 1.6,
  storeName: 'Migros',
  imageSrc: images.milk,
  href: '#whole-milk',
  isRed: true,
};
const lactoseFree: SwapProduct = {
  name: 'Lactose-free whole milk 1 l',
  brand: 'Coop Free From',
  price: 1.95,
  storeName: 'Coop',
  imageSrc: images.milk,
  href: '#lactose-free-milk',
};

/** The app's link to the other alternatives, in the story's language (the app writes it, not the kit). */
const twoMore: Copy = {
  en: 'Two more alternatives',
  fr: 'Deux autres alternatives',
  de: 'Zwei weitere Alternativen',
};

const meta = {
  title: 'App/SwapPair',
  component: SwapPair,
  tags: ['autodocs'],
  args: { from: wholeMilk, to: lactoseFree },
  render: (args) => (
    <div className="diet:max-w-2xl">
      <SwapPair {...args} />
    </div>
  ),
} satisfies Meta<typeof SwapPair>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whole milk (red) beside lactose-free milk (green): "Instead of", "Try", and "CHF 0.35 more". */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kitTexts(globals);
    await expect(canvas.getByText(text.swapPair.insteadOf)).toBeVisible();
    await expect(canvas.getByRole('link', { name: WHOLE_MILK })).toHaveAttribute('href', '#whole-milk');
    await expect(canvas.getByRole('heading', { name: LACTOSE_FREE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LACTOSE_FREE })).toHaveAttribute(
      'href',
      '#lactose-free-milk',
    );
    await expect(canvas.getByRole('img', { name: text.moodIcon.red })).toBeVisible();
    await expect(canvas.getByRole('img', { name: text.moodIcon.green })).toBeVisible();
    await expect(canvas.getByText(text.swapPair.more.replace('{{amount}}', 'CHF 0.35'))).toBeVisible();
  },
};

/**
 * The compact swap under a product's verdict (the product page): only the alternative, labelled
 * "Better swap", with its verdict, store, price and what it costs compared with this product; the
 * whole card opens it.
 */
export const Compact: Story = {
  tags: ['i18n-visual'],
  args: { variant: 'compact' },
  render: (args) => (
    <div className="diet:max-w-md">
      <SwapPair {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const text = kitTexts(globals);
    await expect(canvas.getByText(text.swapPair.betterSwap)).toBeVisible();
    await expect(canvas.queryByText(text.swapPair.insteadOf)).toBeNull();
    await expect(canvas.queryByText('Whole milk UHT 1 l')).toBeNull();
    await expect(canvas.getByRole('heading', { name: LACTOSE_FREE })).toBeVisible();
    const link = canvas.getByRole('link', { name: LACTOSE_FREE });
    await expect(link).toHaveAttribute('href', '#lactose-free-milk');
    await expect(canvas.getByRole('img', { name: text.moodIcon.green })).toBeVisible();
    await expect(canvas.getByText('Coop Free From · Coop')).toBeVisible();
    await expect(canvas.getByText(text.swapPair.more.replace('{{amount}}', 'CHF 0.35'))).toBeVisible();
    // The link's area covers the card: a touch anywhere on it opens the product.
    const card = canvasElement.querySelector('[data-slot="swap-pair"]')!.getBoundingClientRect();
    const area = getComputedStyle(link, '::after');
    await expect(area.position).toBe('absolute');
    await expect(card.height).toBeGreaterThanOrEqual(44);
  },
};

/** The compact swap's place while the alternatives load: a quiet pulse, announced as loading. */
export const CompactLoading: Story = {
  render: () => (
    <div className="diet:max-w-md">
      <SwapPairSkeleton />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(kitTexts(globals).swapPair.loading);
  },
};

/** The alternative costs less: "CHF 0.20 less"; the same price says so. */
export const Cheaper: Story = {
  args: { to: { ...lactoseFree, price: 1.4 } },
  play: async ({ canvas, globals }) => {
    const text = kitTexts(globals);
    await expect(canvas.getByText(text.swapPair.less.replace('{{amount}}', 'CHF 0.20'))).toBeVisible();
  },
};

/** The product swapped away says why it does not suit, in its verdict's colour (the app writes it). */
export const WithReason: Story = {
  args: { from: { ...wholeMilk, note: 'Contains milk: “Vollmilch”' } },
  play: async ({ canvasElement }) => {
    const note = canvasElement.querySelector('[data-slot="swap-pair-note"]');
    await expect(note).toHaveTextContent('Contains milk: “Vollmilch”');
    await expect(note).toBeVisible();
  },
};

const addToList = fn();
/** The app's "Add to list" icon button, as a swap's action. */
const addToListButton = (
  <IconButton
    variant="ghost"
    size="sm"
    label="Add Lactose-free whole milk 1 l to a list"
    className="diet:bg-surface diet:shadow-card"
    onClick={addToList}
  >
    <Icon name="list-plus" />
  </IconButton>
);

type Canvas = ReturnType<typeof within>;

/** A click on the action calls it, and the product's own link is still there, beside it. */
async function expectActionBesideLink(button: HTMLElement, canvas: Canvas) {
  addToList.mockClear();
  await userEvent.click(button);
  await expect(addToList).toHaveBeenCalledTimes(1);
  await expect(canvas.getByRole('link', { name: LACTOSE_FREE })).toHaveAttribute(
    'href',
    '#lactose-free-milk',
  );
}

/**
 * `toActions`: a control for the product offered instead, here the app's "Add to list" icon button,
 * at the end of its block with a finger's hit area; it does not open the product.
 */
export const WithActions: Story = {
  args: {
    toActions: addToListButton,
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Add Lactose-free whole milk 1 l to a list' });
    const to = canvasElement.querySelector('[data-slot="swap-pair-to"]')!;
    await expect(to.contains(button)).toBe(true);
    const hit = button.parentElement!.getBoundingClientRect();
    await expect(hit.height).toBeGreaterThanOrEqual(44);
    await expectActionBesideLink(button, canvas);
  },
};

/** `toActions` in the compact variant: the button sits above the card's link and does not open it. */
export const CompactWithActions: Story = {
  args: {
    variant: 'compact',
    toActions: addToListButton,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add Lactose-free whole milk 1 l to a list' });
    const box = button.getBoundingClientRect();
    // a tap on it reaches it, not the card's link beneath
    await expect(
      button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
    ).toBe(true);
    await expectActionBesideLink(button, canvas);
  },
};

/** No prices (none known): no difference is made up; no pictures: the initials stand in. */
export const WithoutPricesOrPictures: Story = {
  args: {
    from: { ...wholeMilk, price: null, imageSrc: undefined, href: undefined },
    to: { ...lactoseFree, price: null, imageSrc: undefined },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/CHF/)).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="swap-pair-difference"]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: WHOLE_MILK })).toBeNull();
  },
};

/** No photos, but their kind known (`drawing`): each side drawn as the cards draw it. */
export const DrawnPictures: Story = {
  args: {
    from: { ...wholeMilk, imageSrc: undefined, drawing: 'carton' },
    to: { ...lactoseFree, imageSrc: undefined, drawing: 'carton' },
  },
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('[data-slot="drawn-picture"]');
    await expect(drawn).toHaveLength(2);
    for (const picture of drawn) {
      await expect(picture).toHaveAttribute('data-drawing', 'carton');
      await expect(picture).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** Long German names wrap; the pair stacks with a downward arrow on a phone. */
export const LongNames: Story = {
  tags: ['i18n-visual'],
  args: {
    from: {
      ...wholeMilk,
      name: 'Vollmilch-Joghurt mit Erdbeeren aus der Schweiz, pasteurisiert',
      brand: 'Ein ausgesprochen langer Markenname GmbH',
    },
    to: {
      ...lactoseFree,
      name: 'Laktosefreier Vollmilch-Joghurt mit Erdbeeren aus der Schweiz',
      storeName: 'Coop',
      price: 2.15,
      imageSrc: images.yogurt,
    },
    more: <a href="#more">{appCopy(twoMore)}</a>,
  },
};

/** Several swaps in the two-column grid Discover lays them out in, with a yellow alternative. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-4 diet:md:grid-cols-2">
      <SwapPair from={wholeMilk} to={lactoseFree} />
      <SwapPair
        from={{
          name: 'White toast bread',
          brand: 'Jowa',
          price: 1.5,
          storeName: 'Migros',
          imageSrc: images.bread,
          isRed: true,
        }}
        to={{
          name: 'Gluten-free white bread',
          brand: 'Schär',
          price: 4.95,
          storeName: 'Coop',
          imageSrc: images.bread,
        }}
      />
      <SwapPair
        from={{
          name: 'Spaghetti n° 5',
          brand: 'Barilla',
          price: 2.2,
          storeName: 'Coop',
          imageSrc: images.pasta,
          isRed: true,
        }}
        to={{
          name: 'Gluten-free spaghetti',
          brand: 'Coop Free From',
          price: 2.2,
          imageSrc: images.pasta,
          isYellow: true,
        }}
      />
      <SwapPair
        from={{ name: 'Gala apples', price: 3.8, storeName: 'Coop', imageSrc: images.apple, isRed: true }}
        to={{ name: 'Ripe bananas', price: 2.1, storeName: 'Coop', imageSrc: undefined }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    // Every alternative is a heading of its own, for a screen reader's list of headings.
    await expect(canvas.getAllByRole('heading')).toHaveLength(4);
    // The catalogue's currency, as every price of the app: CHF.
    await expect(canvas.getAllByText(/CHF 2\.20/)).toHaveLength(2);
  },
};
