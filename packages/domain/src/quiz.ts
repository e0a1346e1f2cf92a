/**
 * The sign-up quiz's answers and rules (public-site spec §2 quiz, §3 quiz answers, §4, §5).
 */
import type { QuizGender, QuizIntoleranceId, ShopValue } from './codes';
import { isValidBirthYear, type Clock } from './validation';

/** The answers held during the quiz. */
export interface QuizAnswers {
  /** Chosen diet ids, including possibly `other`. */
  intolerances: QuizIntoleranceId[];
  /** Free text for `other`; kept only while `other` is selected. */
  otherIntolerance: string;
  /** Shop scale 0-6; the slider always has a value. */
  shopWhere: ShopValue;
  gender: QuizGender | null;
  /** Up to 4 digits, as typed (see `sanitizeBirthYearInput`). */
  birthYear: string;
}

/** The four question steps, in order. */
export const QUIZ_QUESTIONS = ['diets', 'shopping', 'gender', 'birthYear'] as const;

export type QuizQuestion = (typeof QUIZ_QUESTIONS)[number];

/**
 * Whether a question step lets the user go on (public §4, §5): diets needs at least one option,
 * shopping always has a value, gender needs a choice, birth year needs a valid year at `now`.
 */
export function canLeaveQuizQuestion(question: QuizQuestion, answers: QuizAnswers, now: Clock): boolean {
  switch (question) {
    case 'diets':
      return answers.intolerances.length > 0;
    case 'shopping':
      return true;
    case 'gender':
      return answers.gender !== null;
    case 'birthYear':
      return isValidBirthYear(answers.birthYear, now);
  }
}
