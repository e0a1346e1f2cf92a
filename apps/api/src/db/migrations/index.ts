import initial from './0001-initial';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Every migration, in order. Append only: a migration that has run anywhere is never edited; a
 * change is a new numbered file. The runner refuses a database whose recorded names differ.
 */
export const MIGRATIONS: readonly Migration[] = [{ version: 1, name: '0001-initial', sql: initial }];
