'use client';

import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Carousel } from '../carousel/index.js';
import { CategoryCard } from '../category-card/index.js';

/** One category of the carousel. */
export type CategoryCarouselItem = {
  id: string | number;
  /** The category's name (`name_en`). */
  name: string;
  /** Its picture, already prefixed with the image-storage address. */
  imageSrc?: string;
};

export type CategoryCarouselProps<Id extends string | number = string | number> = {
  /** The categories, in order. */
  categories: readonly (CategoryCarouselItem & { id: Id })[];
  /** The chosen category's id, or `null` for none. */
  value: Id | null;
  /** Called with the category's id when one is chosen, or `null` when the chosen one is pressed again. */
  onValueChange: (value: Id | null) => void;
  /** The default picture for categories whose picture is missing or fails to load. */
  fallbackSrc?: string;
  /** Pixels the previous / next buttons scroll by. Default 360 (the spec's constant for categories). */
  scrollStep?: number;
  /** Accessible name of the carousel. Default: the kit's "Categories". */
  label?: string;
  /** Optional heading above the row; the previous / next buttons then sit at the end of its line. */
  title?: ReactNode;
  className?: string;
};

/**
 * The dashboard's row of category cards: a sideways-scrolling carousel (360 px per step) of toggle
 * cards, at most one chosen; choosing the chosen one again clears the choice. On phones each card
 * is a compact chip (picture beside the name) so the row stays one short line.
 */
export function CategoryCarousel<Id extends string | number>({
  categories,
  value,
  onValueChange,
  fallbackSrc,
  scrollStep = 360,
  label,
  title,
  className,
}: CategoryCarouselProps<Id>) {
  const { t } = useUiTranslation();
  return (
    <div
      data-slot="category-carousel"
      className={cn('diet:relative diet:flex diet:min-w-0 diet:flex-col diet:gap-1', className)}
    >
      {title ? (
        // With a title, the previous / next buttons sit at the end of the title's row.
        // On a phone the row of chips speaks for itself: the title is for screen readers only, and the
        // row scrolls by touch (no buttons), so the first products show in the first screen.
        <h2 className="diet:sr-only diet:md:not-sr-only diet:md:flex diet:md:min-h-11 diet:md:items-center diet:md:pe-28 diet:md:text-lg diet:md:font-semibold diet:md:text-balance diet:md:text-fg">
          {title}
        </h2>
      ) : null}
      <Carousel
        mode="scroll"
        scrollStep={scrollStep}
        label={label ?? t('categoryCarousel.label')}
        itemClassName="diet:py-1 diet:first:ps-1 diet:last:pe-1"
        className={cn(
          title &&
            'diet:[&>[data-slot=carousel-controls]]:absolute diet:[&>[data-slot=carousel-controls]]:end-0 diet:[&>[data-slot=carousel-controls]]:top-0',
          title &&
            'diet:[&>[data-slot=carousel-controls]]:invisible diet:md:[&>[data-slot=carousel-controls]]:visible',
        )}
      >
        {categories.map((category) => (
          <CategoryCard
            key={category.id}
            name={category.name}
            imageSrc={category.imageSrc}
            fallbackSrc={fallbackSrc}
            size="responsive"
            selected={category.id === value}
            onSelectedChange={(selected) => onValueChange(selected ? category.id : null)}
          />
        ))}
      </Carousel>
    </div>
  );
}
