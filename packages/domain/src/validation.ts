/**
 * Form rules: public-site spec §5 and signed-in spec §5, as booleans and normalisers (the
 * wording is the apps' own).
 */
import { BIRTH_YEAR_MAX_AGE, BIRTH_YEAR_MAX_DIGITS, PASSWORD_MIN_LENGTH } from './constants';

// --- Email ------------------------------------------------------------------------------------

/**
 * The forms' e-mail shape: no whitespace anywhere, exactly one @ with text before it, and a dot
 * in the domain part with text on both sides of it (`a@b.c`).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * The account form's e-mail as sent and checked: trimmed (public §5: "the email is trimmed").
 * Case is kept: the identity service and the profile receive what the user typed.
 */
export function normalizeEmail(email: string): string {
  return email.trim();
}

// --- Password ---------------------------------------------------------------------------------

/**
 * The special characters counted by the password rule: the identity service's (Amazon Cognito's)
 * symbol set, so that a password the form accepts is not rejected at sign-up.
 * A space also counts when it is neither the first nor the last character (Cognito's rule).
 */
export const PASSWORD_SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

/** Longest password the identity service accepts. */
export const PASSWORD_MAX_LENGTH = 256;

function hasSpecialCharacter(password: string): boolean {
  const chars = [...password];
  return chars.some(
    (char, i) =>
      PASSWORD_SPECIAL_CHARACTERS.includes(char) || (char === ' ' && i > 0 && i < chars.length - 1),
  );
}

/**
 * The password rule (public §5, signed-in §5): at least 8 characters (counted as Unicode code
 * points) with 1 uppercase letter A-Z, 1 digit 0-9 and 1 special character.
 */
export function isValidPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    hasSpecialCharacter(password)
  );
}

// --- Username ---------------------------------------------------------------------------------

/** The username must be non-blank (public §5). The spec gives no message: the field turns red. */
export function isNonBlank(value: string): boolean {
  return value.trim() !== '';
}

// --- Account form (public §5) -----------------------------------------------------------------

export interface AccountFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The credentials page (signed-in §5): 'Save credentials' is enabled only while the new password
 * passes the rule and the confirmation equals it.
 */
export function canSaveCredentials(password: string, confirmPassword: string): boolean {
  return isValidPassword(password) && password === confirmPassword;
}

// --- Birth year (public §5) -------------------------------------------------------------------

/** The clock as the rules take it: a date, or directly the current year. */
export type Clock = Date | number;

/** The current year of a clock: a number is taken as the year; a Date gives its local full year. */
export function currentYear(now: Clock): number {
  return typeof now === 'number' ? now : now.getFullYear();
}

/** The birth-year input filter: keeps only the digits 0-9, at most 4 of them. */
export function sanitizeBirthYearInput(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, BIRTH_YEAR_MAX_DIGITS);
}

/** The valid birth years for a clock: current year − 120 to current year, both inclusive. */
export function birthYearBounds(now: Clock): { min: number; max: number } {
  const year = currentYear(now);
  return { min: year - BIRTH_YEAR_MAX_AGE, max: year };
}

/**
 * Whether the birth-year text is valid: 1 to 4 digits (nothing else, not even spaces) making an
 * integer within {@link birthYearBounds}.
 */
export function isValidBirthYear(text: string, now: Clock): boolean {
  if (!/^[0-9]{1,4}$/.test(text)) return false;
  const year = Number.parseInt(text, 10);
  const { min, max } = birthYearBounds(now);
  return year >= min && year <= max;
}
