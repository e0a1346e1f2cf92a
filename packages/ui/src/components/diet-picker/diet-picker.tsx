'use client';

import { ChevronRight } from '../icon/glyphs.js';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { Button } from '../button/index.js';

/** One diet of the picker (public-site spec §3). */
export type DietItem = {
  /** A stable key, e.g. "lactose-free". Default: the name. */
  id?: string;
  /** The diet's name, e.g. "Lactose-free". */
  name: string;
  /** One or two sentences about it. */
  description: ReactNode;
  /** Label of its button. Default: the kit's "See products". */
  ctaLabel?: string;
};

export type DietPickerProps = Omit<ComponentProps<'section'>, 'title' | 'onSelect'> & {
  /** The section's heading (`h2`). */
  title?: ReactNode;
  /** The diets (the diets page has four). */
  diets: readonly DietItem[];
  /** Called with the diet whose button was pressed (the app opens its products modal). */
  onSelect: (diet: DietItem, index: number) => void;
  /** Height of a row in px (rows grow when their text needs it). Default 96 (public-site spec §9). */
  rowHeight?: number;
  /** Rows visible before the list scrolls. Default: all rows, no scrolling. */
  visibleRows?: number;
};

const GAP = 12;

/** The diets page's picker: a scrolling list of diets, each with its description and a 'see products' button. */
export function DietPicker({
  title,
  diets,
  onSelect,
  rowHeight = 96,
  visibleRows,
  className,
  ...props
}: DietPickerProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const scrolls = visibleRows !== undefined && visibleRows < diets.length;
  return (
    <section
      data-slot="diet-picker"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('dietPicker.label')}
      className={cn('diet:flex diet:w-full diet:flex-col diet:gap-4', className)}
      {...props}
    >
      {title ? (
        <h2
          id={titleId}
          className="diet:text-3xl diet:font-bold diet:tracking-tight diet:text-balance diet:text-fg"
        >
          {title}
        </h2>
      ) : null}
      <ul
        data-slot="diet-picker-list"
        className={cn(
          'diet:flex diet:flex-col',
          scrolls &&
            'diet:snap-y diet:snap-mandatory diet:overflow-y-auto diet:overscroll-y-contain diet:pr-1',
        )}
        style={{
          gap: GAP,
          maxHeight: scrolls ? rowHeight * visibleRows + GAP * (visibleRows - 1) : undefined,
        }}
      >
        {diets.map((diet, index) => (
          <li
            key={diet.id ?? diet.name}
            data-slot="diet-picker-row"
            className="diet:flex diet:snap-start diet:flex-col diet:justify-center diet:gap-3 diet:rounded-lg diet:bg-surface diet:px-5 diet:py-3 diet:shadow-card diet:md:flex-row diet:md:items-center diet:md:justify-start diet:md:gap-4"
            style={{ minHeight: rowHeight }}
          >
            <div className="diet:flex diet:min-w-0 diet:flex-1 diet:flex-col diet:gap-1">
              <h3 className="diet:text-lg diet:font-semibold diet:text-fg">{diet.name}</h3>
              <div className="diet:text-sm diet:text-muted-fg">{diet.description}</div>
            </div>
            <Button
              size="sm"
              variant="outline"
              className="diet:shrink-0 diet:self-start diet:md:self-auto"
              onClick={() => onSelect(diet, index)}
            >
              {diet.ctaLabel ?? t('dietPicker.seeProducts')}
              <span className="diet:sr-only">: {diet.name}</span>
              <ChevronRight aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
