export { QUIZ_SPLASH_DURATION_MS, QuizSplash, type QuizSplashProps } from './quiz-splash.js';
