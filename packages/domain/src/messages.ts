/**
 * The spec's messages, exactly worded: public-site spec §5 and §8, signed-in spec §5 and §8.
 *
 * Each message has an i18n key; {@link MESSAGES_EN} is the English resource. Placeholders use the
 * i18next form `{{name}}` (the spec writes `{name}`); {@link formatMessageEn} fills them.
 */
export const MESSAGES_EN = {
  // Public forms (newsletter, contact): public §8.
  'form.emailRequired': '⚠️ Please enter your email address.',
  'form.emailInvalid': '🚫 Please enter a valid email address.',
  'form.subscribed': '🎉 Subscription successful!',
  'form.messageSent': '🎉 Message sent successfully!',
  /** Home newsletter, non-OK answer. */
  'form.newsletterFailed': '❌ There was a problem. Please try again later.',
  /** Contact form and diets modal, non-OK answer. */
  'form.sendFailed': '❌ Something went wrong. Please try again.',
  /** Request failure. */
  'form.networkError': '🚫 Network error — please try again.',

  // Account form and credentials: public §5, signed-in §5.
  'account.passwordRule':
    'Password must be at least 8 characters and include 1 uppercase, 1 number, and 1 special character.',
  'account.passwordMismatch': 'Passwords do not match.',

  // Login: public §8.
  'login.notConfirmed': 'Your account is not confirmed. Please check your email.',
  'login.notAuthorized': 'Incorrect username or password.',
  'login.userNotFound': 'User does not exist.',
  'login.failed': 'Login failed. Please try again later.',

  // Registration: public §7 and §8.
  'registration.confirmationFailed': '❌ Confirmation failed: {{message}}',
  'registration.confirmed': '✅ Account confirmed successfully!',
  'registration.failed': 'Registration failed: {{message}}',
  'registration.lambdaStatus': 'Lambda returned status {{status}}',

  // Identity service: public §8 (the only two the spec words exactly).
  'identity.alreadySignedIn': 'There is already a signed in user.',
  'identity.invalidTokens': 'Invalid tokens.',

  // Signed-in alerts: signed-in §5 and §8.
  'profile.emailMissing': 'Email missing from profile, please log in again.',
  'profile.userMissing': 'Missing user email or ID. Please log in again.',
  'favorites.loginRequired': 'Please log in to manage favorites.',
  'profile.infoFailed': 'Failed to update information: {{message}}',
  'profile.infoFailedFallback': 'Failed to update information',
  'profile.dietsFailed': 'Failed to update diet profile: {{message}}',
  'profile.dietsFailedFallback': 'Failed to update diet profile',
  'profile.preferencesFailed': 'Failed to update preferences: {{message}}',
  'profile.preferencesFailedFallback': 'Failed to update preferences',
  'session.missingToken': 'Missing Cognito token',
  'products.fetchFailed': 'Products fetch failed ({{status}})',

  // Signed-in success alerts: signed-in §8.
  'profile.infoSaved': 'Information updated successfully!',
  'profile.dietsSaved': 'Diet profile and products cache updated successfully!',
  'profile.preferencesSaved': 'Preferences and product cache updated successfully!',
  'account.credentialsSaved': 'Credentials saved!',
} as const;

export type MessageKey = keyof typeof MESSAGES_EN;

/** Every message key, in catalogue order. */
export const MESSAGE_KEYS = Object.keys(MESSAGES_EN) as readonly MessageKey[];

/** A message's English text with `{{name}}` placeholders filled from `params` (missing ones stay). */
export function formatMessageEn(
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return MESSAGES_EN[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Whether a form message is an error, shown in red (public §8): it starts with ⚠️, 🚫 or ❌.
 * Leading whitespace is ignored, and ⚠ counts with or without its emoji variation selector.
 */
export function isErrorMessage(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('⚠') || start.startsWith('🚫') || start.startsWith('❌');
}

// --- Login error mapping (public §8) ----------------------------------------------------------

/** Identity-service exception names the login screen words specially. */
export const LOGIN_ERROR_KEYS = {
  UserNotConfirmedException: 'login.notConfirmed',
  NotAuthorizedException: 'login.notAuthorized',
  UserNotFoundException: 'login.userNotFound',
} as const satisfies Record<string, MessageKey>;

export type LoginErrorKey = (typeof LOGIN_ERROR_KEYS)[keyof typeof LOGIN_ERROR_KEYS] | 'login.failed';

/**
 * The login message key for a thrown error, chosen by the error's `name` (an Error or any object
 * with a string `name`); anything else gives `login.failed`.
 */
export function loginErrorKey(error: unknown): LoginErrorKey {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : undefined;
  if (name !== undefined && Object.hasOwn(LOGIN_ERROR_KEYS, name)) {
    return LOGIN_ERROR_KEYS[name as keyof typeof LOGIN_ERROR_KEYS];
  }
  return 'login.failed';
}

/** The English login message for a thrown error (see {@link loginErrorKey}). */
export function loginErrorMessage(error: unknown): string {
  return MESSAGES_EN[loginErrorKey(error)];
}

// --- Formatted alerts -------------------------------------------------------------------------

/** '❌ Confirmation failed: {message}' */
export function confirmationFailedMessage(message: string): string {
  return formatMessageEn('registration.confirmationFailed', { message });
}

/** 'Registration failed: {message}' */
export function registrationFailedMessage(message: string): string {
  return formatMessageEn('registration.failed', { message });
}

/** 'Lambda returned status {n}': the registration call's non-OK answer. */
export function lambdaStatusMessage(status: number): string {
  return formatMessageEn('registration.lambdaStatus', { status });
}

/** 'Products fetch failed ({status})' */
export function productsFetchFailedMessage(status: number): string {
  return formatMessageEn('products.fetchFailed', { status });
}

/** Which profile save failed. */
export type ProfileSave = 'info' | 'diets' | 'preferences';

/**
 * The failure alert of a profile save: 'Failed to update …: {message}' with the server's error
 * text, or the bare fallback when there is none (missing, or blank).
 */
export function profileSaveFailedMessage(save: ProfileSave, serverError?: string | null): string {
  const detail = serverError?.trim();
  if (!detail) return MESSAGES_EN[`profile.${save}FailedFallback`];
  return formatMessageEn(`profile.${save}Failed`, { message: detail });
}
