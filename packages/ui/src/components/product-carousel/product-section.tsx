'use client';

import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import type { DietKey } from '../../lib/verdict.js';
import { ToggleChip } from '../chip/index.js';
import { EmptyState } from '../empty-state/index.js';
import { Icon, type IconName } from '../icon/index.js';

/**
 * The signed-in app's product lists (signed-in spec §2): the suggestions (dashboard, product page),
 * the favourites and the history. Each has its heading, its empty text and its picture, in the
 * kit's three languages.
 */
export type ProductSection = 'suggestions' | 'favorites' | 'history';

/** What a section's list would hold: its heading's and its empty state's picture (the history: products seen). */
export const productSectionIcons = {
  suggestions: 'search',
  favorites: 'heart',
  history: 'eye',
} as const satisfies Record<ProductSection, IconName>;

export type ProductSectionHeadingProps = Omit<ComponentProps<'h2'>, 'children'> & {
  /** Which list: gives the heading ('Suggested products for you', 'Your favorite products'…). */
  section: ProductSection;
  /** How many products the list holds, shown after the heading and read out ('3 favorites'). */
  count?: number;
  /** Level of the heading. Default 2. */
  level?: 2 | 3;
  /** Shows the section's picture before the heading. Default true. */
  icon?: boolean;
  /** The heading element, e.g. to move the focus to it when the list's last item goes. */
  ref?: Ref<HTMLHeadingElement>;
  /** Classes of the row around the heading (the heading's own props go to the heading). */
  className?: string;
};

/**
 * A product list's heading in the user's language, with the list's picture and, when given, how
 * many products it holds. The heading can take the focus programmatically (`tabIndex` -1), so an
 * app can keep a keyboard user's place when the item they were on leaves the list.
 */
export function ProductSectionHeading({
  section,
  count,
  level = 2,
  icon = true,
  className,
  ...props
}: ProductSectionHeadingProps) {
  const { t } = useUiTranslation();
  const Heading = `h${level}` as const;
  return (
    <div
      data-slot="product-section-heading"
      className={cn('diet:flex diet:min-w-0 diet:items-center diet:gap-2.5', className)}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="diet:flex diet:size-9 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:bg-primary-soft diet:text-primary diet:[&_svg]:size-5"
        >
          <Icon name={productSectionIcons[section]} />
        </span>
      ) : null}
      <Heading
        tabIndex={-1}
        className="diet:min-w-0 diet:scroll-mt-24 diet:rounded-sm diet:text-xl diet:font-bold diet:tracking-tight diet:text-balance diet:break-words diet:text-fg diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus diet:md:text-2xl"
        {...props}
      >
        {t(`productCarousel.${section}.title`)}
      </Heading>
      {count !== undefined ? (
        <p
          data-slot="product-section-count"
          className="diet:inline-flex diet:h-6 diet:min-w-6 diet:shrink-0 diet:items-center diet:justify-center diet:rounded-full diet:bg-muted diet:px-2 diet:text-sm diet:font-semibold diet:text-muted-fg"
        >
          <span aria-hidden="true">{count}</span>
          <span className="diet:sr-only">{t(`productCarousel.${section}.count`, { count })}</span>
        </p>
      ) : null}
    </div>
  );
}

export type ProductSectionEmptyProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Which list is empty: gives the text ('You don't have any favorites yet.') and the picture. */
  section: ProductSection;
  /** Replaces the section's empty text, e.g. for a list narrowed by a search. */
  title?: ReactNode;
  /** A line under the text, e.g. how the list fills up (the app's copy). */
  description?: ReactNode;
  /** The next step, e.g. a link to browse the products. */
  action?: ReactNode;
  /** `sm` inside a row of cards; `md` (default) for a whole section. */
  size?: 'sm' | 'md';
};

/** What an empty product list shows: its picture, the spec's empty text and the next step. */
export function ProductSectionEmpty({
  section,
  title,
  description,
  action,
  size,
  ...props
}: ProductSectionEmptyProps) {
  const { t } = useUiTranslation();
  return (
    <EmptyState
      size={size}
      icon={<Icon name={productSectionIcons[section]} />}
      title={title ?? t(`productCarousel.${section}.empty`)}
      description={description}
      action={action}
      {...props}
    />
  );
}

export type DietTagFilterProps<D extends DietKey = DietKey> = Omit<
  ComponentProps<'div'>,
  'onChange' | 'onToggle'
> & {
  /** The tags offered, in order (the favourites page: `gluten`, `fodmap`). */
  diets: readonly D[];
  /** The tags that are on. */
  selected: ReadonlySet<D>;
  /** Called when the user turns a tag on or off. */
  onTagChange: (diet: D, on: boolean) => void;
};

/**
 * Quick filters by diet, as the favourites page shows them ('Show only' 'Gluten free' 'FODMAP'):
 * toggle chips in a labelled group, each announced as pressed or not. What a tag keeps is the
 * app's rule.
 */
export function DietTagFilter<D extends DietKey>({
  diets,
  selected,
  onTagChange,
  className,
  ...props
}: DietTagFilterProps<D>) {
  const { t } = useUiTranslation();
  const labelId = useId();
  return (
    <div
      data-slot="diet-tag-filter"
      className={cn('diet:flex diet:flex-wrap diet:items-center diet:gap-x-3 diet:gap-y-2', className)}
      {...props}
    >
      <span id={labelId} className="diet:text-sm diet:font-medium diet:text-muted-fg">
        {t('dietTagFilter.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className="diet:flex diet:flex-wrap diet:gap-2">
        {diets.map((diet) => (
          <ToggleChip
            key={diet}
            size="sm"
            pressed={selected.has(diet)}
            onPressedChange={(on) => onTagChange(diet, on)}
          >
            {t(`dietTagFilter.${diet as DietKey}`)}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}
