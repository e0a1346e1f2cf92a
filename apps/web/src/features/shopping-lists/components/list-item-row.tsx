/**
 * One item of a list: its box to tick off, its verdict for the user's diets (a product's; a free
 * text has none), its name (a product's links to its page), price and retailer of the offer the
 * catalogue chose for the user, a warning when it does not suit, its quantity, and a menu to move
 * it (keyboard: every action is a button) or remove it. An item not saved yet says so, with retry.
 */
import type { Suitability } from '@diet/domain';
import { Button } from '@diet/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@diet/ui/dropdown-menu';
import { Icon } from '@diet/ui/icon';
import { IconButton } from '@diet/ui/icon-button';
import { MoodIcon } from '@diet/ui/mood-icon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { productPath } from '../../../config/routes';
import { dietKeyOf } from '../../../lib/diet-keys';
import { RouterLink } from '../../../shared/components/router-link';

export interface ListItemRowProps {
  name: string;
  /** The product's id (a link to its page), or none for a free text. */
  productId?: string | null;
  /** A product the catalogue no longer has. */
  gone?: boolean;
  brand?: string;
  verdict: Suitability | null;
  /** The verdict is yellow only because the label could not be read. */
  unread?: boolean;
  /** "CHF 3.50" and the retailer, when priced. */
  price?: string | null;
  retailer?: string | null;
  quantity: number;
  checked: boolean;
  /** `saving` or `failed` while the item is not saved yet. */
  unsaved?: 'saving' | 'failed';
  onCheckedChange?: (checked: boolean) => void;
  onQuantityChange?: (quantity: number) => void;
  onMoveUp?: (() => void) | null;
  onMoveDown?: (() => void) | null;
  onRemove?: () => void;
  onRetry?: () => void;
}

/** The classes given, falsy ones left out. */
const cn = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

export function ListItemRow(props: ListItemRowProps) {
  const { t } = useTranslation('lists');
  const id = useId();
  const { name, verdict, checked, unsaved, quantity } = props;
  const diet = verdict && verdict.level !== 'green' ? t(`diets.${dietKeyOf(verdict.code)}`) : '';
  const warning =
    verdict?.level === 'red'
      ? t('verdict.red', { diet })
      : verdict?.level === 'yellow'
        ? t(props.unread ? 'verdict.unread' : 'verdict.yellow', { diet })
        : null;
  const title =
    props.productId && !props.gone ? (
      <RouterLink href={productPath(props.productId)} className="hover:underline focus-visible:underline">
        {name}
      </RouterLink>
    ) : (
      name
    );
  return (
    <li
      data-slot="list-item"
      data-checked={checked || undefined}
      data-verdict={verdict?.level}
      className={cn(
        'flex items-start gap-3 rounded-md border border-border bg-surface p-3 shadow-card',
        verdict?.level === 'red' && !checked && 'border-danger/60',
        checked && 'bg-muted/60 shadow-none',
      )}
    >
      {unsaved ? (
        <span
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center text-muted-fg"
          aria-hidden="true"
        >
          <Icon name={unsaved === 'failed' ? 'alert-circle' : 'plus'} className="size-5" />
        </span>
      ) : (
        <input
          id={`${id}-check`}
          type="checkbox"
          checked={checked}
          onChange={(event) => props.onCheckedChange?.(event.target.checked)}
          aria-describedby={warning ? `${id}-warning` : undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-primary focus-visible:ring-4 focus-visible:ring-focus"
        />
      )}
      {verdict ? (
        <MoodIcon
          verdict={verdict.level}
          size="sm"
          className="mt-0.5 shrink-0"
          decorative={warning !== null}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <label
            htmlFor={unsaved ? undefined : `${id}-check`}
            className={cn(
              'text-base font-semibold break-words',
              checked && 'text-muted-fg line-through decoration-2',
            )}
          >
            {quantity > 1 && checked ? (
              <span className="mr-1 font-bold text-primary">{quantity} ×</span>
            ) : null}
            {title}
          </label>
          {props.brand || props.price || props.gone ? (
            <p className="text-sm text-muted-fg">
              {props.gone
                ? t('item.gone')
                : [
                    props.brand,
                    props.price ? t('item.price', { price: props.price, retailer: props.retailer }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
            </p>
          ) : null}
          {warning && !checked ? (
            <p
              id={`${id}-warning`}
              className={cn(
                'flex items-center gap-1 text-sm font-semibold',
                verdict?.level === 'red' ? 'text-danger' : 'text-fg [&_svg]:text-warning',
              )}
            >
              <Icon name="alert" className="size-4 shrink-0" aria-hidden="true" />
              {warning}
            </p>
          ) : null}
          {unsaved ? (
            <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
              {unsaved === 'failed' ? (
                <>
                  <span className="font-semibold text-danger">{t('item.notSaved')}</span>
                  <Button size="sm" variant="outline" onClick={props.onRetry}>
                    {t('item.retry')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={props.onRemove}>
                    {t('item.discard')}
                  </Button>
                </>
              ) : (
                <span className="text-muted-fg">{t('item.saving')}</span>
              )}
            </p>
          ) : null}
        </div>
        {unsaved || checked ? null : (
          <div
            className="-ml-2 flex items-center gap-1 sm:ml-0"
            role="group"
            aria-label={t('item.quantity', { name })}
          >
            <IconButton
              size="sm"
              variant="ghost"
              label={t('item.less', { name })}
              disabled={quantity <= 1}
              onClick={() => props.onQuantityChange?.(quantity - 1)}
            >
              <Icon name="minus" />
            </IconButton>
            <span className="min-w-5 text-center text-sm font-bold tabular-nums" aria-live="polite">
              {quantity}
            </span>
            <IconButton
              size="sm"
              variant="ghost"
              label={t('item.more', { name })}
              disabled={quantity >= 99}
              onClick={() => props.onQuantityChange?.(quantity + 1)}
            >
              <Icon name="plus" />
            </IconButton>
          </div>
        )}
      </div>
      {unsaved ? null : (
        <div className="flex shrink-0 items-center">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <IconButton size="sm" variant="ghost" label={t('item.menu', { name })}>
                <Icon name="menu" />
              </IconButton>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {props.onMoveUp ? (
                <DropdownMenuItem onSelect={props.onMoveUp}>
                  <Icon name="chevron-up" aria-hidden="true" />
                  {t('item.moveUp')}
                </DropdownMenuItem>
              ) : null}
              {props.onMoveDown ? (
                <DropdownMenuItem onSelect={props.onMoveDown}>
                  <Icon name="chevron-down" aria-hidden="true" />
                  {t('item.moveDown')}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuItem variant="danger" onSelect={props.onRemove}>
                <Icon name="trash" aria-hidden="true" />
                {t('item.remove')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      )}
    </li>
  );
}
