export { CodeEntry, sanitizeCode, type CodeEntryProps } from './code-entry.js';
