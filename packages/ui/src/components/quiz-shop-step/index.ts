export { QuizShopStep, type QuizShopStepProps } from './quiz-shop-step.js';
