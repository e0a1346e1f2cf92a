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
      <span className="diet:relative diet:block diet:aspect-[4/3] diet:w-full diet:overflow-hidden diet:bg-muted">
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
            className="diet:absolute diet:top-2 diet:right-2 diet:flex diet:size-7 diet:items-center diet:justify-center diet:rounded-full diet:bg-primary diet:text-on-primary diet:shadow-card"
          >
            <Icon name="check" className="diet:size-4" />
          </span>
        ) : null}
      </span>
      <span className="diet:block diet:px-3 diet:py-2.5">
        <span className="diet:line-clamp-2 diet:text-sm diet:font-semibold diet:break-words diet:hyphens-auto diet:text-fg">
          {name}
        </span>
      </span>
    </button>
  );
}
