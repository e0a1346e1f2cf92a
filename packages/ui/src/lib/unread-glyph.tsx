import { cn } from './cn.js';

/**
 * A question mark in a circle (lucide's circle-help), drawn here rather than through the icon set so
 * a component does not carry the whole set: "we could not tell", not a face. Decorative.
 */
export function UnreadGlyph({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={cn('diet:shrink-0 diet:text-muted-fg', className)}
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </svg>
  );
}
