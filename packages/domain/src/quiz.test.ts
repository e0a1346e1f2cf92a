import { canLeaveQuizQuestion, QUIZ_QUESTIONS, toggleQuizIntolerance, type QuizAnswers } from './quiz';

const base: QuizAnswers = {
  intolerances: [],
  otherIntolerance: '',
  shopWhere: 3,
  gender: null,
  birthYear: '',
};

describe('quiz diet toggle', () => {
  it('given an unchecked option should append it', () => {
    const answers = toggleQuizIntolerance({ ...base, intolerances: ['fructose'] }, 'lactose');
    expect(answers.intolerances).toEqual(['fructose', 'lactose']);
  });

  it('given a checked option should remove it and keep the others in order', () => {
    const answers = toggleQuizIntolerance(
      { ...base, intolerances: ['lactose', 'glutenfree', 'lowfodmap'] },
      'glutenfree',
    );
    expect(answers.intolerances).toEqual(['lactose', 'lowfodmap']);
  });

  it('given other is unchecked should clear its text', () => {
    const answers = toggleQuizIntolerance(
      { ...base, intolerances: ['other'], otherIntolerance: 'histamine' },
      'other',
    );
    expect(answers).toEqual({ ...base, intolerances: [], otherIntolerance: '' });
  });

  it('given another option is unchecked should keep the other text', () => {
    const answers = toggleQuizIntolerance(
      { ...base, intolerances: ['other', 'lactose'], otherIntolerance: 'histamine' },
      'lactose',
    );
    expect(answers.otherIntolerance).toBe('histamine');
  });

  it('given answers should not mutate them', () => {
    const before: QuizAnswers = { ...base, intolerances: ['lactose'] };
    toggleQuizIntolerance(before, 'fructose');
    expect(before.intolerances).toEqual(['lactose']);
  });
});

describe('quiz step gating', () => {
  it('given the quiz should have the four questions in order', () => {
    expect(QUIZ_QUESTIONS).toEqual(['diets', 'shopping', 'gender', 'birthYear']);
  });

  it.each([
    ['diets', {}, false],
    ['diets', { intolerances: ['other'] }, true],
    ['shopping', {}, true],
    ['gender', {}, false],
    ['gender', { gender: 'other' }, true],
    ['birthYear', { birthYear: '1990' }, true],
    ['birthYear', { birthYear: '1900' }, false],
    ['birthYear', { birthYear: '' }, false],
  ] as const)('given step %s with %j should allow going on = %s', (question, patch, expected) => {
    expect(canLeaveQuizQuestion(question, { ...base, ...patch } as QuizAnswers, 2025)).toBe(expected);
  });
});
