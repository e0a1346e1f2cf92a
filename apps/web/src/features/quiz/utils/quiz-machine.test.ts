import {
  EMPTY_ANSWERS,
  INITIAL_QUIZ_STATE,
  progressStep,
  quizReducer,
  restoreQuizState,
  type QuizAction,
  type QuizState,
} from './quiz-machine';

const NOW = new Date('2026-06-01T12:00:00Z');

function run(...actions: QuizAction[]): QuizState {
  return actions.reduce(quizReducer, INITIAL_QUIZ_STATE);
}

const toBirthYear: QuizAction[] = [
  { type: 'splashDone' },
  { type: 'start' },
  { type: 'setIntolerances', intolerances: ['lactose'] },
  { type: 'next' },
  { type: 'next' },
  { type: 'setGender', gender: 'female' },
  { type: 'next' },
];

describe('quizReducer', () => {
  it('given the start, should show the splash, then the welcome step, then the diets question', () => {
    expect(INITIAL_QUIZ_STATE.step).toBe('splash');
    expect(run({ type: 'splashDone' }).step).toBe('welcome');
    expect(run({ type: 'splashDone' }, { type: 'start' }).step).toBe('diets');
    // 'start' means nothing on the splash; 'splashDone' nothing after it.
    expect(run({ type: 'start' }).step).toBe('splash');
    expect(run({ type: 'splashDone' }, { type: 'start' }, { type: 'splashDone' }).step).toBe('diets');
  });

  it('given no diet chosen, should stay on the diets question; with one, should go on', () => {
    const atDiets = run({ type: 'splashDone' }, { type: 'start' });
    expect(quizReducer(atDiets, { type: 'next' }).step).toBe('diets');
    const chosen = quizReducer(atDiets, { type: 'setIntolerances', intolerances: ['glutenfree'] });
    expect(quizReducer(chosen, { type: 'next' }).step).toBe('shopping');
  });

  it("given 'other', should keep its text only while it is chosen", () => {
    let state = run(
      { type: 'setIntolerances', intolerances: ['other'] },
      { type: 'setOtherText', text: 'nuts' },
    );
    expect(state.answers.otherIntolerance).toBe('nuts');
    state = quizReducer(state, { type: 'setIntolerances', intolerances: ['lactose'] });
    expect(state.answers).toMatchObject({ intolerances: ['lactose'], otherIntolerance: '' });
    // Text typed without 'other' is not kept.
    expect(quizReducer(state, { type: 'setOtherText', text: 'soy' }).answers.otherIntolerance).toBe('');
  });

  it('given unknown or repeated diet ids, should keep only the known ones, once, in order', () => {
    const state = run({
      type: 'setIntolerances',
      intolerances: ['fructose', 'pizza', 'fructose', 'lowfodmap'],
    });
    expect(state.answers.intolerances).toEqual(['fructose', 'lowfodmap']);
  });

  it('given the shop slider, should keep an integer 0-6 (it always has a value)', () => {
    expect(INITIAL_QUIZ_STATE.answers.shopWhere).toBe(3);
    expect(run({ type: 'setShop', value: 6 }).answers.shopWhere).toBe(6);
    expect(run({ type: 'setShop', value: 9 }).answers.shopWhere).toBe(6);
    expect(run({ type: 'setShop', value: -2 }).answers.shopWhere).toBe(0);
    expect(run({ type: 'setShop', value: Number.NaN }).answers.shopWhere).toBe(3);
  });

  it('given the gender question, should need one of the three choices', () => {
    const atGender = run(...toBirthYear.slice(0, 5));
    expect(atGender.step).toBe('gender');
    expect(quizReducer(atGender, { type: 'next' }).step).toBe('gender');
    expect(quizReducer(atGender, { type: 'setGender', gender: 'robot' }).answers.gender).toBeNull();
    const chosen = quizReducer(atGender, { type: 'setGender', gender: 'other' });
    expect(quizReducer(chosen, { type: 'next' }).step).toBe('birthYear');
  });

  it('given the birth year, should keep digits only, at most 4', () => {
    expect(run({ type: 'setBirthYear', text: '19a8-5 7' }).answers.birthYear).toBe('1985');
  });

  it('given Finish quiz, should lead to the account step only with a year of the last 120 years', () => {
    const atYear = run(...toBirthYear);
    expect(atYear.step).toBe('birthYear');
    const finish = (text: string) =>
      quizReducer(quizReducer(atYear, { type: 'setBirthYear', text }), { type: 'finish', now: NOW }).step;
    expect(finish('')).toBe('birthYear');
    expect(finish('199')).toBe('birthYear');
    expect(finish('1905')).toBe('birthYear');
    expect(finish('1906')).toBe('account');
    expect(finish('2026')).toBe('account');
    expect(finish('2027')).toBe('birthYear');
    // 'next' does not finish the quiz.
    expect(
      quizReducer(quizReducer(atYear, { type: 'setBirthYear', text: '1990' }), { type: 'next' }).step,
    ).toBe('birthYear');
  });

  it('given the back arrows, should go one step back, diets back to welcome and account back to the questionnaire', () => {
    const atAccount = quizReducer(quizReducer(run(...toBirthYear), { type: 'setBirthYear', text: '1990' }), {
      type: 'finish',
      now: NOW,
    });
    const steps: string[] = [atAccount.step];
    let state = atAccount;
    for (let i = 0; i < 6; i += 1) {
      state = quizReducer(state, { type: 'back' });
      steps.push(state.step);
    }
    expect(steps).toEqual(['account', 'birthYear', 'gender', 'shopping', 'diets', 'welcome', 'welcome']);
    // Going back keeps the answers.
    expect(state.answers).toEqual(atAccount.answers);
  });

  it('given reset, should forget everything', () => {
    expect(quizReducer(run(...toBirthYear), { type: 'reset' })).toEqual(INITIAL_QUIZ_STATE);
  });
});

describe('progressStep', () => {
  it('given each screen, should count the four questions and the account step', () => {
    expect(
      ['splash', 'welcome', 'diets', 'shopping', 'gender', 'birthYear', 'account'].map((s) =>
        progressStep(s as never),
      ),
    ).toEqual([null, null, 1, 2, 3, 4, 5]);
  });
});

describe('restoreQuizState', () => {
  it('given a stored quiz, should resume at its step with its answers', () => {
    const stored = JSON.parse(
      JSON.stringify(quizReducer(run(...toBirthYear), { type: 'setBirthYear', text: '1990' })),
    );
    expect(restoreQuizState(stored, NOW)).toEqual({
      step: 'birthYear',
      answers: {
        intolerances: ['lactose'],
        otherIntolerance: '',
        shopWhere: 3,
        gender: 'female',
        birthYear: '1990',
      },
    });
  });

  it('given a step the answers do not reach, should resume at the first unanswered question', () => {
    expect(restoreQuizState({ step: 'account', answers: { intolerances: ['lactose'] } }, NOW)?.step).toBe(
      'gender',
    );
    expect(restoreQuizState({ step: 'account', answers: {} }, NOW)?.step).toBe('diets');
  });

  it('given tampered or foreign data, should keep only what is valid', () => {
    expect(restoreQuizState(null)).toBeNull();
    expect(restoreQuizState('text')).toBeNull();
    expect(
      restoreQuizState(
        {
          step: 'dashboard',
          answers: {
            intolerances: ['x', 'other'],
            otherIntolerance: 5,
            shopWhere: 42,
            gender: 'x',
            birthYear: '12ab',
          },
        },
        NOW,
      ),
    ).toEqual({
      step: 'splash',
      answers: { ...EMPTY_ANSWERS, intolerances: ['other'], shopWhere: 6, birthYear: '12' },
    });
  });
});
