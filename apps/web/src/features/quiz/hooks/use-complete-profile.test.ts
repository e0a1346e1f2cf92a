// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import quizTexts from '../../../../../../locales/en/quiz.json';
import { ApiError } from '../../../lib/http';
import { createFakeIdentity } from '../../../lib/identity/fake';
import { EMPTY_ANSWERS } from '../utils/quiz-machine';
import { ownerProfilePayload, useCompleteProfile } from './use-complete-profile';

const answers = {
  ...EMPTY_ANSWERS,
  intolerances: ['lactose' as const, 'glutenfree' as const],
  gender: 'female' as const,
  birthYear: '1990',
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { quiz: quizTexts } },
    interpolation: { escapeValue: false },
  });
});

async function setup(save = vi.fn(async () => undefined), signedIn = true) {
  const identity = createFakeIdentity({
    users: [{ username: 'zoe', email: 'zoe@example.ch', password: 'Secret-123!' }],
  });
  if (signedIn) await identity.signIn('zoe', 'Secret-123!');
  const onSaved = vi.fn();
  localStorage.setItem('quiz_answers', '{"step":"account"}');
  localStorage.setItem('token', 'kept');
  const hook = renderHook(() =>
    useCompleteProfile({ answers, enabled: true, onSaved, identity: async () => identity, save }),
  );
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await settle();
  return { current: () => hook.result.current, settle, save, onSaved };
}

describe('ownerProfilePayload', () => {
  it('given the quiz answers of a signed-in owner, should make the profile without any password field', () => {
    const payload = ownerProfilePayload(answers, 'zoe', ' zoe@example.ch ');
    expect(payload).toMatchObject({
      username: 'zoe',
      email: 'zoe@example.ch',
      intolerances: [1, 2],
      gender: 2,
    });
    expect(Object.keys(payload).filter((key) => /password/i.test(key))).toEqual([]);
  });
});

describe('useCompleteProfile', () => {
  it('given a signed-in owner, should show who is signed in, save with their token and clear only the quiz answers', async () => {
    const { current, settle, save, onSaved } = await setup();
    expect(current()).toMatchObject({ username: 'zoe', email: 'zoe@example.ch' });
    current().save();
    await settle();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'zoe', intolerances: [1, 2] }),
      expect.stringMatching(/\./),
    );
    expect(onSaved).toHaveBeenCalled();
    expect(localStorage.getItem('quiz_answers')).toBeNull();
    expect(localStorage.getItem('token')).toBe('kept');
  });

  it('given the API unreachable, should say so, keep the answers and not finish', async () => {
    const save = vi.fn(async () => {
      throw new ApiError({ kind: 'network' });
    });
    const { current, settle, onSaved } = await setup(save);
    current().save();
    await settle();
    expect(current().failure).toBe(quizTexts.complete.unreachable);
    expect(current().saving).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(localStorage.getItem('quiz_answers')).not.toBeNull();
  });

  it('given the API refusing the save, should name its status', async () => {
    const save = vi.fn(async () => {
      throw new ApiError({ kind: 'status', status: 409 });
    });
    const { current, settle } = await setup(save);
    current().save();
    await settle();
    expect(current().failure).toBe('Lambda returned status 409');
  });

  it('given no session any more, should ask to log in again instead of saving', async () => {
    const { current, settle, save } = await setup(undefined, false);
    current().save();
    await settle();
    expect(save).not.toHaveBeenCalled();
    expect(current().failure).toContain(quizTexts.complete.signedOut);
  });
});
