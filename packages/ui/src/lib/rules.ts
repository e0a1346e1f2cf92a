/**
 * The form rules the kit's forms check as the user types (quiz, auth, newsletter and contact forms):
 * the kit's one copy of each.
 *
 * They mirror the public-site spec §5 (and the same rules in `@diet/domain`'s `validation.ts`),
 * copied here because `@diet/ui` imports nothing of ours (it is published on its own). A test
 * (`scripts/kit-domain-drift.test.ts`) fails when the two drift apart; the app validates again with
 * `@diet/domain` before it calls the identity service.
 */

// --- Constants (spec §9) ------------------------------------------------------------------------

/** Password minimum length (spec §9: 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password the identity service accepts. */
export const PASSWORD_MAX_LENGTH = 256;
/** Birth year: at most 4 digits (spec §5, §9). */
export const BIRTH_YEAR_MAX_DIGITS = 4;
/** The oldest valid birth year is the current year minus this (spec §5, §9: 120). */
export const BIRTH_YEAR_MAX_AGE = 120;
/** Length of the e-mail confirmation code (spec §9: 6). */
export const CONFIRMATION_CODE_LENGTH = 6;

// --- Email --------------------------------------------------------------------------------------

/**
 * The forms' e-mail shape: no whitespace anywhere, text before one @, and a dot in the domain part
 * with text on both sides (`a@b.c`).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Whether the text looks like an e-mail address (no spaces, an @, a dot in the domain part). */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The account form's e-mail as checked and submitted: trimmed (spec §5). */
export function normalizeEmail(email: string): string {
  return email.trim();
}

// --- Username -----------------------------------------------------------------------------------

/** Whether the text has anything but spaces (the username rule, spec §5). */
export function isNonBlank(value: string): boolean {
  return value.trim() !== '';
}

// --- Password -----------------------------------------------------------------------------------

/**
 * The special characters the password rule counts: the identity service's symbol set, so a
 * password the form accepts is not rejected at sign-up. A space counts too when it is neither the
 * first nor the last character.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

/** The parts of the password rule, one flag each, for a checklist that ticks live. */
export type PasswordChecks = {
  /** At least 8 characters (counted as Unicode code points) and at most 256. */
  length: boolean;
  /** At least one uppercase letter A-Z. */
  uppercase: boolean;
  /** At least one digit 0-9. */
  digit: boolean;
  /** At least one special character of {@link PASSWORD_SPECIAL_CHARACTERS}. */
  special: boolean;
};

function hasSpecialCharacter(password: string): boolean {
  const chars = [...password];
  return chars.some(
    (char, i) =>
      PASSWORD_SPECIAL_CHARACTERS.includes(char) || (char === ' ' && i > 0 && i < chars.length - 1),
  );
}

/** Checks each part of the password rule separately. */
export function passwordChecks(password: string): PasswordChecks {
  const length = [...password].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
    special: hasSpecialCharacter(password),
  };
}

/** The password rule (spec §5): at least 8 characters with 1 uppercase, 1 digit and 1 special character. */
export function isValidPassword(password: string): boolean {
  const checks = passwordChecks(password);
  return checks.length && checks.uppercase && checks.digit && checks.special;
}

/** The confirmation must equal the password exactly (spec §5), and not be empty. */
export function passwordsMatch(password: string, confirmPassword: string): boolean {
  return confirmPassword !== '' && password === confirmPassword;
}

// --- Birth year ---------------------------------------------------------------------------------

/** The birth-year input filter: keeps only the digits 0-9, at most 4 of them (spec §5). */
export function sanitizeBirthYear(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, BIRTH_YEAR_MAX_DIGITS);
}

/** The valid birth years at `now`: current year − 120 to current year, both inclusive (local time). */
export function birthYearBounds(now: Date): { min: number; max: number } {
  const year = now.getFullYear();
  return { min: year - BIRTH_YEAR_MAX_AGE, max: year };
}

/** Whether the text is 1 to 4 digits making an integer within {@link birthYearBounds}. */
export function isValidBirthYear(text: string, now: Date): boolean {
  if (!/^[0-9]{1,4}$/.test(text)) return false;
  const year = Number.parseInt(text, 10);
  const { min, max } = birthYearBounds(now);
  return year >= min && year <= max;
}

// --- Confirmation code --------------------------------------------------------------------------

/** Whether the text is exactly the 6 digits of an e-mail confirmation code (spec §9). */
export function isCompleteConfirmationCode(code: string): boolean {
  return new RegExp(`^[0-9]{${CONFIRMATION_CODE_LENGTH}}$`).test(code);
}
