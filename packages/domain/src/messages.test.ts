import {
  confirmationFailedMessage,
  formatMessageEn,
  isErrorMessage,
  lambdaStatusMessage,
  loginErrorKey,
  loginErrorMessage,
  MESSAGE_KEYS,
  MESSAGES_EN,
  productsFetchFailedMessage,
  profileSaveFailedMessage,
  registrationFailedMessage,
  type MessageKey,
} from './messages';

describe('message catalogue', () => {
  it.each<[MessageKey, string]>([
    ['form.emailRequired', '⚠️ Please enter your email address.'],
    ['form.emailInvalid', '🚫 Please enter a valid email address.'],
    ['form.subscribed', '🎉 Subscription successful!'],
    ['form.messageSent', '🎉 Message sent successfully!'],
    ['form.newsletterFailed', '❌ There was a problem. Please try again later.'],
    ['form.sendFailed', '❌ Something went wrong. Please try again.'],
    ['form.networkError', '🚫 Network error — please try again.'],
    [
      'account.passwordRule',
      'Password must be at least 8 characters and include 1 uppercase, 1 number, and 1 special character.',
    ],
    ['account.passwordMismatch', 'Passwords do not match.'],
    ['login.notConfirmed', 'Your account is not confirmed. Please check your email.'],
    ['login.notAuthorized', 'Incorrect username or password.'],
    ['login.userNotFound', 'User does not exist.'],
    ['login.failed', 'Login failed. Please try again later.'],
    ['registration.confirmed', '✅ Account confirmed successfully!'],
    ['identity.alreadySignedIn', 'There is already a signed in user.'],
    ['identity.invalidTokens', 'Invalid tokens.'],
    ['profile.emailMissing', 'Email missing from profile, please log in again.'],
    ['profile.userMissing', 'Missing user email or ID. Please log in again.'],
    ['favorites.loginRequired', 'Please log in to manage favorites.'],
    ['session.missingToken', 'Missing Cognito token'],
    ['profile.infoSaved', 'Information updated successfully!'],
    ['profile.dietsSaved', 'Diet profile and products cache updated successfully!'],
    ['profile.preferencesSaved', 'Preferences and product cache updated successfully!'],
    ['account.credentialsSaved', 'Credentials saved!'],
  ])('given key %s should read exactly %j', (key, text) => {
    expect(MESSAGES_EN[key]).toBe(text);
  });

  it('given the catalogue should list 34 keys with no duplicate texts', () => {
    expect(MESSAGE_KEYS).toHaveLength(34);
    expect(new Set(Object.values(MESSAGES_EN)).size).toBe(34);
  });
});

describe('formatted alerts', () => {
  it.each([
    [confirmationFailedMessage('Invalid code'), '❌ Confirmation failed: Invalid code'],
    [registrationFailedMessage('User already exists'), 'Registration failed: User already exists'],
    [lambdaStatusMessage(502), 'Lambda returned status 502'],
    [productsFetchFailedMessage(401), 'Products fetch failed (401)'],
  ])('given a detail should produce %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['info', 'bad year', 'Failed to update information: bad year'],
    ['info', undefined, 'Failed to update information'],
    ['diets', 'oops', 'Failed to update diet profile: oops'],
    ['diets', '   ', 'Failed to update diet profile'],
    ['preferences', 'nope', 'Failed to update preferences: nope'],
    ['preferences', null, 'Failed to update preferences'],
  ] as const)('given a %s save failing with %j should alert %j', (save, error, expected) => {
    expect(profileSaveFailedMessage(save, error)).toBe(expected);
  });

  it('given a missing parameter should leave its placeholder', () => {
    expect(formatMessageEn('registration.failed')).toBe('Registration failed: {{message}}');
  });

  it('given a parameter with $ patterns should insert it literally', () => {
    expect(registrationFailedMessage("$& $1 $'")).toBe("Registration failed: $& $1 $'");
  });
});

describe('isErrorMessage', () => {
  it.each([
    ['⚠️ Please enter your email address.', true],
    ['🚫 Please enter a valid email address.', true],
    ['❌ Something went wrong. Please try again.', true],
    ['⚠ without variation selector', true],
    ['  ❌ padded', true],
    ['🎉 Subscription successful!', false],
    ['✅ Account confirmed successfully!', false],
    ['Passwords do not match.', false],
    ['', false],
    ['Error ❌ later', false],
  ])('given %j should say %s', (text, expected) => {
    expect(isErrorMessage(text)).toBe(expected);
  });

  it('given every catalogue message should flag exactly those starting with ⚠️ 🚫 ❌', () => {
    const errors = MESSAGE_KEYS.filter((key) => isErrorMessage(MESSAGES_EN[key]));
    expect(errors).toEqual([
      'form.emailRequired',
      'form.emailInvalid',
      'form.newsletterFailed',
      'form.sendFailed',
      'form.networkError',
      'registration.confirmationFailed',
    ]);
  });
});

describe('login error mapping', () => {
  function named(name: string): Error {
    const error = new Error('x');
    error.name = name;
    return error;
  }

  it.each([
    [named('UserNotConfirmedException'), 'Your account is not confirmed. Please check your email.'],
    [named('NotAuthorizedException'), 'Incorrect username or password.'],
    [named('UserNotFoundException'), 'User does not exist.'],
    [{ name: 'NotAuthorizedException' }, 'Incorrect username or password.'],
    [named('PasswordResetRequiredException'), 'Login failed. Please try again later.'],
    [named('toString'), 'Login failed. Please try again later.'],
    [new Error('NotAuthorizedException'), 'Login failed. Please try again later.'],
    ['NotAuthorizedException', 'Login failed. Please try again later.'],
    [null, 'Login failed. Please try again later.'],
    [{ name: 42 }, 'Login failed. Please try again later.'],
  ])('given %o should say %j', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });

  it('given a known exception should return its key', () => {
    expect(loginErrorKey(named('UserNotFoundException'))).toBe('login.userNotFound');
  });
});
