import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';

export const phoneFrameVariants = cva(
  [
    'relative mx-auto flex shrink-0 flex-col overflow-hidden border-fg bg-surface shadow-overlay',
    'aspect-[9/19]',
  ],
  {
    variants: {
      size: {
        sm: 'w-48 rounded-[2rem] border-[6px]',
        md: 'w-64 rounded-[2.5rem] border-8',
        lg: 'w-72 rounded-[2.75rem] border-[10px]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/**
 * Every size draws its screen on the same logical screen, the `md` phone's (240 px wide inside its
 * border), zoomed to the frame's inner width: a drawing laid out for one size fits every size, as a
 * screenshot would, instead of overflowing the small phone. (`zoom`, unlike a transform, scales the
 * layout too, so percentage heights such as `h-full` still fill the screen.)
 */
const screenZoom = {
  sm: '[zoom:0.75]', // 180 / 240 (w-48 less two 6 px borders)
  md: '', // 240 (w-64 less two 8 px borders)
  lg: '[zoom:1.1167]', // 268 / 240 (w-72 less two 10 px borders)
} as const;

export type PhoneFrameProps = ComponentProps<'div'> &
  VariantProps<typeof phoneFrameVariants> & {
    /**
     * Accessible name when the content is a picture of a screen (it then reads as one image).
     * Leave it out when the content names itself (an `<img alt>`, a labelled mock).
     */
    label?: string;
  };

/** A phone-shaped frame around a screen preview (a screenshot or a mock), with a notch. */
export function PhoneFrame({ size, label, className, children, ...props }: PhoneFrameProps) {
  return (
    <div
      data-slot="phone-frame"
      data-size={size ?? 'md'}
      role={label ? 'img' : undefined}
      aria-label={label}
      className={cn(phoneFrameVariants({ size }), className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="absolute top-1.5 left-1/2 z-10 h-4 w-1/3 -translate-x-1/2 rounded-full bg-fg"
      />
      <div
        data-slot="phone-frame-screen"
        className={cn(
          'flex min-h-0 flex-1 flex-col overflow-hidden [&>img]:size-full [&>img]:object-cover',
          screenZoom[size ?? 'md'],
        )}
      >
        {children}
      </div>
    </div>
  );
}
