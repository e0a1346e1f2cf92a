import type { ReactNode } from 'react';

import { MoodIcon, type Verdict } from '../components/mood-icon/index.js';
import { UnreadGlyph } from './unread-glyph.js';

/** A verdict as shown: a product's verdict, or `unread` when we could not check it for a diet. */
export type ShownVerdict = Verdict | 'unread';

/** The colour of a verdict's words: each verdict's own, AA on white. */
export const verdictText = {
  green: 'diet:text-success',
  yellow: 'diet:text-warning',
  red: 'diet:text-danger',
  unread: 'diet:text-muted-fg',
} as const satisfies Record<ShownVerdict, string>;

/**
 * A verdict's face (a question mark for `unread`) and its words, as a product card's sticker and a
 * list item's verdict line show them. The face is decorative: the words say it.
 */
export function VerdictFaceAndWords({ shown, words }: { shown: ShownVerdict; words: ReactNode }) {
  return (
    <>
      {shown === 'unread' ? (
        <UnreadGlyph className="diet:size-6" />
      ) : (
        <MoodIcon verdict={shown} size="sm" decorative />
      )}
      <span className="diet:min-w-0">{words}</span>
    </>
  );
}
