/**
 * A shopping list as the screen shows it: the items still to buy in the list's order, then those
 * in the basket; each with its verdict for the user's diets; the total of the priced items at the
 * retailers the catalogue chose for the user; and the list as text to send.
 */
import {
  productName,
  storeLabel,
  suitability,
  type Locale,
  type ShoppingItem,
  type ShoppingList,
  type Suitability,
} from '@diet/domain';

/** An item's name: its product's in the page's language, else its text. */
export function itemName(item: Pick<ShoppingItem, 'product' | 'text'>, locale: Locale): string {
  return item.product ? productName(item.product, locale) : (item.text ?? '');
}

/** The verdict of an item's product for the diets (none for a free text or a product gone). */
export function itemVerdict(
  item: Pick<ShoppingItem, 'product'>,
  intolerances: readonly number[],
): Suitability | null {
  return item.product ? suitability(item.product.colors, intolerances) : null;
}

export interface ListTotal {
  /** In cents, summed exactly. */
  cents: number;
  byRetailer: { retailer: string; cents: number }[];
  /** Products without a price. */
  unpriced: number;
}

/** What the list's priced products cost (price × quantity), per retailer, most first. */
export function listTotal(entries: readonly ShoppingItem[]): ListTotal {
  const totals = new Map<string, number>();
  let unpriced = 0;
  for (const entry of entries) {
    if (entry.product_id === null) continue;
    const price = entry.product?.price;
    if (typeof price !== 'number' || !Number.isFinite(price)) {
      unpriced += 1;
      continue;
    }
    const retailer = entry.product ? storeLabel(entry.product) : '';
    totals.set(retailer, (totals.get(retailer) ?? 0) + Math.round(price * 100) * entry.quantity);
  }
  const byRetailer = [...totals]
    .map(([retailer, cents]) => ({ retailer, cents }))
    .sort((a, b) => b.cents - a.cents || a.retailer.localeCompare(b.retailer));
  return { cents: byRetailer.reduce((sum, r) => sum + r.cents, 0), byRetailer, unpriced };
}

/** 1234 cents as "12.34". */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The list with one item moved to `position` among all items (as the API moves it). */
export function movedEntries(
  entries: readonly ShoppingItem[],
  itemId: string,
  position: number,
): ShoppingItem[] {
  const item = entries.find((entry) => entry.id === itemId);
  if (!item) return [...entries];
  const others = entries.filter((entry) => entry.id !== itemId);
  const at = Math.max(0, Math.min(position, others.length));
  return [...others.slice(0, at), item, ...others.slice(at)].map((entry, index) => ({
    ...entry,
    position: index,
  }));
}

/**
 * Where an item still to buy goes to move one place up (-1) or down (+1) among the items still to
 * buy: the position of the neighbour it passes in the whole list, or null at either end.
 */
export function neighbourPosition(
  entries: readonly ShoppingItem[],
  itemId: string,
  step: -1 | 1,
): number | null {
  const toBuy = entries.filter((entry) => !entry.checked);
  const index = toBuy.findIndex((entry) => entry.id === itemId);
  const neighbour = index === -1 ? undefined : toBuy[index + step];
  if (!neighbour) return null;
  return entries.findIndex((entry) => entry.id === neighbour.id);
}

/** A list with one change applied, as the screen shows it before the API answers. */
export type ListChange =
  | { kind: 'check'; itemId: string; checked: boolean }
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'move'; itemId: string; position: number }
  | { kind: 'remove'; itemId: string };

export function applyChange(list: ShoppingList, change: ListChange): ShoppingList {
  let entries: ShoppingItem[];
  switch (change.kind) {
    case 'check':
      entries = list.entries.map((e) => (e.id === change.itemId ? { ...e, checked: change.checked } : e));
      break;
    case 'quantity':
      entries = list.entries.map((e) => (e.id === change.itemId ? { ...e, quantity: change.quantity } : e));
      break;
    case 'move':
      entries = movedEntries(list.entries, change.itemId, change.position);
      break;
    case 'remove':
      entries = list.entries.filter((e) => e.id !== change.itemId);
      break;
  }
  return {
    ...list,
    entries,
    items: entries.length,
    checked: entries.filter((entry) => entry.checked).length,
  };
}

export interface ListTexts {
  /** "2 × Milk" */
  quantity: (quantity: number, name: string) => string;
  /** "CHF 3.50 at Coop" */
  price: (price: string, retailer: string) => string;
  /** "Total: CHF 12.30" */
  total: (price: string) => string;
  /** "In the basket" */
  basket: string;
  currency: string;
  /** The name of a product the catalogue no longer has. */
  gone: string;
}

/** The list as text to send: its name, the items to buy, those in the basket, the total. */
export function listAsText(list: ShoppingList, locale: Locale, texts: ListTexts): string {
  const line = (entry: ShoppingItem) => {
    const name = entry.product_id !== null && !entry.product ? texts.gone : itemName(entry, locale);
    const what = entry.quantity > 1 ? texts.quantity(entry.quantity, name) : name;
    const price = entry.product?.price;
    return typeof price === 'number' && entry.product
      ? `- ${what} (${texts.price(`${texts.currency} ${price.toFixed(2)}`, storeLabel(entry.product))})`
      : `- ${what}`;
  };
  const toBuy = list.entries.filter((entry) => !entry.checked).map(line);
  const inBasket = list.entries.filter((entry) => entry.checked).map(line);
  const total = listTotal(list.entries);
  return [
    list.name,
    '',
    ...toBuy,
    ...(inBasket.length > 0 ? ['', `${texts.basket}:`, ...inBasket] : []),
    ...(total.cents > 0 ? ['', texts.total(`${texts.currency} ${centsText(total.cents)}`)] : []),
  ].join('\n');
}
