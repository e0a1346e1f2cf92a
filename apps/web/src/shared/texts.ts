import type { TFunction } from 'i18next';

/** A list of objects from the locale files (`returnObjects`); an empty list when the key is missing. */
export function list<T>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
