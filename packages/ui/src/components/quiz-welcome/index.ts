export { QuizWelcome, type QuizWelcomeProps } from './quiz-welcome.js';
