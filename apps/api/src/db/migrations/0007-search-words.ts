/**
 * Typo tolerance on a small table (issue 29): `search_words` holds every word (three letters or
 * more) of the products' search texts, trigram-indexed. A search that finds nothing with its exact
 * words looks up, per word of four letters or more, the few most similar known words there
 * (`similarity` ≥ the session's typo threshold) and searches with those, on the products' trigram
 * index as usual: reading a few thousand words instead of rechecking the similarity of every
 * product sharing a trigram with the typo. Words are added by statement triggers when products
 * are written; a word no product has any more is harmless (a search with it finds nothing).
 */

const addWords = (table: string) =>
  `INSERT INTO search_words (word) SELECT DISTINCT w FROM ${table}, unnest(string_to_array(${table}.search_text, ' ')) AS w WHERE length(w) >= 3 ON CONFLICT DO NOTHING`;

export default /* sql */ `
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
${addWords('products')};
CREATE FUNCTION products_words_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${addWords('written')}; RETURN NULL; END $$;
CREATE TRIGGER products_words_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION products_words_added();
CREATE TRIGGER products_words_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION products_words_added();
`;
