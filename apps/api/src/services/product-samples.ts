/**
 * GET /products/samples: the public diets page's sample products of one diet, up to
 * {@link SAMPLES_MAX} products green for it (neither red nor yellow for its code in the stored
 * colours). The answer holds nothing about the caller, so each instance keeps it per diet, tagged
 * with the catalogue version (migration 0002, bumped by any write to products or retailers, as for
 * the `/products` list) and built again when the version moves: a request costs one small read.
 *
 * **Order** (stable, so the answer can be cached and tested): the catalogue's categories take
 * turns, in category id order (uncategorised last), so eight samples are not eight milks; within a
 * category its subcategories take turns the same way; within a subcategory the most complete
 * products come first (German and French names, brand, image: a tile that shows well in every
 * language), then the oldest (lowest id, which re-imports keep).
 */
import { createHash } from 'node:crypto';

import { PRODUCTS_MODAL_SAMPLE_TILES, type ApiResponseBody, type IntoleranceCode } from '@diet/domain';

import type { Db } from '../db/db';

/** Most products in an answer: the diets modal's sample tiles. */
export const SAMPLES_MAX = PRODUCTS_MODAL_SAMPLE_TILES;

export interface ProductSamplesAnswer {
  /** The catalogue version the answer was read at. */
  version: string;
  products: ApiResponseBody<'/products/samples'>;
  /** The answer's JSON, serialised once. */
  json: string;
  /** A strong ETag of {@link json}. */
  etag: string;
}

/**
 * $1 is the diet's code. A colour list that is not a list of numbers holds no code (`@>` is false
 * for any other JSON), as `storedColors` reads it.
 */
const SAMPLES_SQL = `
WITH green AS (
  SELECT p.id, p.name_en, p.name_de, p.name_fr, p.brand, p.image, p.category_id, p.subcategory_id,
    row_number() OVER (
      PARTITION BY p.category_id, p.subcategory_id
      ORDER BY num_nonnulls(NULLIF(p.name_de, ''), NULLIF(p.name_fr, ''), NULLIF(p.brand, ''), NULLIF(p.image, '')) DESC, p.id
    ) AS in_subcategory
  FROM products p
  WHERE NOT COALESCE(p.colors -> 'red' @> to_jsonb($1::int), false)
    AND NOT COALESCE(p.colors -> 'yellow' @> to_jsonb($1::int), false)
), turns AS (
  SELECT *, row_number() OVER (
      PARTITION BY category_id ORDER BY in_subcategory, subcategory_id NULLS LAST, id
    ) AS turn
  FROM green
), picked AS (
  SELECT * FROM turns ORDER BY turn, category_id NULLS LAST, id LIMIT ${SAMPLES_MAX}
)
SELECT (SELECT epoch || ':' || version FROM catalogue_version) AS version,
  COALESCE((SELECT json_agg(json_build_object('id', id, 'name_en', name_en, 'name_de', name_de,
      'name_fr', name_fr, 'brand', brand, 'image', image) ORDER BY turn, category_id NULLS LAST, id)
    FROM picked), '[]') AS products`;

const VERSION_SQL = `SELECT epoch || ':' || version AS version FROM catalogue_version`;

export class ProductSamplesCache {
  private readonly answers = new Map<IntoleranceCode, ProductSamplesAnswer>();
  /** Builds under way, by diet and version: callers asking at once share one read. */
  private readonly building = new Map<string, Promise<ProductSamplesAnswer>>();

  /** The diet's samples as of the current catalogue. */
  async answer(db: Db, diet: IntoleranceCode): Promise<ProductSamplesAnswer> {
    const { rows } = await db.query<{ version: string }>(VERSION_SQL, [], { prepare: true });
    const version = rows[0]!.version;
    const kept = this.answers.get(diet);
    if (kept?.version === version) return kept;
    const key = `${diet} ${version}`;
    let building = this.building.get(key);
    if (!building) {
      building = (async () => {
        const answer = await load(db, diet);
        // Read in one statement: the version matches the rows it came with. An older build landing
        // late is replaced at the next request, which compares with the current version again.
        this.answers.set(diet, answer);
        return answer;
      })();
      this.building.set(key, building);
      const done = () => this.building.delete(key);
      building.then(done, done);
    }
    return building;
  }

  /** For tests: how many diets have an answer kept. */
  get size(): number {
    return this.answers.size;
  }
}

async function load(db: Db, diet: IntoleranceCode): Promise<ProductSamplesAnswer> {
  const { rows } = await db.query<{ version: string; products: ApiResponseBody<'/products/samples'> }>(
    SAMPLES_SQL,
    [diet],
  );
  const { version, products } = rows[0]!;
  const json = JSON.stringify(products);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { version, products, json, etag };
}
