import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { uiResources, type UiLanguage } from '../../i18n/index.js';
import { Button } from '../button/index.js';
import { ProductsModal, type SampleProduct } from './products-modal';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return uiResources[(globals.locale as UiLanguage | undefined) ?? 'en'].ui;
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

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

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
