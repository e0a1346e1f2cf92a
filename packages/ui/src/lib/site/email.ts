/**
 * The public forms' e-mail shape (public-site spec §5): no whitespace anywhere, an @ with text before
 * it, and a dot in the domain part with text on both sides (`a@b.c`).
 * Copied from `@diet/domain` (`EMAIL_PATTERN`, `EMAIL_MAX_LENGTH`), which @diet/ui must not import.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest e-mail address accepted (RFC 5321 path limit), as in `@diet/domain`. */
export const EMAIL_MAX_LENGTH = 254;

/** Whether `email`, as typed, has the forms' e-mail shape. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
