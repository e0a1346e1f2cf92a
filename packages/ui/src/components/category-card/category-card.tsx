'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn.js';
import { PictureFallback } from '../../lib/picture-fallback.js';
import { Icon } from '../icon/index.js';

export const categoryCardVariants = cva(
  [
    'group relative flex shrink-0 flex-col overflow-hidden rounded-md border-2 border-border bg-surface text-left shadow-card',
    'transition-colors outline-none motion-reduce:transition-none',
    'hover:border-primary/60 focus-visible:ring-4 focus-visible:ring-focus',
    'aria-pressed:border-primary aria-pressed:bg-primary-soft',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'w-32',
        md: 'w-40 md:w-44',
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
      <span className="relative block aspect-[4/3] w-full overflow-hidden bg-muted">
        {src ? (
          <img
            key={src}
            src={src}
            alt=""
            data-slot="category-card-image"
            loading="lazy"
            decoding="async"
            onError={() => setFailed((list) => [...list, src])}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : (
          <PictureFallback name={name} data-slot="category-card-placeholder" />
        )}
        {selected ? (
          <span
            aria-hidden="true"
            className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-primary text-on-primary shadow-card"
          >
            <Icon name="check" className="size-4" />
          </span>
        ) : null}
      </span>
      <span className="block px-3 py-2.5">
        <span className="line-clamp-2 text-sm font-semibold break-words hyphens-auto text-fg">{name}</span>
      </span>
    </button>
  );
}
