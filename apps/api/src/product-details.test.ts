/**
 * POST /products/product-details answers the evidence behind the product's colours: the ingredient
 * engine's reasons stored with the product, located in the ingredient text it answers.
 */
import { analyzeProduct } from '@diet/analysis';
import { apiCalls, INTOLERANCE_CODES, readResponse, type Product } from '@diet/domain';

import { insertProducts, type NewProduct } from './catalogue/store';
import { detailReasons } from './services/catalogue';
import { openApiDocument } from './openapi';
import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

/** A pack as the seed and the import store it: ingredients per language, colours and reasons by the engine. */
function analysed(name: string, ingredients: Record<string, string>, lang = 'de'): NewProduct {
  const off: Record<string, unknown> = { lang, product_name: name };
  for (const [key, text] of Object.entries(ingredients)) off[`ingredients_text_${key}`] = text;
  const analysis = analyzeProduct(off);
  return {
    name_en: name,
    ingredients,
    colors: analysis.colors,
    reasons: INTOLERANCE_CODES.flatMap((code) =>
      analysis.verdicts[code].reasons.map((reason) => ({ code, ...reason })),
    ),
  };
}

const YOGHURT_DE = 'Joghurt nature (Milch), Zucker, Weizenstärke. Kann Spuren von Nüssen enthalten.';
const YOGHURT_FR = 'yogourt nature (lait), sucre, amidon de blé. Peut contenir des traces de noix.';
const BISCUIT_DE = 'Maismehl, Zucker, Sonnenblumenöl, Salz. Kann Spuren von Weizen enthalten.';

for (const backend of await testBackends()) {
  describe(`product details: the evidence (${backend})`, () => {
    const h = useHarness(backend);
    let yoghurt: number;
    let biscuit: number;
    let bare: number;

    beforeEach(async () => {
      [yoghurt, biscuit, bare] = (await insertProducts(h.db, [
        analysed('Plain yoghurt', { de: YOGHURT_DE, fr: YOGHURT_FR }),
        analysed('Corn biscuits', { de: BISCUIT_DE }),
        analysed('Mystery snack', {}),
      ])) as [number, number, number];
    });

    async function details(user: TestUser, productId: number): Promise<Product> {
      const response = await h.request(
        '/products/product-details',
        { product_id: productId, user_profile_id: user.profileId },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/products/product-details'].response, await response.json());
    }

    it('given a bilingual pack, should answer the reasons located in the shown text, each once', async () => {
      const user = await h.registerUser({ intolerances: [1, 2] });
      const product = await details(user, yoghurt);
      expect(product.ingredients).toBe(YOGHURT_DE);
      expect(product.ingredients_lang).toBe('de');
      const reasons = product.reasons ?? [];
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) {
        expect(reason.source).toBe('ingredients');
        expect(YOGHURT_DE.slice(reason.start!, reason.end!)).toBe(reason.text);
      }
      expect(reasons).toContainEqual(
        expect.objectContaining({
          code: 1,
          verdict: 'red',
          text: 'Joghurt',
          lang: 'de',
          source: 'ingredients',
        }),
      );
      // The French list says the same: nothing from it is repeated.
      expect(reasons.some((reason) => /lait|yogourt|blé/.test(reason.text))).toBe(false);
      const keys = reasons.map((r) => `${r.code}|${r.rule}|${r.start}|${r.end}`);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('given a French profile, should locate the reasons in the French text', async () => {
      const user = await h.registerUser({ intolerances: [1] });
      await h.db.query(`UPDATE profiles SET language = 'FR' WHERE id = $1`, [user.profileId]);
      const product = await details(user, yoghurt);
      expect(product.ingredients).toBe(YOGHURT_FR);
      expect(product.ingredients_lang).toBe('fr');
      const lactose = (product.reasons ?? []).filter((reason) => reason.code === 1);
      expect(lactose.length).toBeGreaterThan(0);
      for (const reason of lactose) expect(YOGHURT_FR.slice(reason.start!, reason.end!)).toBe(reason.text);
    });

    it('given two products, should answer only the product’s own reasons', async () => {
      const user = await h.registerUser({ intolerances: [1, 2] });
      const product = await details(user, biscuit);
      const reasons = product.reasons ?? [];
      // Corn biscuits: gluten only through the may-contain statement; no milk at all.
      expect(reasons.some((reason) => reason.code === 1)).toBe(false);
      expect(reasons).toContainEqual(
        expect.objectContaining({ code: 2, verdict: 'yellow', rule: 'gluten.may-contain', text: 'Weizen' }),
      );
      for (const reason of reasons) expect(BISCUIT_DE.slice(reason.start!, reason.end!)).toBe(reason.text);
      expect(product.colors).toEqual({ red: [], yellow: expect.arrayContaining([2]) });
    });

    it('given a product without an ingredient list, should answer the missing-data reasons, unlocated', async () => {
      const user = await h.registerUser({ intolerances: [1, 2] });
      const product = await details(user, bare);
      expect(product.ingredients).toBeNull();
      // yellow only because there is nothing to read: every code "couldn't check"
      expect(product.colors).toEqual({ red: [], yellow: [1, 2, 3, 4], unknown: [1, 2, 3, 4] });
      expect('ingredients_lang' in product).toBe(false);
      expect(product.reasons).toEqual(
        INTOLERANCE_CODES.map((code) =>
          expect.objectContaining({
            code,
            verdict: 'yellow',
            rule: 'data.no-ingredients',
            source: 'product',
            start: null,
            end: null,
          }),
        ),
      );
    });

    it('given stored reasons of an older shape, should answer the product with no reasons', async () => {
      const user = await h.registerUser({ intolerances: [1] });
      // The fixtures' whole milk stores `{ code, verdict, ingredient, language }`.
      const product = await details(user, h.fixtures.products.wholeMilk);
      expect(product.is_red).toBe(true);
      expect(product.reasons).toEqual([]);
    });

    it('given GET /openapi.json, should describe the reasons of the details answer', () => {
      const doc = openApiDocument() as unknown as {
        paths: Record<
          string,
          {
            post: {
              responses: Record<
                string,
                { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
              >;
            };
          }
        >;
      };
      const schema =
        doc.paths['/products/product-details']!.post.responses['200']!.content['application/json']!.schema;
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['reasons', 'ingredients_lang']));
      expect(JSON.stringify(schema.properties.reasons)).toContain('ingredients_other');
      expect(JSON.stringify(schema.properties.colors)).toContain("couldn't check");
      expect(doc.paths['/products/product-details']).toMatchObject({
        post: { description: expect.stringContaining('reasons') },
      });
    });

    it('given the history, should record the view of a product opened with its evidence', async () => {
      const user = await h.registerUser();
      await details(user, biscuit);
      const history = await h.request('/history', { user_profile_id: user.profileId }, { token: user.token });
      expect(await json(history)).toEqual([biscuit]);
    });
  });
}

describe('detailReasons', () => {
  const shown = { text: 'Vollmilch, Zucker', lang: 'de' };
  const milk = {
    code: 1,
    verdict: 'red',
    rule: 'lactose.milk',
    text: 'Vollmilch',
    lang: 'de',
    start: 0,
    end: 9,
  };

  it('given offsets that do not point at the words in the shown text, should answer them unlocated', () => {
    expect(detailReasons([{ ...milk, field: 'ingredients_text_de', start: 2, end: 11 }], shown)).toEqual([
      {
        code: 1,
        verdict: 'red',
        rule: 'lactose.milk',
        text: 'Vollmilch',
        lang: 'de',
        source: 'ingredients_other',
        start: null,
        end: null,
      },
    ]);
  });

  it('given traces, labels and nutrition findings, should name where they were found', () => {
    const reasons = detailReasons(
      [
        { ...milk, rule: 'lactose.may-contain', verdict: 'yellow', field: 'traces', text: 'lait' },
        {
          ...milk,
          rule: 'lactose.free-claim',
          verdict: 'green',
          field: 'labels_tags[0]',
          text: 'en:lactose-free',
        },
        {
          ...milk,
          code: 4,
          rule: 'fructose.excess-nutriments',
          field: 'nutriments',
          text: 'fructose_100g=5 > glucose_100g=1',
        },
      ],
      shown,
    );
    expect(reasons.map((reason) => reason.source)).toEqual(['traces', 'labels', 'nutrition']);
  });

  it('given a list that is not one, or items that are not reasons, should answer only what reads', () => {
    expect(detailReasons({ code: 1 }, shown)).toEqual([]);
    expect(
      detailReasons(
        [null, 'milk', { ...milk, code: 7, field: 'ingredients_text_de' }, { ...milk, verdict: 'pink' }],
        shown,
      ),
    ).toEqual([]);
  });
});
