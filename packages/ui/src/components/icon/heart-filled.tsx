import { Heart, type LucideProps } from 'lucide-react';

/** Lucide has no filled heart: the outline heart filled with the current colour. */
export function HeartFilled(props: LucideProps) {
  return <Heart fill="currentColor" {...props} />;
}
