export {
  QUIZ_GENDERS,
  QuizGenderStep,
  type QuizGender,
  type QuizGenderStepProps,
} from './quiz-gender-step.js';
