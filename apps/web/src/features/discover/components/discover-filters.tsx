/**
 * Discover's chips: one per diet of the profile (on: the products must suit it too) and, when the
 * user shops at named retailers, "All my stores" and one per retailer (one at a time). Each group
 * is labelled for screen readers; the chips say their state (pressed).
 */
import type { IntoleranceCode } from '@diet/domain';
import { ToggleChip } from '@diet/ui/chip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface DiscoverFiltersProps {
  profileDiets: readonly IntoleranceCode[];
  diets: readonly IntoleranceCode[];
  onDietChange: (code: IntoleranceCode, on: boolean) => void;
  stores: readonly string[];
  retailer: string | null;
  onRetailerChange: (retailer: string | null) => void;
}

export function DiscoverFilters({
  profileDiets,
  diets,
  onDietChange,
  stores,
  retailer,
  onRetailerChange,
}: DiscoverFiltersProps) {
  const { t } = useTranslation('discover');
  const { t: tApp } = useTranslation('app');
  const dietsId = useId();
  const storesId = useId();
  if (profileDiets.length === 0 && stores.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-card sm:flex-row sm:flex-wrap sm:gap-x-8">
      {profileDiets.length > 0 ? (
        <div role="group" aria-labelledby={dietsId} className="flex min-w-0 flex-col gap-2">
          <p id={dietsId} className="text-xs font-semibold tracking-wide text-muted-fg uppercase">
            {t('filters.diets')}
          </p>
          <div className="flex flex-wrap gap-2">
            {profileDiets.map((code) => (
              <ToggleChip
                key={code}
                pressed={diets.includes(code)}
                onPressedChange={(on) => onDietChange(code, on)}
              >
                {tApp(`diets.${code}`)}
              </ToggleChip>
            ))}
          </div>
        </div>
      ) : null}
      {stores.length > 0 ? (
        <div role="group" aria-labelledby={storesId} className="flex min-w-0 flex-col gap-2">
          <p id={storesId} className="text-xs font-semibold tracking-wide text-muted-fg uppercase">
            {t('filters.stores')}
          </p>
          <div className="flex flex-wrap gap-2">
            <ToggleChip pressed={retailer === null} onPressedChange={() => onRetailerChange(null)}>
              {t('filters.allStores')}
            </ToggleChip>
            {stores.map((store) => (
              <ToggleChip
                key={store}
                pressed={retailer === store}
                onPressedChange={(on) => onRetailerChange(on ? store : null)}
              >
                {store}
              </ToggleChip>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
