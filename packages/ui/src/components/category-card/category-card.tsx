'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';
import { PictureFallback } from '../../lib/picture-fallback.js';
import { Icon } from '../icon/index.js';

export const categoryCardVariants = cva(
  [
    'diet:group diet:relative diet:flex diet:shrink-0 diet:flex-col diet:overflow-hidden diet:rounded-md diet:border-2 diet:border-border diet:bg-surface diet:text-left diet:shadow-card',
    'diet:transition-colors diet:outline-none diet:motion-reduce:transition-none',
    'diet:hover:border-primary/60 diet:focus-visible:ring-4 diet:focus-visible:ring-focus',
    'diet:aria-pressed:border-primary diet:aria-pressed:bg-primary-soft',
    'diet:disabled:cursor-not-allowed diet:disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'diet:w-32',
        md: 'diet:w-40 diet:md:w-44',
        /**
         * A chip on phones (a small picture beside the name, one row that scrolls sideways), a
         * compact tile from the `md` breakpoint on (a square picture beside the name, 72 px tall):
         * the dashboard's first screen shows products, not category pictures.
         */
        responsive:
          'diet:max-w-52 diet:min-h-14 diet:flex-row diet:items-center diet:gap-2 diet:rounded-full diet:py-1 diet:ps-1 diet:pe-4 diet:md:max-w-none diet:md:w-56 diet:md:min-h-18 diet:md:gap-3 diet:md:rounded-lg diet:md:p-2 diet:md:pe-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type CategoryCardProps = Omit<ComponentProps<'button'>, 'children' | 'onChange'> &
  VariantProps<typeof categoryCardVariants> & {
    /** The category's name, e.g. "Dairy & eggs". */
    name: string;
    /** The category's picture (already prefixed with the image-storage address). */
    imageSrc?: string;
    /** The default picture shown when `imageSrc` is missing or fails to load. */
    fallbackSrc?: string;
    /** Whether this category is the chosen one (`aria-pressed`). */
    selected?: boolean;
    /** Called with the new state when the card is activated. */
    onSelectedChange?: (selected: boolean) => void;
  };

/**
 * A category of the dashboard's carousel: picture and name, as a toggle button. When the picture fails
 * to load, `fallbackSrc` takes its place (and a neutral icon when that fails too).
 */
export function CategoryCard({
  name,
  imageSrc,
  fallbackSrc,
  selected = false,
  onSelectedChange,
  size,
  className,
  onClick,
  type,
  ...props
}: CategoryCardProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = [imageSrc, fallbackSrc].find((candidate) => candidate && !failed.includes(candidate));
  return (
    <button
      type={type ?? 'button'}
      data-slot="category-card"
      data-state={selected ? 'on' : 'off'}
      aria-pressed={selected}
      className={cn(categoryCardVariants({ size }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onSelectedChange?.(!selected);
      }}
      {...props}
    >
      <span
        className={cn(
          'diet:relative diet:block diet:overflow-hidden diet:bg-muted',
          size === 'responsive'
            ? 'diet:size-11 diet:shrink-0 diet:rounded-full diet:md:size-14 diet:md:rounded-md'
            : 'diet:aspect-[4/3] diet:w-full',
        )}
      >
        {src ? (
          <img
            key={src}
            src={src}
            alt=""
            data-slot="category-card-image"
            loading="lazy"
            decoding="async"
            onError={() => setFailed((list) => [...list, src])}
            className="diet:size-full diet:object-cover diet:transition-transform diet:duration-300 diet:group-hover:scale-105 diet:motion-reduce:transition-none diet:motion-reduce:group-hover:scale-100"
          />
        ) : (
          <PictureFallback name={name} data-slot="category-card-placeholder" />
        )}
        {selected ? (
          <span
            aria-hidden="true"
            className={cn(
              'diet:absolute diet:flex diet:items-center diet:justify-center diet:rounded-full diet:bg-primary diet:text-on-primary diet:shadow-card',
              size === 'responsive'
                ? 'diet:inset-0 diet:rounded-full diet:bg-primary/85 diet:shadow-none diet:md:rounded-md'
                : 'diet:top-2 diet:right-2 diet:size-7',
            )}
          >
            <Icon name="check" className="diet:size-4" />
          </span>
        ) : null}
      </span>
      <span className={cn('diet:block', size === 'responsive' ? 'diet:min-w-0' : 'diet:px-3 diet:py-2.5')}>
        <span className="diet:line-clamp-2 diet:text-sm diet:font-semibold diet:break-words diet:hyphens-auto diet:text-fg">
          {name}
        </span>
      </span>
    </button>
  );
}
