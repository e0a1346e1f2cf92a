'use client';

import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { cn } from '../../lib/cn.js';
import { ToggleChip } from '../chip/index.js';

/** One subcategory chip. */
export type SubcategoryListItem = { id: string | number; name: string };

export type SubcategoryListProps<Id extends string | number = string | number> = Omit<
  ComponentProps<'div'>,
  'children' | 'onChange' | 'defaultValue'
> & {
  /** The subcategories of the chosen category (`name_en`). An empty list renders nothing. */
  subcategories: readonly (SubcategoryListItem & { id: Id })[];
  /** The chosen subcategory's id, or `null` for none. */
  value: Id | null;
  /** Called with the id of the chip pressed, or `null` when the chosen chip is pressed again. */
  onValueChange: (value: Id | null) => void;
  /** Accessible name of the group. Default: the kit's "Subcategories". */
  label?: string;
};

/** The dashboard's subcategory chips: toggle buttons, one chosen at a time or none. */
export function SubcategoryList<Id extends string | number>({
  subcategories,
  value,
  onValueChange,
  label,
  className,
  ...props
}: SubcategoryListProps<Id>) {
  const { t } = useUiTranslation();
  if (subcategories.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={label ?? t('subcategoryList.label')}
      data-slot="subcategory-list"
      className={cn('diet:flex diet:flex-wrap diet:gap-2', className)}
      {...props}
    >
      {subcategories.map((subcategory) => (
        <ToggleChip
          key={subcategory.id}
          pressed={subcategory.id === value}
          onPressedChange={(pressed) => onValueChange(pressed ? subcategory.id : null)}
          className="diet:max-w-full"
        >
          <span className="diet:truncate">{subcategory.name}</span>
        </ToggleChip>
      ))}
    </div>
  );
}
