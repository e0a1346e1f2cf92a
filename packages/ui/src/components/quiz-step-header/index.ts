export {
  QUIZ_PROGRESS_TOTAL,
  QuizStepFrame,
  QuizStepHeader,
  QuizStepNext,
  type QuizStepFrameProps,
  type QuizStepHeaderProps,
  type QuizStepNextProps,
} from './quiz-step-header.js';
