import initial from './0001-initial';
import catalogueVersion from './0002-catalogue-version';
import pendingProfiles from './0003-pending-profiles';
import offersAndSearch from './0005-offers-and-search';
import searchTextWithRetailers from './0006-search-text-with-retailers';
import searchWords from './0007-search-words';
import shoppingLists from './0008-shopping-lists';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Every migration, in order. Append only: a migration that has run anywhere is never edited; a
 * change is a new numbered file. The runner refuses a database whose recorded names differ.
 */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: '0001-initial', sql: initial },
  { version: 2, name: '0002-catalogue-version', sql: catalogueVersion },
  { version: 3, name: '0003-pending-profiles', sql: pendingProfiles },
  { version: 5, name: '0005-offers-and-search', sql: offersAndSearch },
  { version: 6, name: '0006-search-text-with-retailers', sql: searchTextWithRetailers },
  { version: 7, name: '0007-search-words', sql: searchWords },
  { version: 8, name: '0008-shopping-lists', sql: shoppingLists },
];
