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
      className={cn('flex w-full flex-col gap-4', className)}
      {...props}
    >
      {title ? (
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance text-fg">
          {title}
        </h2>
      ) : null}
      <ul
        data-slot="diet-picker-list"
        className={cn(
          'flex flex-col',
          scrolls && 'snap-y snap-mandatory overflow-y-auto overscroll-y-contain pr-1',
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
            className="flex snap-start flex-col justify-center gap-3 rounded-lg bg-surface px-5 py-3 shadow-card md:flex-row md:items-center md:justify-start md:gap-4"
            style={{ minHeight: rowHeight }}
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="text-lg font-semibold text-fg">{diet.name}</h3>
              <div className="text-sm text-muted-fg">{diet.description}</div>
            </div>
            <Button
              size="sm"
              variant="outline"
              className="shrink-0 self-start md:self-auto"
              onClick={() => onSelect(diet, index)}
            >
              {diet.ctaLabel ?? t('dietPicker.seeProducts')}
              <span className="sr-only">: {diet.name}</span>
              <ChevronRight aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
