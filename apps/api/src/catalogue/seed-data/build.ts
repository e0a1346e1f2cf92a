/**
 * Authoring helpers for the data files: a product line (one recipe sold in several flavours by
 * several brands) expands into one pack per flavour and brand, deterministically. `{v}` in a name
 * or an ingredient text is the flavour in that language (Italian falls back to French).
 */
import type { Names, Nutrition, PackLang, Retailer, SeedProduct, Variant } from './types';

export interface Offer {
  brand: string | null;
  retailer: Retailer;
  /** CHF for the plain variant; a variant's `price` is added. */
  price: number;
  local?: boolean;
  /** Replaces the line's ingredient texts for this brand's recipe. */
  ingredients?: Partial<Record<PackLang, string>>;
  labels?: string[];
  lang?: PackLang;
  size?: string;
}

export interface LineVariant extends Variant {
  /** Added to each offer's price (may be negative). */
  price?: number;
  /** Replaces `{i}` in the ingredient texts (defaults to the flavour word `{v}`). */
  ing?: Partial<Record<PackLang, string>>;
  nutrition?: Partial<Nutrition>;
  labels?: string[];
}

export interface Line {
  key: string;
  subcategory: string;
  names: Names;
  ingredients: Partial<Record<PackLang, string>>;
  lang: PackLang;
  nutrition: Nutrition;
  size: string;
  labels?: string[];
  notes?: string;
  variants?: LineVariant[];
  offers: Offer[];
}

const PLAIN: LineVariant = { key: '', en: '', de: '', fr: '' };

function fill(text: string, variant: LineVariant, lang: PackLang): string {
  const word = lang === 'it' ? (variant.it ?? variant.fr) : variant[lang];
  const ing = variant.ing?.[lang] ?? word;
  return text.replaceAll('{i}', ing).replaceAll('{v}', word).replace(/\s+/g, ' ').trim();
}

function fillAll(texts: Partial<Record<PackLang, string>>, variant: LineVariant) {
  const out: Partial<Record<PackLang, string>> = {};
  for (const [lang, text] of Object.entries(texts) as [PackLang, string][]) {
    out[lang] = fill(text, variant, lang);
  }
  return out;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Rounds to 5 centimes, as Swiss prices are. */
export function chf(value: number): number {
  return Math.round(value * 20) / 20;
}

/** Expands a line into packs: every variant by every offer. */
export function line(category: string, spec: Line): SeedProduct[] {
  const variants = spec.variants?.length ? spec.variants : [PLAIN];
  const products: SeedProduct[] = [];
  for (const variant of variants) {
    for (const offer of spec.offers) {
      const texts = offer.ingredients ?? spec.ingredients;
      const labels = [...(spec.labels ?? []), ...(variant.labels ?? []), ...(offer.labels ?? [])];
      products.push({
        key: [category, spec.key, variant.key, slug(offer.brand ?? 'loose'), slug(offer.retailer)]
          .filter(Boolean)
          .join('/'),
        category,
        subcategory: spec.subcategory,
        names: {
          en: fill(spec.names.en, variant, 'en'),
          de: fill(spec.names.de, variant, 'de'),
          fr: fill(spec.names.fr, variant, 'fr'),
          // Italian only where the line has its own Italian name (a French template read with an
          // Italian word would mix two languages).
          ...(spec.names.it ? { it: fill(spec.names.it, variant, 'it') } : {}),
        },
        brand: offer.brand,
        price: chf(offer.price + (variant.price ?? 0)),
        retailer: offer.retailer,
        local: offer.local ?? false,
        ingredients: fillAll(texts, variant),
        lang: offer.lang ?? spec.lang,
        ...(labels.length ? { labels } : {}),
        nutrition: { ...spec.nutrition, ...variant.nutrition },
        size: offer.size ?? spec.size,
        notes: spec.notes ?? null,
      });
    }
  }
  return products;
}

/** One pack, written out in full. */
export function single(
  category: string,
  spec: Omit<SeedProduct, 'category' | 'key' | 'local'> & { key?: string; local?: boolean },
): SeedProduct {
  return {
    ...spec,
    key: `${category}/${spec.key ?? slug(`${spec.names.en} ${spec.brand ?? 'loose'} ${spec.retailer}`)}`,
    category,
    local: spec.local ?? false,
  };
}

/** Shorthand for a nutrition table: kJ, fat, saturates, carbs, sugars, protein, salt, fibre. */
export function n(
  kj: number,
  fat: number,
  saturates: number,
  carbs: number,
  sugars: number,
  protein: number,
  salt: number,
  fibre?: number,
): Nutrition {
  return { kj, fat, saturates, carbs, sugars, protein, salt, ...(fibre === undefined ? {} : { fibre }) };
}
