/**
 * Search on indexes alone (issue 29):
 *
 * - `products.search_text` becomes a column kept by a trigger (it was generated from the product's
 *   own columns): every name (en, de, fr, it), the brand **and the names of the retailers offering
 *   the product**, folded (`diet_fold`). So "coop yoghurt" is one trigram-indexed condition per
 *   word (`products_search_trgm_idx`), instead of "in the names, or has an offer at a retailer
 *   named so", which no index answers. Kept in step by a row trigger on products (names, brand and
 *   `offer_retailers`, which the offers' statement triggers of 0005 rewrite whenever a product's
 *   offers change) and a statement trigger on retailers (a renamed retailer rewrites its products).
 * - `(category_id, sort_<lang>, id)` and `(subcategory_id, sort_<lang>, id)`: a category's or
 *   subcategory's later pages are read from an index in list order, like the whole list's from
 *   `products_sort_<lang>_idx` (0005), instead of reading the whole category to sort it.
 */

const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;

const searchText = `diet_fold(concat_ws(' ', NEW.name_en, NEW.name_de, NEW.name_fr, NEW.name_it, NEW.brand, CASE WHEN cardinality(NEW.offer_retailers) > 0 THEN (SELECT string_agg(r.name, ' ' ORDER BY r.id) FROM retailers r WHERE r.id = ANY(NEW.offer_retailers)) END))`;

export default /* sql */ `
ALTER TABLE products ALTER COLUMN search_text DROP EXPRESSION;
CREATE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.search_text := ${searchText}; RETURN NEW; END $$;
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF name_en, name_de, name_fr, name_it, brand, offer_retailers ON products FOR EACH ROW EXECUTE FUNCTION products_search_text();
CREATE FUNCTION retailers_renamed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE products p SET offer_retailers = p.offer_retailers WHERE p.offer_retailers && ARRAY(SELECT n.id FROM renamed_new n JOIN renamed_old o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name); RETURN NULL; END $$;
CREATE TRIGGER retailers_renamed AFTER UPDATE ON retailers REFERENCING OLD TABLE AS renamed_old NEW TABLE AS renamed_new FOR EACH STATEMENT EXECUTE FUNCTION retailers_renamed();
UPDATE products SET offer_retailers = offer_retailers;
${LANGUAGES.map(
  (
    language,
  ) => `CREATE INDEX products_category_sort_${language}_idx ON products (category_id, sort_${language}, id);
CREATE INDEX products_subcategory_sort_${language}_idx ON products (subcategory_id, sort_${language}, id);`,
).join('\n')}
`;
