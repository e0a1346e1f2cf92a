import { analyzeProduct, analyzeText, colorsWithWhy } from '@diet/analysis';
import type { NutritionRow } from '@diet/domain';

import { testBackends } from '../test/backends';
import { useHarness } from '../test/harness';
import { escapeXml, productSvg, wrapText } from './images';
import { analyzeSeedPack, sameProductKey, seedCatalogue, seedOffProduct, type SeedSummary } from './seed';
import { ean13CheckDigit, isValidEan13, SEED_CATEGORIES, SEED_PRODUCTS, seedBarcode } from './seed-data';

interface StoredProduct {
  id: number;
  name_en: string;
  name_de: string | null;
  name_fr: string | null;
  brand: string | null;
  price: number;
  barcode: string;
  image: string | null;
  retailer: string | null;
  category_id: number | null;
  subcategory_id: number | null;
  ingredients: Record<string, string>;
  nutrition: NutritionRow[];
  colors: { red: number[]; yellow: number[]; unknown?: number[]; why?: unknown };
  reasons: { code: number; rule: string }[];
}

const SEED_BARCODES = SEED_PRODUCTS.map((pack) => pack.barcode);
const packByBarcode = new Map(SEED_PRODUCTS.map((pack) => [pack.barcode, pack]));

function pack(nameDe: string, brand?: string) {
  const found = SEED_PRODUCTS.find(
    (p) => p.names.de === nameDe && (brand === undefined || p.brand === brand),
  );
  if (!found) throw new Error(`No seed pack ${nameDe}`);
  return found;
}

describe('seed data', () => {
  it('should compute EAN-13 check digits', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931, a well-known valid EAN
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('761000000001')).toBe(false);
    expect(seedBarcode('x')).toBe(seedBarcode('x'));
  });

  it('should hold at least 400 packs over 8 categories and 30 subcategories, each pack in a known one', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(400);
    expect(SEED_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expect(SEED_CATEGORIES.flatMap((c) => c.subcategories).length).toBeGreaterThanOrEqual(30);
    const known = new Set(SEED_CATEGORIES.flatMap((c) => c.subcategories.map((s) => `${c.key}/${s.key}`)));
    for (const p of SEED_PRODUCTS) expect(known, p.key).toContain(`${p.category}/${p.subcategory}`);
    for (const c of SEED_CATEGORIES) {
      for (const names of [c.names, ...c.subcategories.map((s) => s.names)]) {
        expect([names.en, names.de, names.fr].every((name) => name.trim() !== '')).toBe(true);
      }
    }
  });

  it('should give every pack a valid, unique Swiss EAN-13 and no placeholder names', () => {
    expect(new Set(SEED_BARCODES).size).toBe(SEED_BARCODES.length);
    for (const p of SEED_PRODUCTS) {
      expect(isValidEan13(p.barcode), p.barcode).toBe(true);
      expect(p.barcode.startsWith('76')).toBe(true);
      expect(`${p.names.en} ${p.names.de} ${p.names.fr}`).not.toMatch(/\{[vi]\}|product \d|undefined/i);
    }
  });

  it('should print prices in francs and centimes, some whole', () => {
    const prices = SEED_PRODUCTS.map((p) => p.price);
    expect(prices.every((price) => price > 0 && Math.abs(Math.round(price * 100) - price * 100) < 1e-6)).toBe(
      true,
    );
    expect(prices.some((price) => Number.isInteger(price))).toBe(true);
    expect(prices.filter((price) => !Number.isInteger(price)).length).toBeGreaterThan(prices.length / 2);
  });
});

describe('generated images', () => {
  it('should escape every text', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;',
    );
    const svg = productSvg({ id: 1, name: '<script>alert(1)</script> & "more"', brand: 'A&B <Co>' });
    expect(svg).not.toContain('<script');
    expect(svg).not.toMatch(/&(?!#\d+;)/);
    expect(escapeXml('a\u0000b\u001fc\td')).toBe('abc\td');
  });

  it('should wrap long names into at most the given lines', () => {
    expect(wrapText('Crunchy muesli honey nut', 14, 3)).toEqual(['Crunchy muesli', 'honey nut']);
    const lines = wrapText('one two three four five six seven eight nine ten', 8, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });
});

for (const backend of await testBackends()) {
  describe(`seedCatalogue (${backend})`, () => {
    const h = useHarness(backend);
    let first: SeedSummary;
    let products: StoredProduct[];

    async function tableCounts() {
      const { rows } = await h.db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM categories) AS categories,
                (SELECT count(*)::int FROM subcategories) AS subcategories,
                (SELECT count(*)::int FROM products) AS products,
                (SELECT count(*)::int FROM retailers) AS retailers`,
      );
      return rows[0]!;
    }

    beforeAll(async () => {
      first = await seedCatalogue(h.db);
      // One row per pack: its product (found by the pack's barcode) and the offer of its retailer.
      const { rows } = await h.db.query<StoredProduct>(
        `SELECT p.id, p.name_en, p.name_de, p.name_fr, p.brand, o.price::float8 AS price, s.barcode, p.image,
                r.name AS retailer, p.category_id, p.subcategory_id, p.ingredients, p.nutrition, p.colors, p.reasons
         FROM unnest($1::text[], $2::text[]) AS s (barcode, retailer)
         JOIN product_barcodes b ON b.barcode = s.barcode
         JOIN products p ON p.id = b.product_id
         LEFT JOIN retailers r ON r.name = s.retailer
         LEFT JOIN offers o ON o.product_id = p.id AND o.retailer_id = r.id
         ORDER BY p.id, s.barcode`,
        [SEED_BARCODES, SEED_PRODUCTS.map((p) => p.retailer)],
      );
      products = rows;
    }, 120_000);

    const stored = (barcode: string) => products.find((p) => p.barcode === barcode)!;

    it('should report what it wrote: at least 400 products, 8 categories, 30 subcategories, 7 retailers', () => {
      expect(first.products).toBe(new Set(products.map((p) => p.id)).size);
      expect(first.products).toBeGreaterThanOrEqual(400);
      expect(first.categories).toBeGreaterThanOrEqual(8);
      expect(first.subcategories).toBeGreaterThanOrEqual(30);
      expect(first.retailers).toBe(7);
      expect(products).toHaveLength(SEED_PRODUCTS.length);
    });

    it('given the same pack at several retailers, should store one product with an offer per retailer', async () => {
      const merged = products.filter((p) => products.filter((other) => other.id === p.id).length > 1);
      // Emmi's, Zweifel's… packs sold by several chains: as many products as the rule finds.
      const packsByKey = new Map<string, number>();
      for (const pack of SEED_PRODUCTS) {
        const key = sameProductKey({
          name_en: pack.names.en,
          brand: pack.brand,
          ingredients: pack.ingredients,
          colors: analyzeSeedPack(pack).analysis.colors,
        });
        packsByKey.set(key, (packsByKey.get(key) ?? 0) + 1);
      }
      const repeated = [...packsByKey.values()].filter((count) => count > 1).length;
      expect(new Set(merged.map((p) => p.id)).size).toBe(repeated);
      expect(merged.length).toBeGreaterThanOrEqual(20);
      for (const p of merged) expect(p.price, p.barcode).toBeGreaterThan(0);
      const { rows } = await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products WHERE cardinality(offer_retailers) > 1`,
      );
      expect(rows[0]!.n).toBe(new Set(merged.map((p) => p.id)).size);
    });

    it('should store every product complete: valid unique EAN-13, three names, price, retailer, category, nutrition, image', () => {
      expect(new Set(products.map((p) => p.barcode)).size).toBe(SEED_PRODUCTS.length);
      for (const p of products) {
        expect(isValidEan13(p.barcode), p.barcode).toBe(true);
        expect(
          [p.name_en, p.name_de, p.name_fr].every((name) => typeof name === 'string' && name.trim() !== ''),
        ).toBe(true);
        expect(p.price).toBeGreaterThan(0);
        expect(p.retailer).toBeTruthy();
        expect(p.category_id).not.toBeNull();
        expect(p.subcategory_id).not.toBeNull();
        expect(p.nutrition.length).toBeGreaterThanOrEqual(7);
        expect(p.nutrition[0]).toEqual({
          label: 'Energy',
          value: expect.stringMatching(/^\d+ kJ \(\d+ kcal\)$/),
        });
        expect(p.image).toBe(`/images/products/${p.id}.svg`);
      }
      const retailers = new Set(products.map((p) => p.retailer));
      for (const name of ['Migros', 'Coop', 'Denner', 'Aldi Suisse', 'Lidl Schweiz', 'Volg', 'Manor']) {
        expect(retailers).toContain(name);
      }
    });

    it('should keep ingredient lists in German, French and Italian, with multilingual packs and a few without a list', () => {
      const languages = new Set(products.flatMap((p) => Object.keys(p.ingredients)));
      expect([...languages]).toEqual(expect.arrayContaining(['de', 'fr', 'it']));
      expect(products.filter((p) => Object.keys(p.ingredients).length >= 3).length).toBeGreaterThan(100);
      expect(products.filter((p) => Object.keys(p.ingredients).length === 1).length).toBeGreaterThan(10);
      const without = products.filter((p) => Object.keys(p.ingredients).length === 0);
      expect(without.length).toBeGreaterThanOrEqual(3);
      expect(without.length).toBeLessThan(10);
    });

    it('should store the colours and reasons of a fresh analysis of every pack', () => {
      for (const p of products) {
        const seed = packByBarcode.get(p.barcode)!;
        const analysis = analyzeProduct(seedOffProduct(seed));
        expect(p.colors, p.name_en).toEqual(colorsWithWhy(analysis));
        expect(p.reasons.length).toBe(
          Object.values(analysis.verdicts).reduce((n, v) => n + v.reasons.length, 0),
        );
        expect(p.ingredients).toEqual(seed.ingredients);
      }
      expect(colorsWithWhy(analyzeSeedPack(SEED_PRODUCTS[0]!).analysis)).toEqual(
        stored(SEED_PRODUCTS[0]!.barcode).colors,
      );
    });

    it('given a spelt (Dinkel) bread, should be red for gluten', () => {
      const bread = stored(pack('Dinkelbrot', 'Jowa').barcode);
      expect(bread.ingredients.de).toContain('Dinkelmehl');
      expect(bread.colors.red).toContain(2);
      expect(analyzeText(bread.ingredients.de!, 'de').colors.red).toContain(2);
      expect(bread.reasons.some((reason) => reason.code === 2)).toBe(true);
    });

    it('given packs labelled glutenfrei / sans gluten / senza glutine, should not be red for gluten', () => {
      for (const [nameDe, brand] of [
        ['Pan Carré glutenfrei', 'Schär'],
        ['Spaghetti glutenfrei', 'Schär'],
        ['Buchweizen-Penne', 'Aha!'],
        ['Mehlmischung glutenfrei', 'Free From'],
      ] as const) {
        const product = stored(pack(nameDe, brand).barcode);
        expect(product.colors.red, nameDe).not.toContain(2);
      }
    });

    it('given a lactose-free labelled milk, should not be red for lactose; the ordinary one should', () => {
      expect(stored(pack('Vollmilch laktosefrei', 'Aha!').barcode).colors.red).not.toContain(1);
      expect(stored(pack('Vollmilch UHT', 'Valflora').barcode).colors.red).toContain(1);
    });

    it('given packs with no ingredient list, should be yellow for every diet and red for none', () => {
      const without = products.filter((p) => Object.keys(p.ingredients).length === 0);
      // yellow only because there is no list to read: every code is a "couldn't check" colour too
      const unread = { kind: 'unread', words: [], missing: 'no-list' };
      for (const p of without)
        expect(p.colors, p.name_en).toEqual({
          red: [],
          yellow: [1, 2, 3, 4],
          unknown: [1, 2, 3, 4],
          why: { 1: unread, 2: unread, 3: unread, 4: unread },
        });
    });

    it('given a second run, should leave the same rows (idempotent)', async () => {
      const before = await tableCounts();
      const second = await seedCatalogue(h.db);
      expect(second).toEqual(first);
      expect(await tableCounts()).toEqual(before);
      const { rows } = await h.db.query<{ id: number }>(
        'SELECT DISTINCT product_id AS id FROM product_barcodes WHERE barcode = ANY($1::text[]) ORDER BY id',
        [SEED_BARCODES],
      );
      expect(rows.map((row) => row.id)).toEqual([...new Set(products.map((p) => p.id))]);
      const names = await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT name_en FROM categories GROUP BY name_en HAVING count(*) > 1) d`,
      );
      expect(names.rows[0]!.n).toBe(0);
    }, 120_000);

    it('should keep the fixtures’ retailer logos and give seeded categories their generated tile', async () => {
      const { rows } = await h.db.query<{ logo: string | null }>(
        "SELECT logo FROM retailers WHERE name = 'Coop'",
      );
      expect(rows[0]!.logo).toBe('retailers/coop.svg');
      const categories = await h.db.query<{ id: number; image: string }>(
        'SELECT id, image FROM categories WHERE name_en = $1',
        [SEED_CATEGORIES[0]!.names.en],
      );
      expect(categories.rows[0]!.image).toBe(`/images/categories/${categories.rows[0]!.id}.svg`);
    });

    describe('GET /images', () => {
      const get = (path: string, headers: Record<string, string> = {}) =>
        Promise.resolve(h.app.request(path, { headers }));

      it('given a product, should answer its pack as a cacheable SVG with the text escaped', async () => {
        const product = products.find((p) => p.brand === 'Coop Qualité & Prix')!;
        const response = await get(product.image!);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
        const body = await response.text();
        expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(body).toContain('Coop Qualité &#38; Prix');
        // Only the brand is written on the pack; its label shows the shelf's pictogram, not a name in one language.
        expect(body.match(/<text /g)).toHaveLength(1);
        expect(body).not.toMatch(/&(?!#\d+;)/);
        const etag = response.headers.get('etag')!;
        expect(etag).toBeTruthy();
        const again = await get(product.image!, { 'if-none-match': etag });
        expect(again.status).toBe(304);
      });

      it('given a category, should answer its tile', async () => {
        const { rows } = await h.db.query<{ image: string; name_en: string }>(
          'SELECT image, name_en FROM categories WHERE image LIKE $1 ORDER BY id LIMIT 1',
          ['/images/categories/%'],
        );
        const response = await get(rows[0]!.image);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        const svg = await response.text();
        // Named for screen readers, but no text drawn: the app writes the name in the page's language.
        expect(svg).toContain(`<title>${escapeXml(rows[0]!.name_en)}</title>`);
        expect(svg).not.toContain('<text');
        expect(svg).toContain('stroke="#ffffff"');
      });

      it('given an unknown or malformed id, should answer 404 JSON, never cached', async () => {
        for (const path of [
          '/images/products/999999999.svg',
          '/images/products/abc.svg',
          '/images/products/0.svg',
          '/images/products/12',
          '/images/categories/99999999999999.svg',
        ]) {
          const response = await get(path);
          expect(response.status, path).toBe(404);
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(await response.json()).toHaveProperty('error');
        }
      });
    });
  });
}
