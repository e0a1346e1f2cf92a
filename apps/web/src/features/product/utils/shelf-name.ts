/**
 * A category's name as the product page's sentences and links say it. A name is written as a
 * label ("Chocolate", "Dairy & eggs"): inside a sentence it reads in lower case ("the only product
 * in chocolate"), except in German, where nouns keep their capital ("im Regal «Schokolade»"). A
 * word in capitals only (an abbreviation: "UHT") keeps them.
 */
import type { Locale } from '@diet/domain';

/** `name` as a word inside a sentence of `locale`. */
export function nameInSentence(name: string, locale: Locale): string {
  if (locale === 'de') return name;
  return name
    .split(/(\s+)/)
    .map((word) =>
      /\p{Lu}.*\p{Lu}/u.test(word) && word === word.toLocaleUpperCase(locale)
        ? word
        : word.toLocaleLowerCase(locale),
    )
    .join('');
}

/**
 * Where a link to the dashboard leads, as its carousel and chips name it ("Dairy & eggs › Eggs").
 * A line may break after the "›" only, never inside a name (non-breaking spaces).
 */
export function shelfPath(category: string, subcategory: string | null | undefined): string {
  const unbroken = (name: string) => name.trim().replace(/\s+/g, '\u00a0');
  return subcategory ? `${unbroken(category)}\u00a0› ${unbroken(subcategory)}` : unbroken(category);
}
