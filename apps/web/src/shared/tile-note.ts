/**
 * A product card's note for a user with several diets: which of them the card's verdict is about
 * ("Gluten-free, Low FODMAP: not suitable"), so that a red or yellow card says why without opening
 * it. With one diet the sticker says it all: no note. Red diets are named first and alone (they
 * decide the verdict); a yellow card names the diets it may not suit, or, when every one of them is
 * yellow only because its label could not be read, the ones it was not checked for.
 */
import { INTOLERANCE_CODES, type ColorLists } from '@diet/domain';
import type { TFunction } from 'i18next';

export function tileNote(
  colors: ColorLists & { readonly unknown?: readonly number[] },
  intolerances: readonly number[],
  t: TFunction<'app'>,
): string | null {
  const user = INTOLERANCE_CODES.filter((code) => intolerances.includes(code));
  if (user.length < 2) return null;
  const names = (codes: readonly number[]) => codes.map((code) => t(`diets.${code}`)).join(', ');
  const red = user.filter((code) => colors.red.includes(code));
  if (red.length > 0) return t('tileNote.red', { diets: names(red) });
  const yellow = user.filter((code) => colors.yellow.includes(code));
  if (yellow.length === 0) return null;
  const unknown = new Set(colors.unknown ?? []);
  const doubtful = yellow.filter((code) => !unknown.has(code));
  return doubtful.length > 0
    ? t('tileNote.yellow', { diets: names(doubtful) })
    : t('tileNote.unread', { diets: names(yellow) });
}
