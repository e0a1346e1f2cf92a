import { isErrorMessage } from './form-message.js';

describe('isErrorMessage', () => {
  it.each([
    '⚠️ Please enter your email address.',
    '🚫 Please enter a valid email address.',
    '❌ There was a problem. Please try again later.',
    '❌ Something went wrong. Please try again.',
    '🚫 Network error — please try again.',
    '❌ Confirmation failed: code mismatch',
  ])('given the error text %j, should be true', (text) => {
    expect(isErrorMessage(text)).toBe(true);
  });

  it.each([
    '🎉 Subscription successful!',
    '🎉 Message sent successfully!',
    '✅ Account confirmed successfully!',
  ])('given the neutral text %j, should be false', (text) => {
    expect(isErrorMessage(text)).toBe(false);
  });

  it('given a warning sign without the emoji variation selector, should be true', () => {
    expect(isErrorMessage('\u26a0 Please enter your email address.')).toBe(true);
  });

  it('given leading spaces before the mark, should still see the mark', () => {
    expect(isErrorMessage('  🚫 Please enter a valid email address.')).toBe(true);
  });

  it('given a mark later in the text, should be false', () => {
    expect(isErrorMessage('Sent ❌')).toBe(false);
  });

  it('given an empty or missing text, should be false', () => {
    expect(isErrorMessage('')).toBe(false);
    expect(isErrorMessage(null)).toBe(false);
    expect(isErrorMessage(undefined)).toBe(false);
  });
});
