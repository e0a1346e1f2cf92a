/**
 * A catalogue version: one counter that any write to products or retailers bumps (statement
 * triggers), so each API instance can tell whether its cached product list is still current with
 * one cheap read, whoever wrote (another instance, the seed, the importer).
 */
export default /* sql */ `
CREATE TABLE catalogue_version (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL,
  -- Tells a re-created or restored database from the one a cache was filled from.
  epoch text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text)
);
INSERT INTO catalogue_version (id, version) VALUES (1, 1);
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$;
CREATE TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER retailers_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON retailers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
`;
