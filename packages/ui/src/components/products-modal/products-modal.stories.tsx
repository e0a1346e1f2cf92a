import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { ProductsModal, type SampleProduct } from './products-modal';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals);
}

/** A flat, inline product picture (no remote images). */
function packshot(label: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="hsl(${hue} 45% 90%)"/><rect x="30" y="18" width="40" height="64" rx="8" fill="hsl(${hue} 40% 45%)"/><text x="50" y="56" font-family="sans-serif" font-size="12" fill="white" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const products: SampleProduct[] = [
  { name: 'Lactose-free whole milk', image: packshot('MILK', 200) },
  { name: 'Lactose-free natural yoghurt', image: packshot('YOG', 280) },
  { name: 'Oat drink barista', image: packshot('OAT', 35) },
  { name: 'Lactose-free Emmentaler slices', image: packshot('CHEESE', 50) },
  { name: 'Almond drink unsweetened' },
  { name: 'Lactose-free butter' },
  { name: 'Coconut yoghurt alternative' },
  { name: 'Lactose-free cream for cooking' },
  { name: 'Soy dessert chocolate' },
];

const meta = {
  title: 'Public site/ProductsModal',
  component: ProductsModal,
  tags: ['autodocs'],
  parameters: {
    // Open modals take over the page: give every story its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 760 } },
  },
  args: {
    diet: 'lactose-free',
    products,
    defaultOpen: true,
    onSignUp: fn(),
    onOpenChange: fn(),
    trigger: <Button>See products</Button>,
  },
} satisfies Meta<typeof ProductsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sample tiles and the locked tile fill every row of the grid to its right edge: no hole after
 * the locked tile, whatever the number of columns. The locked tile's text and button stay inside it.
 */
async function expectCompleteGrid(list: HTMLElement) {
  const listBox = list.getBoundingClientRect();
  const gap = parseFloat(getComputedStyle(list).columnGap);
  const rows = new Map<number, DOMRect[]>();
  for (const cell of Array.from(list.children)) {
    const box = cell.getBoundingClientRect();
    rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
  }
  for (const [top, boxes] of rows) {
    boxes.sort((a, b) => a.left - b.left);
    await expect(Math.abs(boxes[0]!.left - listBox.left), `row at ${top} starts at the left`).toBeLessThan(1);
    await expect(
      Math.abs(boxes.at(-1)!.right - listBox.right),
      `row at ${top} ends at the right`,
    ).toBeLessThan(1);
    for (let i = 1; i < boxes.length; i++) {
      await expect(boxes[i]!.left - boxes[i - 1]!.right, `no empty cell in row at ${top}`).toBeLessThan(
        gap + 1,
      );
    }
  }
  const locked = list.lastElementChild as HTMLElement;
  const lockedBox = locked.getBoundingClientRect();
  for (const part of [within(locked).getByRole('button'), locked.querySelector('p')!]) {
    const box = part.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(lockedBox.left);
    await expect(box.right).toBeLessThanOrEqual(lockedBox.right);
    await expect(part.scrollWidth, `${part.textContent} is not cut off`).toBeLessThanOrEqual(
      part.clientWidth,
    );
  }
}

/**
 * When the locked tile has a row of its own (the spec's eight samples, at any width), its sign-up
 * button reads on one line in every language: no two-line pill under the tile's text.
 */
async function expectOneLineSignUp(list: HTMLElement) {
  const locked = list.lastElementChild as HTMLElement;
  await expect(Math.round(locked.getBoundingClientRect().width)).toBe(
    Math.round(list.getBoundingClientRect().width),
  );
  const button = within(locked).getByRole('button');
  const lineHeight = parseFloat(getComputedStyle(button).lineHeight);
  const { paddingTop, paddingBottom } = getComputedStyle(button);
  const textHeight = button.clientHeight - parseFloat(paddingTop) - parseFloat(paddingBottom);
  await expect(textHeight, `"${button.textContent}" is one line`).toBeLessThan(lineHeight * 1.5);
}

async function findGrid() {
  return within(await screen.findByRole('dialog')).getByRole('list');
}

/** Checks the grid, then scrolls the (full-screen, on mobile) dialog to the locked tile to show it. */
async function expectCompleteGridAndShowLockedTile() {
  const list = await findGrid();
  await expectCompleteGrid(list);
  // Only the dialog's body scrolls (`scrollIntoView` would move its fixed ancestors too).
  const body = list.closest<HTMLElement>('[data-slot="dialog-body"]')!;
  body.scrollTop = body.scrollHeight;
}

export const Default: Story = {};

/**
 * At 375 px: two columns, the locked tile a full row with its text and button stacked, the button's
 * label on one line (scrolled to).
 */
export const Mobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expectOneLineSignUp(await findGrid());
    await expectCompleteGridAndShowLockedTile();
  },
};

/** At 1280 px: four columns; the locked tile takes the row under the eight samples, as a banner. */
export const LockedTileCompletesTheGrid: Story = {
  tags: ['desktop-only'],
  globals: { viewport: { value: 'desktop' } },
  play: async () => expectCompleteGrid(await findGrid()),
};

/**
 * With five samples the locked tile fills the rest of their last row: three of four columns on
 * desktop, the second of two on mobile (scrolled to).
 */
export const LockedTileFillsAShortRow: Story = {
  tags: ['desktop-only'],
  args: { products: products.slice(0, 5) },
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    await expect(within(await findGrid()).getAllByRole('listitem')).toHaveLength(6);
    await expectCompleteGridAndShowLockedTile();
  },
};

/** German has the longest title: the grid stays complete and the sign-up button one line. */
export const InGerman: Story = {
  tags: ['desktop-only'],
  globals: { viewport: { value: 'desktop' }, locale: 'de' },
  args: { diet: 'laktosefreier' },
  play: async () => {
    const list = await findGrid();
    await expectCompleteGrid(list);
    await expectOneLineSignUp(list);
  },
};

/** At 375 px in German the locked tile's button still reads on one line (scrolled to). */
export const InGermanOnMobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' }, locale: 'de' },
  args: { diet: 'laktosefreier' },
  play: async () => {
    await expectOneLineSignUp(await findGrid());
    await expectCompleteGridAndShowLockedTile();
  },
};

/** At 375 px in French the locked tile's button still reads on one line (scrolled to). */
export const InFrenchOnMobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' }, locale: 'fr' },
  args: { diet: 'sans lactose' },
  play: async () => {
    await expectOneLineSignUp(await findGrid());
    await expectCompleteGridAndShowLockedTile();
  },
};

/**
 * While the products load: placeholder tiles in the grid's place, the grid marked busy and
 * "Loading products" announced; the locked tile is already there.
 */
export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ globals }) => {
    const texts = kit(globals).productsModal;
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(texts.loading);
    const list = within(dialog).getByRole('list');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.querySelectorAll('[data-slot="products-modal-placeholder"]')).toHaveLength(8);
    await expect(within(dialog).queryByText('Lactose-free whole milk')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: texts.signUp })).toBeVisible();
    await expectCompleteGrid(list);
  },
};

/** Loading failed: the message is announced as an alert, and the retry button calls `onRetry`. */
export const LoadFailedRetries: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, globals }) => {
    const texts = kit(globals).productsModal;
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(texts.error);
    await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The app's own texts replace the kit's error message and retry label. */
export const LoadFailedWithAppTexts: Story = {
  args: {
    status: 'error',
    onRetry: fn(),
    errorMessage: 'The product service is being updated. Please try again in a few minutes.',
    retryLabel: 'Reload products',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The product service is being updated. Please try again in a few minutes.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload products' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No products for the diet: an empty state instead of the grid. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ globals }) => {
    const texts = kit(globals).productsModal;
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(texts.empty)).toBeVisible();
    await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Shows the spec's title and exactly 8 sample tiles (of 9 given) plus the locked tile. */
export const ShowsEightSamplesAndLockedTile: Story = {
  play: async ({ globals }) => {
    const texts = kit(globals).productsModal;
    const title = texts.title.replace('{{total}}', '20').replace('{{diet}}', 'lactose-free');
    const dialog = await screen.findByRole('dialog', { name: title });
    await expect(dialog.querySelectorAll('[data-slot="products-modal-tile"]')).toHaveLength(8);
    await expect(within(dialog).queryByText('Soy dessert chocolate')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: texts.signUp })).toBeVisible();
  },
};

/** The locked tile's button calls `onSignUp` (the app then swaps to the upsell modal). */
export const SignUpCallsOnSignUp: Story = {
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: kit(globals).productsModal.signUp }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};

/** The close button and a backdrop click close it; while open the page does not scroll. */
export const ClosesOnBackdropClick: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See products' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.body).toHaveAttribute('data-scroll-locked'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'See products' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: kit(globals).dialog.close }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(dialog).not.toBeInTheDocument();
  },
};
