/*
 * Story data for the app's product pieces: inline SVG pictures (no network) and products that cover
 * the spec's edge cases. Not exported from the package.
 */

/** An inline SVG as a data URL. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const frame = (background: string, body: string) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="${background}"/>${body}</svg>`,
  );

export const images = {
  yogurt: frame(
    '#fdecef',
    '<path d="M60 60h80l-10 110H70z" fill="#ffffff" stroke="#d9466a" stroke-width="6"/><rect x="52" y="46" width="96" height="18" rx="6" fill="#d9466a"/><circle cx="100" cy="115" r="20" fill="#e8506f"/>',
  ),
  crackers: frame(
    '#f6ecd9',
    '<rect x="45" y="55" width="110" height="90" rx="10" fill="#d9a95b"/><g fill="#a8742a"><circle cx="70" cy="80" r="5"/><circle cx="100" cy="80" r="5"/><circle cx="130" cy="80" r="5"/><circle cx="70" cy="120" r="5"/><circle cx="100" cy="120" r="5"/><circle cx="130" cy="120" r="5"/></g>',
  ),
  bread: frame(
    '#f3e8d6',
    '<path d="M40 120c0-40 25-60 60-60s60 20 60 60v30H40z" fill="#b9773a"/><path d="M70 85l10 20M100 80v25M130 85l-10 20" stroke="#7a4a1d" stroke-width="6" stroke-linecap="round"/>',
  ),
  apple: frame(
    '#e8f5e9',
    '<circle cx="100" cy="115" r="50" fill="#d64541"/><path d="M100 65c0-15 8-25 20-28" stroke="#5b3a1a" stroke-width="6" fill="none"/><ellipse cx="122" cy="55" rx="14" ry="7" fill="#3c9a4e"/>',
  ),
  milk: frame(
    '#e7effa',
    '<path d="M70 60h60v110H70z" fill="#ffffff" stroke="#1f5fae" stroke-width="6"/><path d="M70 60l15-25h30l15 25" fill="#1f5fae"/><rect x="70" y="100" width="60" height="30" fill="#9cc0ec"/>',
  ),
  pasta: frame(
    '#fdf3d6',
    '<g stroke="#e0a526" stroke-width="8" stroke-linecap="round"><path d="M50 60l100 80"/><path d="M50 80l100 80"/><path d="M60 50l90 70"/><path d="M50 100l80 64"/></g>',
  ),
};

/** A small generic shop logo (not a real brand's mark). */
export const storeLogo = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#e8590c"/><text x="20" y="27" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">C</text></svg>',
);

export const otherStoreLogo = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#1f5fae"/><text x="20" y="27" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">M</text></svg>',
);

/** A URL that fails to load without any network request (an invalid data URL). */
export const brokenImage = 'data:image/png;base64,AAAA';

export type StoryProduct = {
  id: string;
  name: string;
  brand?: string | null;
  price?: number | null;
  storeName?: string | null;
  storeLogoSrc?: string;
  imageSrc?: string;
  isRed?: boolean;
  isYellow?: boolean;
  favorite?: boolean;
};

export const products = {
  /** The long German name of the spec's edge cases, with cents (3.5 → 3.50). */
  longGerman: {
    id: 'p1',
    name: 'Bio Vollmilch-Joghurt mit Erdbeeren aus der Schweiz, laktosefrei',
    brand: 'Alpenhof',
    price: 3.5,
    storeName: 'Coop',
    storeLogoSrc: storeLogo,
    imageSrc: images.yogurt,
  },
  /** No brand, no store (shows "Coop"), no image, a whole price (12 → 12.00), yellow. */
  bare: {
    id: 'p2',
    name: 'Gluten-free oat crackers',
    brand: null,
    price: 12,
    storeName: null,
    isYellow: true,
  },
  /** Red (is_red wins over is_yellow), a favourite. */
  red: {
    id: 'p3',
    name: 'Whole wheat sandwich bread',
    brand: 'Bäckerei Jowa',
    price: 2.95,
    storeName: 'Migros',
    storeLogoSrc: otherStoreLogo,
    imageSrc: images.bread,
    isRed: true,
    isYellow: true,
    favorite: true,
  },
  apple: {
    id: 'p4',
    name: 'Gala apples',
    brand: 'Swiss Fruit',
    price: 4.2,
    storeName: 'Coop',
    storeLogoSrc: storeLogo,
    imageSrc: images.apple,
  },
  milk: {
    id: 'p5',
    name: 'Lactose-free whole milk 1 l',
    brand: 'Alpenhof',
    price: 1.95,
    storeName: 'Coop',
    storeLogoSrc: storeLogo,
    imageSrc: images.milk,
    favorite: true,
  },
  pasta: {
    id: 'p6',
    name: 'Pâtes sans gluten au maïs et riz complet',
    brand: 'Pastificio',
    price: 3.1,
    storeName: 'Coop',
    imageSrc: images.pasta,
    isYellow: true,
  },
} satisfies Record<string, StoryProduct>;

export const productList: StoryProduct[] = Object.values(products);
