import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';

export const phoneFrameVariants = cva(
  [
    'diet:relative diet:mx-auto diet:flex diet:shrink-0 diet:flex-col diet:overflow-hidden diet:border-fg diet:bg-surface diet:shadow-overlay',
    'diet:aspect-[9/19]',
  ],
  {
    variants: {
      size: {
        sm: 'diet:w-48 diet:rounded-[2rem] diet:border-[6px]',
        md: 'diet:w-64 diet:rounded-[2.5rem] diet:border-8',
        lg: 'diet:w-72 diet:rounded-[2.75rem] diet:border-[10px]',
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
  sm: 'diet:[zoom:0.75]', // 180 / 240 (w-48 less two 6 px borders)
  md: '', // 240 (w-64 less two 8 px borders)
  lg: 'diet:[zoom:1.1167]', // 268 / 240 (w-72 less two 10 px borders)
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
        className="diet:absolute diet:top-1.5 diet:left-1/2 diet:z-10 diet:h-4 diet:w-1/3 diet:-translate-x-1/2 diet:rounded-full diet:bg-fg"
      />
      <div
        data-slot="phone-frame-screen"
        className={cn(
          'diet:flex diet:min-h-0 diet:flex-1 diet:flex-col diet:overflow-hidden diet:[&>img]:size-full diet:[&>img]:object-cover',
          screenZoom[size ?? 'md'],
        )}
      >
        {children}
      </div>
    </div>
  );
}
