import { canLeaveQuizQuestion, QUIZ_QUESTIONS, type QuizAnswers } from './quiz';

const base: QuizAnswers = {
  intolerances: [],
  otherIntolerance: '',
  shopWhere: 3,
  gender: null,
  birthYear: '',
};

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
