/**
 * The quiz's answers in browser storage while it runs (`quiz_answers`), so that a reload keeps them,
 * and the clean-up after registration (public-site spec §3: all browser storage is cleared).
 * Storage can be unavailable (private mode, quota): the quiz then simply lasts for this page.
 */
import { STORAGE_KEYS } from '@diet/domain';

import { INITIAL_QUIZ_STATE, restoreQuizState, type QuizState } from './quiz-machine';

export const QUIZ_STORAGE_KEY = STORAGE_KEYS.quizAnswers;

/** The stored quiz, checked; the initial state when there is none or it is unreadable. */
export function loadQuizState(storage: Storage | undefined = safeLocalStorage()): QuizState {
  try {
    const text = storage?.getItem(QUIZ_STORAGE_KEY);
    if (!text) return INITIAL_QUIZ_STATE;
    return restoreQuizState(JSON.parse(text)) ?? INITIAL_QUIZ_STATE;
  } catch {
    return INITIAL_QUIZ_STATE;
  }
}

export function saveQuizState(state: QuizState, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(QUIZ_STORAGE_KEY, JSON.stringify({ step: state.step, answers: state.answers }));
  } catch {
    // Unavailable or full: the answers then last for this page only.
  }
}

/**
 * After registration: every key of local and session storage goes (quiz answers, tokens, Amplify's
 * own keys), but the interface language the user chose (`lang_code`), which is not account data,
 * and, when asked (a registration left unconfirmed), the quiz's answers.
 */
export function clearStorageAfterRegistration(
  storage: Storage | undefined = safeLocalStorage(),
  session: Storage | undefined = safeSessionStorage(),
  { keepQuizAnswers = false }: { keepQuizAnswers?: boolean } = {},
): void {
  try {
    const language = storage?.getItem(STORAGE_KEYS.langCode) ?? null;
    const answers = keepQuizAnswers ? (storage?.getItem(QUIZ_STORAGE_KEY) ?? null) : null;
    storage?.clear();
    if (language !== null) storage?.setItem(STORAGE_KEYS.langCode, language);
    if (answers !== null) storage?.setItem(QUIZ_STORAGE_KEY, answers);
  } catch {
    // nothing to clear
  }
  try {
    session?.clear();
  } catch {
    // nothing to clear
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
