/**
 * The sign-up quiz as a pure state machine (public-site spec §2 quiz, §3, §4, §5): which screen
 * shows and the answers held so far. No timers, storage or React here: the screen feeds it actions
 * (the splash's timer, the buttons, the fields) and persists what it returns.
 *
 *   splash ─(2.7 s)→ welcome ─start→ diets → shopping → gender → birthYear ─finish→ account
 *   back: diets → welcome, shopping → diets, gender → shopping, birthYear → gender,
 *         account → birthYear (the questionnaire)
 */
import {
  canLeaveQuizQuestion,
  isQuizIntoleranceId,
  OTHER_INTOLERANCE_ID,
  QUIZ_GENDERS,
  sanitizeBirthYearInput,
  SHOP_MAX,
  SHOP_MIN,
  type QuizAnswers,
  type QuizGender,
  type QuizIntoleranceId,
  type QuizQuestion,
  type ShopValue,
} from '@diet/domain';

/** Every screen of the quiz, in order. */
export const QUIZ_STEPS = [
  'splash',
  'welcome',
  'diets',
  'shopping',
  'gender',
  'birthYear',
  'account',
] as const;

export type QuizStep = (typeof QUIZ_STEPS)[number];

export interface QuizState {
  step: QuizStep;
  answers: QuizAnswers;
}

export type QuizAction =
  | { type: 'splashDone' }
  | { type: 'start' }
  /** 'Next' on a question; ignored while the question is not answered (spec §4). */
  | { type: 'next' }
  /** 'Finish quiz' on the birth year; `now` gives the valid years (current year − 120 … current year). */
  | { type: 'finish'; now: Date | number }
  | { type: 'back' }
  | { type: 'setIntolerances'; intolerances: readonly string[] }
  | { type: 'setOtherText'; text: string }
  | { type: 'setShop'; value: number }
  | { type: 'setGender'; gender: string }
  | { type: 'setBirthYear'; text: string }
  /** After registration: everything forgotten, back to the start. */
  | { type: 'reset' };

export const EMPTY_ANSWERS: QuizAnswers = {
  intolerances: [],
  otherIntolerance: '',
  shopWhere: 3,
  gender: null,
  birthYear: '',
};

export const INITIAL_QUIZ_STATE: QuizState = { step: 'splash', answers: EMPTY_ANSWERS };

/** The question steps, in order, and where each one's 'Next' and back arrow lead. */
const FORWARD: Partial<Record<QuizStep, QuizStep>> = {
  diets: 'shopping',
  shopping: 'gender',
  gender: 'birthYear',
};

const BACKWARD: Partial<Record<QuizStep, QuizStep>> = {
  diets: 'welcome',
  shopping: 'diets',
  gender: 'shopping',
  birthYear: 'gender',
  account: 'birthYear',
};

const QUESTION_OF: Partial<Record<QuizStep, QuizQuestion>> = {
  diets: 'diets',
  shopping: 'shopping',
  gender: 'gender',
  birthYear: 'birthYear',
};

/** The place of a screen in the progress bar (1-4 the questions, 5 the account step), or null. */
export function progressStep(step: QuizStep): number | null {
  const index = ['diets', 'shopping', 'gender', 'birthYear', 'account'].indexOf(step);
  return index === -1 ? null : index + 1;
}

function isQuizGender(value: string): value is QuizGender {
  return (QUIZ_GENDERS as readonly string[]).includes(value);
}

function clampShop(value: number): ShopValue {
  if (!Number.isFinite(value)) return EMPTY_ANSWERS.shopWhere;
  return Math.min(SHOP_MAX, Math.max(SHOP_MIN, Math.round(value))) as ShopValue;
}

function withAnswers(state: QuizState, answers: Partial<QuizAnswers>): QuizState {
  return { ...state, answers: { ...state.answers, ...answers } };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'splashDone':
      return state.step === 'splash' ? { ...state, step: 'welcome' } : state;
    case 'start':
      return state.step === 'welcome' ? { ...state, step: 'diets' } : state;
    case 'next': {
      const question = QUESTION_OF[state.step];
      const to = FORWARD[state.step];
      // The shopping slider always has a value; the birth year leaves with 'finish', not 'next', so
      // no clock is needed here (the year 0 is never read).
      if (!question || !to || !canLeaveQuizQuestion(question, state.answers, 0)) return state;
      return { ...state, step: to };
    }
    case 'finish':
      return state.step === 'birthYear' && canLeaveQuizQuestion('birthYear', state.answers, action.now)
        ? { ...state, step: 'account' }
        : state;
    case 'back': {
      const to = BACKWARD[state.step];
      return to ? { ...state, step: to } : state;
    }
    case 'setIntolerances': {
      const intolerances = [...new Set(action.intolerances)].filter((id): id is QuizIntoleranceId =>
        isQuizIntoleranceId(id),
      );
      // 'Other' unchecked: its text goes with it (spec §3, §4).
      const otherIntolerance = intolerances.includes(OTHER_INTOLERANCE_ID)
        ? state.answers.otherIntolerance
        : '';
      return withAnswers(state, { intolerances, otherIntolerance });
    }
    case 'setOtherText':
      // The text exists only while 'other' is chosen.
      return state.answers.intolerances.includes(OTHER_INTOLERANCE_ID)
        ? withAnswers(state, { otherIntolerance: action.text })
        : state;
    case 'setShop':
      return withAnswers(state, { shopWhere: clampShop(action.value) });
    case 'setGender':
      return isQuizGender(action.gender) ? withAnswers(state, { gender: action.gender }) : state;
    case 'setBirthYear':
      return withAnswers(state, { birthYear: sanitizeBirthYearInput(action.text) });
    case 'reset':
      return INITIAL_QUIZ_STATE;
  }
}

/**
 * A stored state read back (browser storage is not trusted): every field checked, anything odd
 * replaced by its empty value. The splash and welcome screens are not resumed (the quiz then simply
 * starts again, keeping the answers); null when nothing usable is there.
 */
export function restoreQuizState(raw: unknown, now: Date | number = new Date()): QuizState | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { step, answers } = raw as { step?: unknown; answers?: unknown };
  if (typeof answers !== 'object' || answers === null) return null;
  const a = answers as Record<string, unknown>;
  let state: QuizState = { step: 'splash', answers: EMPTY_ANSWERS };
  if (Array.isArray(a.intolerances)) {
    state = quizReducer(state, {
      type: 'setIntolerances',
      intolerances: a.intolerances.filter((id): id is string => typeof id === 'string'),
    });
  }
  if (typeof a.otherIntolerance === 'string') {
    state = quizReducer(state, { type: 'setOtherText', text: a.otherIntolerance.slice(0, 500) });
  }
  if (typeof a.shopWhere === 'number') state = quizReducer(state, { type: 'setShop', value: a.shopWhere });
  if (typeof a.gender === 'string') state = quizReducer(state, { type: 'setGender', gender: a.gender });
  if (typeof a.birthYear === 'string')
    state = quizReducer(state, { type: 'setBirthYear', text: a.birthYear });
  const resumable: readonly QuizStep[] = ['diets', 'shopping', 'gender', 'birthYear', 'account'];
  if (typeof step === 'string' && (resumable as readonly string[]).includes(step)) {
    state = { ...state, step: reachableStep(step as QuizStep, state.answers, now) };
  }
  return state;
}

/** The furthest screen up to `wanted` that the answers allow (a stored step cannot skip a question). */
function reachableStep(wanted: QuizStep, answers: QuizAnswers, now: Date | number): QuizStep {
  const order: QuizStep[] = ['diets', 'shopping', 'gender', 'birthYear', 'account'];
  let reached: QuizStep = 'diets';
  for (const step of order.slice(0, order.indexOf(wanted))) {
    const question = QUESTION_OF[step];
    if (question && !canLeaveQuizQuestion(question, answers, now)) return reached;
    reached = order[order.indexOf(step) + 1]!;
  }
  return reached;
}
