export {
  QUIZ_DIET_OPTIONS,
  QuizDietsStep,
  type QuizDietOption,
  type QuizDietsStepProps,
} from './quiz-diets-step.js';
