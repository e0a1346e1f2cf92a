// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { queryClient } from '../lib/query/client';
import { endSession, sessionsEndedSoFar } from './session';

const signOut = vi.hoisted(() => vi.fn());
vi.mock('../lib/identity', () => ({ loadIdentity: () => Promise.resolve({ signOut }) }));

describe('endSession', () => {
  beforeEach(() => {
    signOut.mockReset();
    localStorage.clear();
  });

  it('given a log out, should sign out, clear storage but the language, go to the page and then drop the queries', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('lang_code', 'de');
    queryClient.setQueryData(['profile'], { id: '1' });
    const order: string[] = [];
    signOut.mockImplementation(() => {
      order.push('sign-out');
      return Promise.resolve();
    });
    const navigate = vi.fn(() => {
      order.push(
        `navigate with ${localStorage.length} item(s), queries ${queryClient.getQueryCache().getAll().length}`,
      );
      return Promise.resolve();
    });
    const before = sessionsEndedSoFar();

    await endSession(navigate, '/');

    expect(order).toEqual(['sign-out', 'navigate with 1 item(s), queries 1']);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(localStorage.getItem('lang_code')).toBe('de');
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionsEndedSoFar()).toBe(before + 1);
  });

  it('given a second end while the first runs (a request refused during a log out), should join it: one sign-out, one navigation, home', async () => {
    let release!: () => void;
    signOut.mockReturnValue(new Promise<void>((resolve) => (release = resolve)));
    const navigate = vi.fn(() => Promise.resolve());
    const before = sessionsEndedSoFar();

    const logOut = endSession(navigate, '/');
    const refused = endSession(navigate, '/login');
    release();
    await Promise.all([logOut, refused]);

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(sessionsEndedSoFar()).toBe(before + 1);
  });

  it('given the pool cannot be reached, should still clear the session and leave; a later session can end again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signOut.mockRejectedValue(new Error('offline'));
    localStorage.setItem('token', 't');
    const navigate = vi.fn(() => Promise.resolve());

    await endSession(navigate, '/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(warn).toHaveBeenCalled();

    signOut.mockResolvedValue(undefined);
    await endSession(navigate, '/');
    expect(navigate).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
