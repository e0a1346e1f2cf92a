import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { appCopy, copyIn, kitTexts, type Copy } from '../../lib/app-copy.fixtures.js';
import { ShoppingListItem, type ShoppingListItemProps } from './shopping-list-item.js';

const texts = (globals: Record<string, unknown>) => kitTexts(globals).shoppingListItem;
const withName = (text: string, name: string) => text.replace('{{name}}', name);

/** The phone's viewport of the visual tests (375 px): controls must be 44 px there. */
const onPhone = () => window.innerWidth < 768;

/** Every control of the item at least 44 × 44 px on a phone (a design review found 36 and 24). */
async function touchTargetsFit(canvasElement: HTMLElement) {
  if (!onPhone()) return;
  const targets = canvasElement.querySelectorAll<HTMLElement>(
    '[data-slot="shopping-list-item-check"], [data-slot="shopping-list-item"] button, [data-slot="shopping-list-item-swap"]',
  );
  await expect(targets.length).toBeGreaterThan(0);
  const small = [...targets]
    .map((target) => ({ target, box: target.getBoundingClientRect() }))
    .filter(({ box }) => box.width < 44 || box.height < 44)
    .map(
      ({ target, box }) =>
        `${target.textContent || target.getAttribute('aria-label')}: ${box.width}×${box.height}`,
    );
  await expect(small).toEqual([]);
}

/** The app's reason for a product that does not suit: the diet (the app names it, not the kit). */
const notLactoseFree: Copy = {
  en: 'lactose-free diet',
  fr: 'régime sans lactose',
  de: 'laktosefreie Ernährungsweise',
};

/** The app's words for the swap's button and the link to the other swaps. */
const replaceWith: Copy = {
  en: 'Replace with {{name}}',
  fr: 'Remplacer par {{name}}',
  de: 'Ersetzen durch {{name}}',
};
const moreSwaps: Copy = { en: 'More swaps', fr: 'Autres alternatives', de: 'Weitere Alternativen' };

/** The swap the app found for whole milk, named in the story's language. */
const lactoseFreeMilk: Copy = {
  en: 'Lactose-free whole milk 1 l',
  fr: 'Lait entier sans lactose 1 l',
  de: 'Laktosefreie Vollmilch 1 l',
};

/** The play is over: no focus ring left from its clicks in the picture. */
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The item with its box and quantity kept in state, as the app's optimistic changes do. */
function Stateful(props: ShoppingListItemProps) {
  const [checked, setChecked] = useState(props.checked ?? false);
  const [quantity, setQuantity] = useState(props.quantity ?? 1);
  return (
    <ShoppingListItem
      {...props}
      checked={checked}
      quantity={quantity}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange?.(next);
      }}
      onQuantityChange={(next) => {
        setQuantity(next);
        props.onQuantityChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'App/ShoppingListItem',
  component: ShoppingListItem,
  tags: ['autodocs'],
  args: {
    name: 'Lactose-free whole milk 1 l',
    href: '#lactose-free-milk',
    brand: 'Coop Free From',
    price: 1.95,
    storeName: 'Coop',
    verdict: 'green',
    quantity: 2,
    onCheckedChange: fn(),
    onQuantityChange: fn(),
    onMoveUp: fn(),
    onMoveDown: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <ul className="diet:flex diet:max-w-2xl diet:flex-col diet:gap-2">
      <Stateful {...args} />
    </ul>
  ),
} satisfies Meta<typeof ShoppingListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product that suits, still to buy: its verdict, brand, "CHF 1.95 at Coop", quantity and menu. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = texts(globals);
    const ui = kitTexts(globals);
    const name = 'Lactose-free whole milk 1 l';
    await expect(canvas.getByRole('checkbox', { name })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name })).toHaveAccessibleDescription(
      ui.productCard.verdict.green,
    );
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', '#lactose-free-milk');
    // The sticker's words, then brand, price and retailer on the same line.
    await expect(canvasElement.querySelector('[data-slot="shopping-list-item-verdict"]')).toHaveTextContent(
      `${ui.productCard.verdict.green} · Coop Free From · ${text.priceAt
        .replace('{{price}}', 'CHF 1.95')
        .replace('{{store}}', 'Coop')}`,
    );
    // A green product offers no swap.
    await expect(canvas.queryByRole('link', { name: text.swap })).toBeNull();
    const group = canvas.getByRole('group', { name: withName(text.quantity, name) });
    await expect(group).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: withName(text.more, name) }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await expect(group).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: withName(text.less, name) }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);
    await touchTargetsFit(canvasElement);
    blur();
  },
};

/** In the basket: ticked, struck through with its quantity ("2 ×"), no stepper; unticking puts it back. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas, args, globals }) => {
    const text = texts(globals);
    const name = 'Lactose-free whole milk 1 l';
    const box = canvas.getByRole('checkbox', { name: `2 × ${name}` });
    await expect(box).toBeChecked();
    await expect(canvas.queryByRole('group', { name: withName(text.quantity, name) })).toBeNull();
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('checkbox', { name })).not.toBeChecked();
    // Ticked again: the picture shows the item in the basket.
    await userEvent.click(canvas.getByRole('checkbox', { name }));
    await expect(canvas.getByRole('checkbox', { name: `2 × ${name}` })).toBeChecked();
    blur();
  },
};

/**
 * Whole milk for a lactose-free diet: red, the sticker's words then the app's reason (the diet), a
 * red border; the swap the app found named, "Replace with {swap}" at one tap, and "More swaps" to
 * the product's page, where the alternatives that suit are shown.
 */
export const RedWithWarningAndSwap: Story = {
  tags: ['i18n-visual'],
  args: {
    name: 'Whole milk UHT 1 l',
    href: '#whole-milk',
    brand: 'Valflora',
    price: 1.6,
    storeName: 'Migros',
    verdict: 'red',
    quantity: 1,
    warning: appCopy(notLactoseFree),
    swapHref: '#whole-milk-alternatives',
    onReplace: fn(),
  },
  render: (args, { globals }) => (
    <ul className="diet:flex diet:max-w-2xl diet:flex-col diet:gap-2">
      <Stateful
        {...args}
        swap={{
          label: copyIn(replaceWith, globals).replace('{{name}}', copyIn(lactoseFreeMilk, globals)),
          moreLabel: copyIn(moreSwaps, globals),
        }}
      />
    </ul>
  ),
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = texts(globals);
    const ui = kitTexts(globals);
    const name = 'Whole milk UHT 1 l';
    // The verdict's word first, then why.
    await expect(canvas.getByRole('checkbox', { name })).toHaveAccessibleDescription(
      `${ui.productCard.verdict.red} · ${copyIn(notLactoseFree, globals)}`,
    );
    // The swap named, replaced at one tap.
    const replace = canvas.getByRole('button', {
      name: withName(copyIn(replaceWith, globals), copyIn(lactoseFreeMilk, globals)),
    });
    await userEvent.click(replace);
    await expect(args.onReplace).toHaveBeenCalledTimes(1);
    blur();
    await expect(canvasElement.querySelector('[data-slot="shopping-list-item"]')).toHaveAttribute(
      'data-verdict',
      'red',
    );
    const swap = canvas.getByRole('link', { name: copyIn(moreSwaps, globals) });
    await expect(swap).toHaveAttribute('href', '#whole-milk-alternatives');
    await expect(swap).toHaveAccessibleDescription(name);
    // One fewer than one is none: the minus waits.
    await expect(canvas.getByRole('button', { name: withName(text.less, name) })).toBeDisabled();
    await touchTargetsFit(canvasElement);
  },
};

/** A yellow product and one whose label could not be read; both may be swapped. In the basket, no warning. */
export const YellowAndUnread: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <ul className="diet:flex diet:max-w-2xl diet:flex-col diet:gap-2">
      <ShoppingListItem
        name="Spaghetti n° 5"
        href="#spaghetti"
        brand="Barilla"
        price={2.2}
        storeName="Coop"
        verdict="yellow"
        warning="low FODMAP diet"
        swapHref="#spaghetti"
      />
      <ShoppingListItem
        name="Oat biscuits"
        href="#biscuits"
        price={3.1}
        verdict="yellow"
        unread
        warning="gluten-free diet"
        swapHref="#biscuits"
      />
      <ShoppingListItem
        name="Whole milk UHT 1 l"
        verdict="red"
        warning="Not shown"
        checked
        swapHref="#milk"
      />
    </ul>
  ),
  play: async ({ canvas, globals }) => {
    const text = texts(globals);
    await expect(canvas.getAllByRole('link', { name: text.swap })).toHaveLength(2);
    await expect(canvas.queryByText('Not shown')).toBeNull();
  },
};

/** A typed item: no verdict, no link, no price; the checkbox is named by the text. */
export const FreeText: Story = {
  args: {
    name: 'Fresh basil',
    href: undefined,
    brand: undefined,
    price: undefined,
    storeName: undefined,
    verdict: null,
    quantity: 1,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="shopping-list-item-verdict"]')).toBeNull();
    const box = canvas.getByRole('checkbox', { name: 'Fresh basil' });
    await expect(box).not.toHaveAttribute('aria-describedby');
    // The 44 px area around the box ticks it too.
    const area = canvasElement.querySelector<HTMLElement>('[data-slot="shopping-list-item-check"]')!;
    await userEvent.click(area);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(box).toBeChecked();
    blur();
  },
};

/** Typed while the API was down: "Not saved" with Retry and Discard; no box, stepper or menu yet. */
export const NotSavedWithRetry: Story = {
  tags: ['i18n-visual'],
  args: {
    name: 'Gluten-free oats',
    href: undefined,
    brand: undefined,
    price: undefined,
    verdict: null,
    quantity: 1,
    status: 'failed',
    onDiscard: fn(),
  },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = texts(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.notSaved);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('group')).toBeNull();
    const retry = canvas.getByRole('button', { name: text.retry });
    await expect(retry).toHaveAccessibleDescription('Gluten-free oats');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text.discard }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await touchTargetsFit(canvasElement);
    blur();
  },
};

/** Being sent: "Saving…", nothing to press. */
export const Saving: Story = {
  args: { status: 'saving', quantity: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(texts(globals).saving);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The replacement failed: said as an alert under the button, the item as it was. */
export const ReplaceFailed: Story = {
  args: {
    ...RedWithWarningAndSwap.args,
    quantity: 2,
    warning: 'lactose-free diet',
    swap: { label: 'Replace with Lactose-free whole milk 1 l', moreLabel: 'More swaps' },
    replaceError: 'Whole milk UHT 1 l could not be replaced: nothing changed. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be replaced');
    await expect(canvas.getByRole('button', { name: /Replace with/ })).toBeEnabled();
  },
};

/** Long German names and brands wrap inside the item; the stepper goes under the text on a phone. */
export const LongNames: Story = {
  tags: ['i18n-visual'],
  args: {
    name: 'Laktosefreier Vollmilch-Joghurt mit Erdbeeren aus der Schweiz, pasteurisiert, 4\u00a0×\u00a0125\u00a0g',
    nameLang: 'de',
    brand: 'Ein ausgesprochen langer Markenname GmbH',
    price: 12.95,
    storeName: 'Migros',
    verdict: 'red',
    warning: appCopy(notLactoseFree),
    swapHref: '#swap',
    quantity: 12,
  },
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector<HTMLElement>('[data-slot="shopping-list-item"]')!;
    // Nothing sticks out of the item, however long the words.
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** A product the catalogue no longer has: said under the name, no link to a page that is gone. */
export const Unavailable: Story = {
  args: { name: 'A product no longer available', unavailable: true, verdict: null, quantity: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).unavailable)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/**
 * Keyboard only: Tab reaches the box (Space ticks it), the name's link, the stepper and the menu;
 * Enter opens the menu, arrows move in it, Enter moves the item, Escape closes it.
 */
export const KeyboardUse: Story = {
  args: { quantity: 1 },
  play: async ({ canvas, args, globals }) => {
    const text = texts(globals);
    const name = 'Lactose-free whole milk 1 l';
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name })).toHaveFocus();
    // The minus is disabled at one: Tab goes on to the plus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: withName(text.more, name) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: withName(text.less, name) })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: withName(text.menu, name) });
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const moveUp = await screen.findByRole('menuitem', { name: text.moveUp });
    await waitFor(() => expect(moveUp).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: text.moveDown })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveDown).toHaveBeenCalledTimes(1);
    await expect(args.onMoveUp).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: text.remove });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
