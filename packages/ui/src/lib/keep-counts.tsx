import type { ReactNode } from 'react';

/** A count and the word after it: '8 characters', '1 Grossbuchstaben,'. */
const COUNT_AND_WORD = /(\d+ \S+)/u;

/**
 * A text whose counts stay on one line with the word after them ('8 characters', '1 Ziffer'), so a
 * wrapped line never ends on a lone number. Its text content (what screen readers and searches
 * read) is the text unchanged; a text without counts comes back as it is.
 */
export function keepCountsWithWords(text: string): ReactNode {
  const parts = text.split(COUNT_AND_WORD);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="diet:whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
