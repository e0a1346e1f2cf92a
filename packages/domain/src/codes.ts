/**
 * Intolerance codes used by the API, the profile and product verdicts
 * (public-site spec §3, signed-in spec §3): 1 lactose, 2 gluten free, 3 low FODMAP, 4 low fructose.
 */
export const INTOLERANCE = {
  lactose: 1,
  gluten: 2,
  fodmap: 3,
  fructose: 4,
} as const;

export type IntoleranceCode = (typeof INTOLERANCE)[keyof typeof INTOLERANCE];

/** Every intolerance code, in ascending order. */
export const INTOLERANCE_CODES: readonly IntoleranceCode[] = [1, 2, 3, 4];

/** A traffic-light verdict for one diet. */
export type Verdict = 'green' | 'yellow' | 'red';

/** A product's suitability as the spec stores it: the codes it is red for and yellow for. */
export interface Colors {
  red: IntoleranceCode[];
  yellow: IntoleranceCode[];
  /**
   * The yellow codes that are yellow only because of our reading of the label ("couldn't check":
   * an unknown item, a list cut off, nothing recognised, no list), not because of the product.
   * A subset of `yellow`, ascending; absent when there is none.
   */
  unknown?: IntoleranceCode[];
  /**
   * Why, in brief, for each red or yellow code: what a product card says under the name ("Contains
   * milk powder"). Absent for green codes, and on colours stored by an engine before 3.3.0.
   */
  why?: ColorsWhy;
}

/** What a code's brief reason is: an ingredient that does not suit, a may-contain statement, an
 * ingredient that may or may not suit, or our reading of the label (`unread`: a yellow of `unknown`). */
export const WHY_KINDS = ['contains', 'may-contain', 'uncertain', 'unread'] as const;
export type WhyKind = (typeof WHY_KINDS)[number];

/** What we could not read of a label, the most telling first. */
export const WHY_MISSING = ['no-list', 'language', 'unknown-words', 'nothing-recognised', 'cut-off'] as const;
export type WhyMissing = (typeof WHY_MISSING)[number];

/** The engine's reading rules by what each says is missing, the most telling first. */
export const WHY_MISSING_RULES: readonly (readonly [WhyMissing, string])[] = [
  ['no-list', 'data.no-ingredients'],
  ['language', 'data.unsupported-language'],
  ['unknown-words', 'data.not-understood'],
  ['nothing-recognised', 'data.nothing-recognised'],
  ['cut-off', 'data.cut-off'],
];

/** A code's verdict in brief: its kind and the first few words as printed on the pack. */
export interface Why {
  kind: WhyKind;
  /** The words as printed (at most {@link WHY_MAX_WORDS}), in reading order; may be empty. */
  words: string[];
  /** How many more words there are beyond `words`. */
  more?: number;
  /** For `unread`: what we could not read. */
  missing?: WhyMissing;
}

/** The most words a brief reason quotes. */
export const WHY_MAX_WORDS = 2;

/** Brief reasons by code (as JSON keys: "1" to "4"). */
export type ColorsWhy = Partial<Record<IntoleranceCode, Why>>;

/**
 * Brief reasons as stored or sent, read defensively: kept only for `codes` (the product's red and
 * yellow ones), each with a known kind and at most {@link WHY_MAX_WORDS} words; a reason that does
 * not read is left out. Null when none is left.
 */
export function readWhy(raw: unknown, codes: readonly IntoleranceCode[]): ColorsWhy | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const why: ColorsWhy = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const code = Number(key);
    if (!isIntoleranceCode(code) || !codes.includes(code)) continue;
    const entry = (value ?? {}) as Record<string, unknown>;
    if (
      typeof entry.kind !== 'string' ||
      !(WHY_KINDS as readonly string[]).includes(entry.kind) ||
      !Array.isArray(entry.words)
    )
      continue;
    const words = entry.words.filter((word): word is string => typeof word === 'string' && word !== '');
    const brief: Why = { kind: entry.kind as WhyKind, words: words.slice(0, WHY_MAX_WORDS) };
    if (typeof entry.more === 'number' && Number.isInteger(entry.more) && entry.more > 0)
      brief.more = entry.more;
    if (typeof entry.missing === 'string' && (WHY_MISSING as readonly string[]).includes(entry.missing))
      brief.missing = entry.missing as WhyMissing;
    why[code] = brief;
  }
  return Object.keys(why).length > 0 ? why : null;
}

/** Whether a value is one of the four intolerance codes. */
export function isIntoleranceCode(value: unknown): value is IntoleranceCode {
  return typeof value === 'number' && (INTOLERANCE_CODES as readonly number[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Quiz diet ids (public-site spec §2 quiz step 1, §3 quiz answers)
// ---------------------------------------------------------------------------------------------

/** The quiz's diet option ids, in the order the quiz shows them. */
export const QUIZ_INTOLERANCE_IDS = ['lactose', 'glutenfree', 'fructose', 'lowfodmap', 'other'] as const;

export type QuizIntoleranceId = (typeof QUIZ_INTOLERANCE_IDS)[number];

/** The quiz id that has no code: it reveals a free-text field sent as `extra_intolerance`. */
export const OTHER_INTOLERANCE_ID = 'other' satisfies QuizIntoleranceId;

/** A quiz id that maps to a numeric intolerance code. */
export type CodedQuizIntoleranceId = Exclude<QuizIntoleranceId, typeof OTHER_INTOLERANCE_ID>;

/** Quiz id → intolerance code. `other` is absent: it travels as `extra_intolerance` text. */
export const QUIZ_INTOLERANCE_CODE: Readonly<Record<CodedQuizIntoleranceId, IntoleranceCode>> = {
  lactose: INTOLERANCE.lactose,
  glutenfree: INTOLERANCE.gluten,
  lowfodmap: INTOLERANCE.fodmap,
  fructose: INTOLERANCE.fructose,
};

export function isQuizIntoleranceId(value: unknown): value is QuizIntoleranceId {
  return typeof value === 'string' && (QUIZ_INTOLERANCE_IDS as readonly string[]).includes(value);
}

/** The code of a quiz id, or `null` for `other` (handled as `extra_intolerance`). */
export function quizIdToCode(id: QuizIntoleranceId): IntoleranceCode | null {
  return id === OTHER_INTOLERANCE_ID ? null : QUIZ_INTOLERANCE_CODE[id];
}

// ---------------------------------------------------------------------------------------------
// Gender: two code lists (registration 1-3, profile 1-5)
// ---------------------------------------------------------------------------------------------

/** The quiz's gender choices (public-site spec §3). */
export const QUIZ_GENDERS = ['male', 'female', 'other'] as const;

export type QuizGender = (typeof QUIZ_GENDERS)[number];

/** Gender codes of the registration payload (public-site spec §3): 1 male, 2 female, 3 other. */
export const REGISTRATION_GENDER = { male: 1, female: 2, other: 3 } as const satisfies Record<
  QuizGender,
  number
>;

export type RegistrationGenderCode = (typeof REGISTRATION_GENDER)[QuizGender];

/** The registration code of a quiz gender, `null` when none was chosen. */
export function quizGenderToCode(gender: QuizGender | null | undefined): RegistrationGenderCode | null {
  return gender == null ? null : REGISTRATION_GENDER[gender];
}

/** Gender codes of the user profile (signed-in spec §3), 1 to 5. */
export const PROFILE_GENDER_CODES = [1, 2, 3, 4, 5] as const;

export type ProfileGenderCode = (typeof PROFILE_GENDER_CODES)[number];

// ---------------------------------------------------------------------------------------------
// Shop scale 0-6 (public-site spec §3)
// ---------------------------------------------------------------------------------------------

/** The shopping-habit scale, 0 (only in store) to 6 (only online). */
export const SHOP_SCALE = [0, 1, 2, 3, 4, 5, 6] as const;

export type ShopValue = (typeof SHOP_SCALE)[number];

export const SHOP_MIN: ShopValue = 0;
export const SHOP_MAX: ShopValue = 6;
