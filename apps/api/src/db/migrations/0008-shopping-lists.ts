/**
 * Shopping lists (issue 31): a profile's lists, each with its items in order. An item is a product
 * of the catalogue or a free text ("bread"); ids are the app's own UUIDs, so that a creation sent
 * again after a lost answer makes nothing twice. A product leaving the catalogue leaves its items
 * as they were (product_id kept, shown as no longer available), never a hole in the list.
 */
export default /* sql */ `
CREATE TABLE shopping_lists (
  id uuid PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX shopping_lists_profile_idx ON shopping_lists (profile_id, updated_at DESC);

CREATE TABLE shopping_list_items (
  id uuid PRIMARY KEY,
  list_id uuid NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  product_id integer,
  text text CHECK (length(text) BETWEEN 1 AND 120),
  quantity smallint NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 99),
  checked boolean NOT NULL DEFAULT false,
  position integer NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((product_id IS NULL) <> (text IS NULL))
);
CREATE INDEX shopping_list_items_list_idx ON shopping_list_items (list_id, position);
`;
