export { PasswordRules, type PasswordRulesProps } from './password-rules.js';
