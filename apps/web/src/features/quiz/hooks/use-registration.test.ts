// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import quizTexts from '../../../../../../locales/en/quiz.json';
import { ApiError } from '../../../lib/http';
import { createFakeIdentity, type FakeIdentityOptions } from '../../../lib/identity/fake';
import { EMPTY_ANSWERS } from '../utils/quiz-machine';
import { useRegistration } from './use-registration';

const answers = {
  ...EMPTY_ANSWERS,
  intolerances: ['lactose' as const],
  gender: 'female' as const,
  birthYear: '1990',
};
const account = {
  username: 'zoe',
  email: 'zoe@example.ch',
  password: 'Secret-123!',
  confirmPassword: 'Secret-123!',
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { quiz: quizTexts } },
    interpolation: { escapeValue: false },
  });
});

function setup(options: FakeIdentityOptions = {}, save = vi.fn(async () => undefined)) {
  const identity = createFakeIdentity({ code: '123456', ...options });
  const onRegistered = vi.fn();
  localStorage.setItem('quiz_answers', '{}');
  localStorage.setItem('lang_code', 'FRA');
  const hook = renderHook(() =>
    useRegistration({ answers, onRegistered, identity: async () => identity, save }),
  );
  const current = () => hook.result.current;
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { identity, onRegistered, save, current, settle };
}

describe('useRegistration', () => {
  it('given sign-up, the right code and the save, should save with the owner token, clear storage and finish', async () => {
    const { current, settle, save, onRegistered, identity } = setup();
    current().submit(account);
    await settle();
    expect(current().phase).toBe('code');
    expect(current().email).toBe('zoe@example.ch');
    current().confirm('123456');
    await settle();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'zoe', email: 'zoe@example.ch', intolerances: [1], gender: 2 }),
      expect.stringMatching(/\./),
    );
    expect(onRegistered).toHaveBeenCalledWith(true);
    expect(identity.calls).toEqual(
      expect.arrayContaining(['signUp', 'confirmSignUp', 'autoSignIn', 'signOut']),
    );
    expect([localStorage.getItem('quiz_answers'), localStorage.getItem('lang_code')]).toEqual([null, 'FRA']);
  });

  it('given a wrong code, should say so in the dialog and let the right one through', async () => {
    const { current, settle, onRegistered } = setup();
    current().submit(account);
    await settle();
    current().confirm('000000');
    await settle();
    expect(current().phase).toBe('code');
    expect(current().codeError).toMatch(/^❌ Confirmation failed: /);
    current().confirm('123456');
    await settle();
    expect(onRegistered).toHaveBeenCalledWith(true);
  });

  it('given the code dialog cancelled, should save without a token and finish unconfirmed', async () => {
    const { current, settle, save, onRegistered } = setup();
    current().submit(account);
    await settle();
    act(() => current().cancel());
    await settle();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ username: 'zoe' }), null);
    expect(onRegistered).toHaveBeenCalledWith(false);
    // The pending profile is never served: the answers stay for completing it at the first sign-in.
    expect(localStorage.getItem('quiz_answers')).toBe('{}');
  });

  it('given a taken username, should show "Registration failed" with the reason', async () => {
    const { current, settle, save } = setup({ users: [{ ...account }] });
    current().submit(account);
    await settle();
    expect(current().failure).toBe(
      'Registration failed: This username is already taken. Please choose another one.',
    );
    expect(current().phase).toBe('form');
    expect(save).not.toHaveBeenCalled();
  });

  it('given a non-OK save, should show "Lambda returned status {n}" and keep the storage', async () => {
    const failing = vi.fn(async () => {
      throw new ApiError({ kind: 'status', status: 409 });
    });
    const { current, settle, onRegistered } = setup({}, failing);
    current().submit(account);
    await settle();
    current().confirm('123456');
    await settle();
    expect(current().failure).toBe('Lambda returned status 409');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(localStorage.getItem('quiz_answers')).toBe('{}');
  });
});
