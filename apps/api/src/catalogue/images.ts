/**
 * Generated catalogue pictures: deterministic SVGs drawn from the stored names, so the seed needs
 * no image files. A product is a pack (carton, bottle, jar or bag by category) in its category's
 * colour with the brand and a short name on the label; a category is a tile with its name. Every
 * text is XML-escaped. Served by `GET /images/products/:id.svg` and `/images/categories/:id.svg`;
 * the `image` columns of seeded rows hold those relative URLs.
 */
import { createHash } from 'node:crypto';

import type { Queryable } from '../db/db';
import { SEED_CATEGORIES } from './seed-data/categories';

export const productImagePath = (id: number | string) => `/images/products/${id}.svg`;
export const categoryImagePath = (id: number | string) => `/images/categories/${id}.svg`;

const FALLBACK_COLORS = [
  '#3b82c4',
  '#c07a2c',
  '#b5386b',
  '#1f9aa8',
  '#4c9a2a',
  '#7a5bc7',
  '#d4532b',
  '#2f7d5b',
];

/** Whether a character may appear in XML 1.0 text (controls other than tab and newlines may not). */
function xmlChar(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : code === 0x09 || code === 0x0a || code === 0x0d;
}

/** Escapes text for XML character data and attribute values (and drops characters XML forbids). */
export function escapeXml(text: string): string {
  return [...text]
    .filter(xmlChar)
    .join('')
    .replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function hash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The colour of a category: the seed's colour for a seeded name, else one picked from the name. */
export function categoryColor(categoryName: string | null | undefined): string {
  const name = categoryName ?? '';
  const seeded = SEED_CATEGORIES.find(
    (c) => c.names.en === name || c.names.de === name || c.names.fr === name,
  );
  return seeded?.color ?? FALLBACK_COLORS[hash(name) % FALLBACK_COLORS.length]!;
}

function categoryKey(categoryName: string | null | undefined): string | undefined {
  return SEED_CATEGORIES.find((c) => c.names.en === categoryName)?.key;
}

/** Mixes a hex colour with white (amount 0-1). */
function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Mixes a hex colour with black (amount 0-1). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Splits text into at most `maxLines` lines of about `width` characters (the last one cut with …). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) {
      current = next;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines
    .slice(0, maxLines)
    .map((line) => (line.length > width ? `${line.slice(0, width - 1)}…` : line));
  if (lines.length > maxLines) {
    const last = kept[maxLines - 1]!;
    kept[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1))}…`;
  }
  return kept;
}

/**
 * Centred lines of text. Fonts differ between viewers, so a line whose estimated width (0.6 em per
 * character, bold sans-serif) exceeds `maxWidth` is squeezed to it with `textLength`.
 */
function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  maxWidth: number,
  attrs: string,
): string {
  return lines
    .map((line, i) => {
      const fit =
        [...line].length * size * 0.6 > maxWidth
          ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<text x="${x}" y="${(y + i * size * 1.2).toFixed(1)}" font-size="${size}" text-anchor="middle"${fit} ${attrs}>${escapeXml(line)}</text>`;
    })
    .join('');
}

type Shape = 'carton' | 'bottle' | 'jar' | 'bag' | 'box';

function shapeFor(category: string | undefined): Shape {
  switch (category) {
    case 'dairy':
      return 'carton';
    case 'drinks':
      return 'bottle';
    case 'breakfast':
      return 'jar';
    case 'sweets-snacks':
    case 'fruit-veg':
      return 'bag';
    default:
      return 'box';
  }
}

function packPath(shape: Shape): string {
  switch (shape) {
    case 'carton':
      return 'M70 70 L100 40 L220 40 L250 70 L250 290 Q250 300 240 300 L80 300 Q70 300 70 290 Z';
    case 'bottle':
      return 'M135 20 L185 20 L185 55 Q235 80 235 130 L235 290 Q235 305 220 305 L100 305 Q85 305 85 290 L85 130 Q85 80 135 55 Z';
    case 'jar':
      return 'M80 60 L240 60 L240 85 Q255 95 255 115 L255 285 Q255 305 235 305 L85 305 Q65 305 65 285 L65 115 Q65 95 80 85 Z';
    case 'bag':
      return 'M70 40 L250 40 L240 70 Q255 180 240 290 L250 305 L70 305 L80 290 Q65 180 80 70 Z';
    default:
      return 'M60 50 Q60 40 70 40 L250 40 Q260 40 260 50 L260 295 Q260 305 250 305 L70 305 Q60 305 60 295 Z';
  }
}

/**
 * A seeded category's pictogram, strokes centred on (200, 150) in a 400 × 300 tile. The pictures
 * carry no name: the app writes names beside them in the page's language, and a pack's label shows
 * its shelf's pictogram instead of an English name.
 */
const PICTOGRAMS: Readonly<Record<string, string>> = {
  // A milk carton and an egg.
  dairy:
    '<path d="M150 110 L150 230 L220 230 L220 110 L200 80 L170 80 Z M150 110 L220 110 M170 80 L170 62 L200 62 L200 80"/><ellipse cx="262" cy="198" rx="30" ry="38"/>',
  // A loaf with its cuts.
  bakery:
    '<path d="M120 220 L120 160 C120 110 280 110 280 160 L280 220 Z"/><path d="M165 140 L180 170 M200 132 L212 165 M235 140 L245 170"/>',
  // An ear of wheat.
  'pasta-grains':
    '<path d="M200 240 L200 90"/><path d="M200 110 C180 100 175 85 180 70 C195 78 202 92 200 110 C198 92 205 78 220 70 C225 85 220 100 200 110 Z"/><path d="M200 150 C178 142 170 125 176 110 M200 150 C222 142 230 125 224 110 M200 190 C178 182 170 165 176 150 M200 190 C222 182 230 165 224 150"/>',
  // A wrapped sweet.
  'sweets-snacks':
    '<ellipse cx="200" cy="150" rx="50" ry="36"/><path d="M150 150 L110 120 L110 180 Z M250 150 L290 120 L290 180 Z"/><path d="M185 118 L215 182"/>',
  // A bottle and a glass.
  drinks:
    '<path d="M160 240 L160 140 C160 120 175 115 175 100 L175 70 L195 70 L195 100 C195 115 210 120 210 140 L210 240 Z"/><path d="M235 160 L295 160 L285 240 L245 240 Z"/>',
  // A bowl with steam.
  'ready-meals':
    '<path d="M120 170 L280 170 C280 215 245 240 200 240 C155 240 120 215 120 170 Z"/><path d="M175 145 C165 130 185 120 175 100 M205 145 C195 130 215 120 205 100 M235 145 C225 130 245 120 235 100"/>',
  // An apple with its leaf.
  'fruit-veg':
    '<path d="M200 110 C160 90 120 115 125 165 C130 215 170 245 200 225 C230 245 270 215 275 165 C280 115 240 90 200 110 Z"/><path d="M200 110 L205 80 M205 85 C220 70 240 72 245 80 C235 95 215 95 205 85 Z"/>',
  // A crossed-out ear of wheat in a circle.
  'free-from':
    '<circle cx="200" cy="150" r="80"/><path d="M143 93 L257 207"/><path d="M200 210 L200 100 M200 125 C185 118 182 105 186 95 M200 125 C215 118 218 105 214 95 M200 160 C185 153 182 140 186 130 M200 160 C215 153 218 140 214 130"/>',
  // A bowl of cereal with a spoon.
  breakfast:
    '<path d="M120 160 L280 160 C280 205 245 230 200 230 C155 230 120 205 120 160 Z"/><circle cx="170" cy="148" r="8"/><circle cx="200" cy="144" r="8"/><circle cx="230" cy="148" r="8"/><path d="M260 150 L300 80"/>',
  // A leaf.
  'meat-alternatives':
    '<path d="M130 230 C130 140 190 80 280 80 C280 170 220 230 130 230 Z"/><path d="M130 230 L240 120"/>',
};

/** A basket: the pictogram of a category the seed does not know. */
const BASKET =
  '<path d="M110 140 L290 140 L270 235 L130 235 Z"/><path d="M150 140 L185 80 M250 140 L215 80"/>';

function pictogramFor(categoryName: string | null | undefined): string {
  return PICTOGRAMS[categoryKey(categoryName) ?? ''] ?? BASKET;
}

export interface ProductImageInput {
  id: number | string;
  name: string;
  brand?: string | null;
  category?: string | null;
}

/** A pack illustration, 320 × 320: the brand on its band, the shelf's pictogram on its label. */
export function productSvg(product: ProductImageInput): string {
  const color = categoryColor(product.category);
  const shape = shapeFor(categoryKey(product.category));
  const light = tint(color, 0.85);
  const dark = shade(color, 0.3);
  const brand = wrapText(product.brand?.trim() || 'Swiss market', 20, 1);
  const label = escapeXml(`${product.brand ? `${product.brand} ` : ''}${product.name}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="320" height="320" fill="${light}"/>`,
    `<ellipse cx="160" cy="308" rx="110" ry="8" fill="${color}" opacity="0.18"/>`,
    `<path d="${packPath(shape)}" fill="${color}" stroke="#000000" stroke-opacity="0.15" stroke-width="2"/>`,
    `<rect x="80" y="96" width="160" height="34" rx="6" fill="${dark}"/>`,
    textLines(
      brand,
      160,
      118,
      14,
      148,
      'font-family="Helvetica, Arial, sans-serif" font-weight="700" fill="#ffffff"',
    ),
    `<rect x="80" y="140" width="160" height="110" rx="10" fill="#ffffff" opacity="0.94"/>`,
    // The shelf's pictogram on the label, in the pack's colour (the name is the app's to write).
    `<g transform="translate(160 195) scale(0.45) translate(-200 -150)" fill="none" stroke="${color}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round">${pictogramFor(product.category)}</g>`,
    `<circle cx="160" cy="275" r="9" fill="#ffffff" opacity="0.6"/>`,
    `</svg>`,
  ].join('');
}

export interface CategoryImageInput {
  id: number | string;
  name: string;
}

/** A category tile, 400 × 300: its colour and its pictogram, no text. */
export function categorySvg(category: CategoryImageInput): string {
  const color = categoryColor(category.name);
  const bytes = createHash('sha256').update(`${category.id}:${category.name}`).digest();
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = Math.round((bytes[i * 3]! / 255) * 400);
    const y = Math.round((bytes[i * 3 + 1]! / 255) * 300);
    const r = 30 + (bytes[i * 3 + 2]! % 70);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`;
  }).join('');
  const pictogram = pictogramFor(category.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(category.name)}">`,
    `<title>${escapeXml(category.name)}</title>`,
    `<rect width="400" height="300" rx="24" fill="${color}"/>`,
    circles,
    `<g fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>`,
    `</svg>`,
  ].join('');
}

/** A strong ETag for an SVG body. */
export function svgEtag(svg: string): string {
  return `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
}

/** The id in a `<id>.svg` path segment, or null. */
export function imageId(segment: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.svg$/.exec(segment);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** The SVG of a stored product, or null when there is no such product. */
export async function productImage(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{
    id: number;
    name_en: string;
    brand: string | null;
    category: string | null;
  }>(
    `SELECT p.id, p.name_en, p.brand, c.name_en AS category
     FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? productSvg({ id: row.id, name: row.name_en, brand: row.brand, category: row.category }) : null;
}

/** The SVG tile of a stored category, or null when there is no such category. */
export async function categoryImage(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ id: number; name_en: string }>(
    'SELECT id, name_en FROM categories WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? categorySvg({ id: row.id, name: row.name_en }) : null;
}
