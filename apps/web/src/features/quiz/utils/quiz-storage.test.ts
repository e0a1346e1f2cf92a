import { INITIAL_QUIZ_STATE, quizReducer } from './quiz-machine';
import {
  clearStorageAfterRegistration,
  loadQuizState,
  QUIZ_STORAGE_KEY,
  saveQuizState,
} from './quiz-storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe('quiz storage', () => {
  it("given a saved quiz, should read it back under 'quiz_answers'", () => {
    const storage = new MemoryStorage();
    const state = quizReducer(
      quizReducer(quizReducer(INITIAL_QUIZ_STATE, { type: 'splashDone' }), { type: 'start' }),
      { type: 'setIntolerances', intolerances: ['lowfodmap'] },
    );
    saveQuizState(state, storage);
    expect(QUIZ_STORAGE_KEY).toBe('quiz_answers');
    expect(JSON.parse(storage.getItem('quiz_answers')!)).toEqual({ step: 'diets', answers: state.answers });
    expect(loadQuizState(storage)).toEqual(state);
  });

  it('given nothing or garbage stored, should start afresh', () => {
    const storage = new MemoryStorage();
    expect(loadQuizState(storage)).toEqual(INITIAL_QUIZ_STATE);
    storage.setItem('quiz_answers', '{not json');
    expect(loadQuizState(storage)).toEqual(INITIAL_QUIZ_STATE);
    expect(loadQuizState(undefined)).toEqual(INITIAL_QUIZ_STATE);
  });

  it('given a registration, should clear all storage but the language choice', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    for (const key of ['quiz_answers', 'token', 'user', 'CognitoIdentityServiceProvider.x.idToken']) {
      local.setItem(key, 'v');
    }
    local.setItem('lang_code', 'FRA');
    session.setItem('anything', 'v');
    clearStorageAfterRegistration(local, session);
    expect([local.length, local.getItem('lang_code'), session.length]).toEqual([1, 'FRA', 0]);
  });

  it('given a registration left unconfirmed, should keep the quiz answers too (for completing it later)', () => {
    const local = new MemoryStorage();
    for (const key of ['quiz_answers', 'token', 'user']) local.setItem(key, key);
    local.setItem('lang_code', 'DEU');
    clearStorageAfterRegistration(local, new MemoryStorage(), { keepQuizAnswers: true });
    expect([local.length, local.getItem('lang_code'), local.getItem('quiz_answers')]).toEqual([
      2,
      'DEU',
      'quiz_answers',
    ]);
  });
});
