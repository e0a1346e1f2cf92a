/**
 * Quiz answers + account form → the `POST /user-profile` payload (public-site spec §3).
 */
import { OTHER_INTOLERANCE_ID, quizGenderToCode, quizIdToCode, type IntoleranceCode } from './codes';
import type { RegistrationRequest } from './api/contracts';
import type { QuizAnswers } from './quiz';
import { normalizeEmail, type AccountFormValues } from './validation';

/** The account step's values. Name and surname are optional: the account form does not show them. */
export interface RegistrationAccount extends AccountFormValues {
  firstName?: string;
  lastName?: string;
}

/**
 * Builds the registration payload:
 * - `knows_intolerance`: true when at least one diet option is chosen, `other` included;
 * - `intolerances`: the codes of the chosen options (not `other`), without duplicates, ascending;
 * - `extra_intolerance`: the trimmed `other` text while `other` is selected and the text is not
 *   blank, otherwise null;
 * - `shop`: the 0-6 value; `gender`: 1 male, 2 female, 3 other, null if none;
 * - `birth_year`: the year as a number;
 * - `email`: trimmed (the spec: "the email is trimmed"); `name`, `surname`, `username` are trimmed
 *   too (surrounding spaces are never meant, and the identity service rejects spaces in
 *   usernames); `password` and `confirmPassword` are sent exactly as typed;
 * - `sees_red_products`, `sees_local_products`, `sees_only_specific_retailer` false;
 *   `retailer_list` and `shared_accounts` empty.
 *
 * The quiz cannot finish without a valid birth year (public §4), so none is assumed here:
 * @throws {RangeError} when `birthYear` is not 1 to 4 digits
 */
export function toRegistrationPayload(quiz: QuizAnswers, account: RegistrationAccount): RegistrationRequest {
  if (!/^[0-9]{1,4}$/.test(quiz.birthYear)) {
    throw new RangeError(`Birth year must be 1 to 4 digits, got "${quiz.birthYear}"`);
  }
  const codes = quiz.intolerances
    .map((id) => quizIdToCode(id))
    .filter((code): code is IntoleranceCode => code !== null);
  const otherText = quiz.otherIntolerance.trim();
  return {
    name: (account.firstName ?? '').trim(),
    surname: (account.lastName ?? '').trim(),
    email: normalizeEmail(account.email),
    knows_intolerance: quiz.intolerances.length > 0,
    intolerances: [...new Set(codes)].sort((a, b) => a - b),
    extra_intolerance:
      quiz.intolerances.includes(OTHER_INTOLERANCE_ID) && otherText !== '' ? otherText : null,
    shop: quiz.shopWhere,
    gender: quizGenderToCode(quiz.gender),
    birth_year: Number.parseInt(quiz.birthYear, 10),
    username: account.username.trim(),
    password: account.password,
    confirmPassword: account.confirmPassword,
    sees_red_products: false,
    sees_local_products: false,
    sees_only_specific_retailer: false,
    retailer_list: [],
    shared_accounts: [],
  };
}
