import { uiLanguageOf } from '../i18n/constants.js';
import { isUiLanguageLoaded } from '../i18n/kit-i18n.js';
import type { UiT } from '../i18n/use-ui-translation.js';
import { dietTextIndex, type DietKey, type Verdict } from './verdict.js';

/** The banner's tone: a verdict, or `unread` for "we couldn't check" (neutral). */
export type HeadlineTone = Verdict | 'unread';

/**
 * The kit's key and values for a verdict's sentence (the suitability banner's, the verdict card's
 * headline). One diet, or none, gives the spec's own sentence, first match ("This product is not
 * **lactose-free**."). Several diets at the headline's level name them all, joined in the page's
 * language with `Intl.ListFormat` ("This product may not suit a **lactose-free** and
 * **gluten-free** diet."): each diet in its form for that sentence, in bold.
 */
export function verdictHeadline(
  t: UiT,
  language: string,
  tone: HeadlineTone,
  diet: DietKey | null | undefined,
  diets: readonly DietKey[] | undefined,
): { key: string; values?: Record<string, string> } {
  if (tone === 'green') return { key: 'suitabilityBanner.green' };
  const named = [...new Set(diets ?? [])];
  if (named.length > 1) {
    const words = named.map(
      (each) => `<b>${t(`suitabilityBanner.dietWord.${tone}.${dietTextIndex[each]}`)}</b>`,
    );
    // Joined in the language the texts are in: English until the kit's texts in `language` load.
    const shown = isUiLanguageLoaded(uiLanguageOf(language)) ? language : 'en';
    const list = new Intl.ListFormat(shown, { style: 'long', type: 'conjunction' }).format(words);
    return { key: `suitabilityBanner.several.${tone}`, values: { diets: list } };
  }
  const only = named[0] ?? diet;
  return { key: `suitabilityBanner.${tone}.${only ? dietTextIndex[only] : 'any'}` };
}
