export { QuizBirthYearStep, type QuizBirthYearStepProps } from './quiz-birth-year-step.js';
