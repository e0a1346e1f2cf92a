import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge for the kit's classes, all prefixed `diet:` (a class without it is left alone). */
const twMerge = extendTailwindMerge({ prefix: 'diet' });

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
