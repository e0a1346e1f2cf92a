/* Story data for the category pieces: inline SVG pictures (no network). Not exported from the package. */
import { brokenImage, svgDataUrl } from '../product-card/product-card.fixtures.js';

const picture = (background: string, body: string) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="${background}"/>${body}</svg>`,
  );

/** The default picture the app passes as `fallbackSrc`. */
export const fallbackImage = picture(
  '#eceee9',
  '<path d="M55 45h50l-6 40H61z" fill="none" stroke="#535b56" stroke-width="5"/><circle cx="66" cy="92" r="5" fill="#535b56"/><circle cx="94" cy="92" r="5" fill="#535b56"/>',
);

export { brokenImage };

export const categories = [
  {
    id: 1,
    name: 'Dairy & eggs',
    imageSrc: picture(
      '#e7effa',
      '<rect x="60" y="30" width="40" height="65" rx="6" fill="#fff" stroke="#1f5fae" stroke-width="5"/>',
    ),
    subcategories: [
      { id: 11, name: 'Milk' },
      { id: 12, name: 'Yogurt' },
      { id: 13, name: 'Cheese' },
      { id: 14, name: 'Eggs' },
    ],
  },
  {
    id: 2,
    name: 'Bread & bakery',
    imageSrc: picture('#f3e8d6', '<path d="M35 80c0-30 20-45 45-45s45 15 45 45v10H35z" fill="#b9773a"/>'),
    subcategories: [
      { id: 21, name: 'Bread' },
      { id: 22, name: 'Crackers & crispbread' },
    ],
  },
  {
    id: 3,
    name: 'Fruit & vegetables',
    imageSrc: picture('#e8f5e9', '<circle cx="80" cy="65" r="30" fill="#d64541"/>'),
    subcategories: [
      { id: 31, name: 'Fruit' },
      { id: 32, name: 'Vegetables' },
    ],
  },
  {
    id: 4,
    name: 'Milchprodukte, Käse und Eier aus regionaler Herstellung',
    imageSrc: brokenImage,
    subcategories: [],
  },
  {
    id: 5,
    name: 'Pasta & rice',
    imageSrc: picture('#fdf3d6', '<path d="M40 40l80 50M40 60l80 50" stroke="#e0a526" stroke-width="8"/>'),
    subcategories: [],
  },
  {
    id: 6,
    name: 'Snacks',
    imageSrc: picture('#fbe8e6', '<rect x="55" y="35" width="50" height="55" rx="8" fill="#b3261e"/>'),
    subcategories: [],
  },
];
