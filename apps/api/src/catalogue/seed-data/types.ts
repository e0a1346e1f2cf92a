/**
 * The shapes of the seed catalogue's data files. A product is written once per pack as it is sold:
 * names in three languages, the ingredient list in the pack's language(s) exactly as printed,
 * OFF label tags for printed free-from claims, and the nutrition table per 100 g / 100 ml.
 * Barcodes, images and colours are derived by `index.ts` and `../seed.ts`, never typed.
 */

export type Retailer = 'Migros' | 'Coop' | 'Denner' | 'Aldi Suisse' | 'Lidl Schweiz' | 'Volg' | 'Manor';

export type PackLang = 'de' | 'fr' | 'it' | 'en';

export interface Names {
  en: string;
  de: string;
  fr: string;
  /** Italian, when the pack or the category has it (the display falls back to en, de, fr). */
  it?: string;
}

/** A category's or subcategory's names: all four catalogue languages. */
export type CategoryNames = Required<Names>;

/** Per 100 g (or 100 ml). Energy in kJ; kcal is derived. */
export interface Nutrition {
  kj: number;
  fat: number;
  saturates: number;
  carbs: number;
  sugars: number;
  fibre?: number;
  protein: number;
  salt: number;
  /** Only printed by a few fruit products; the analysis compares them (fructose vs glucose). */
  fructose?: number;
  glucose?: number;
}

export interface SeedCategory {
  key: string;
  names: CategoryNames;
  /** The tile and pack colour (hex). */
  color: string;
  subcategories: { key: string; names: CategoryNames }[];
}

export interface SeedProduct {
  /** Stable identity within the seed (the barcode is derived from it). */
  key: string;
  category: string;
  subcategory: string;
  names: Names;
  brand: string | null;
  /** CHF. */
  price: number;
  retailer: Retailer;
  local: boolean;
  /** The ingredient list per printed language; empty when the pack prints none. */
  ingredients: Partial<Record<PackLang, string>>;
  /** The pack's main language (OFF `lang`). */
  lang: PackLang;
  /** Open Food Facts label tags of printed claims (e.g. `en:no-gluten`). */
  labels?: string[];
  nutrition: Nutrition;
  /** The pack size as printed, e.g. `500 g`. */
  size: string;
  notes?: string | null;
}

/** A flavour, variety or size: the text each language's template puts in place of `{v}`. */
export interface Variant {
  key: string;
  en: string;
  de: string;
  fr: string;
  it?: string;
}
