/**
 * The seed catalogue as data: categories, retailers and every pack, with barcodes derived from
 * each pack's stable key (a Swiss `76` EAN-13 with its check digit), so the same data always gives
 * the same barcodes and a re-seed updates rather than duplicates.
 */
import { createHash } from 'node:crypto';

import { BAKERY } from './bakery';
import { BREAKFAST } from './breakfast';
import { SEED_CATEGORIES, SEED_RETAILERS } from './categories';
import { DAIRY } from './dairy';
import { DRINKS } from './drinks';
import { FREE_FROM } from './free-from';
import { FRUIT_VEG } from './fruit-veg';
import { MEAT_ALTERNATIVES } from './meat-alternatives';
import { PASTA_GRAINS } from './pasta-grains';
import { READY_MEALS } from './ready-meals';
import { SWEETS_SNACKS } from './sweets-snacks';
import type { SeedProduct } from './types';

export { SEED_CATEGORIES, SEED_RETAILERS };
export type { Nutrition, PackLang, Retailer, SeedCategory, SeedProduct } from './types';

/** The EAN-13 check digit of 12 digits (weights 1, 3 from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is 13 digits with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A Swiss-prefixed (76) EAN-13 derived from a key: 76 + 10 digits of its SHA-256 + check digit. */
export function seedBarcode(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  const body = (digest.readBigUInt64BE(0) % 10_000_000_000n).toString().padStart(10, '0');
  const first12 = `76${body}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

export interface SeedPack extends SeedProduct {
  barcode: string;
}

function withBarcodes(products: readonly SeedProduct[]): SeedPack[] {
  const keys = new Set<string>();
  const barcodes = new Map<string, string>();
  return products.map((product) => {
    if (keys.has(product.key)) throw new Error(`Seed data: duplicate key ${product.key}`);
    keys.add(product.key);
    let barcode = seedBarcode(product.key);
    for (let salt = 1; barcodes.has(barcode); salt++) barcode = seedBarcode(`${product.key}#${salt}`);
    barcodes.set(barcode, product.key);
    return { ...product, barcode };
  });
}

export const SEED_PRODUCTS: readonly SeedPack[] = withBarcodes([
  ...DAIRY,
  ...BAKERY,
  ...PASTA_GRAINS,
  ...SWEETS_SNACKS,
  ...DRINKS,
  ...READY_MEALS,
  ...FRUIT_VEG,
  ...FREE_FROM,
  ...BREAKFAST,
  ...MEAT_ALTERNATIVES,
]);
