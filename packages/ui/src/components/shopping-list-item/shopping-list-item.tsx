'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';

import { useUiTranslation } from '../../i18n/use-ui-translation.js';
import { cn } from '../../lib/cn.js';
import type { LinkComponent } from '../../lib/link.js';
import { splitPrice } from '../../lib/price.js';
import { VerdictFaceAndWords, verdictText } from '../../lib/verdict-words.js';
import { useDietUiSettings } from '../../provider/context.js';
import { Button } from '../button/index.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.js';
import {
  ArrowRight,
  ChevronDown,
  ChevronUp,
  CircleExclamationPoint,
  Ellipsis,
  Minus,
  Plus,
  Trash,
} from '../icon/glyphs.js';
import { IconGlyph } from '../icon/icon-glyph.js';
import { IconButton } from '../icon-button/index.js';
import type { Verdict } from '../mood-icon/index.js';

/** The colour of the verdict's words: each verdict's own, as on the product card's sticker. */
/** 44 px on a phone (a finger), 36 px from `md` on (a pointer). */
const touch = 'diet:size-11 diet:md:size-9';

export type ShoppingListItemProps = Omit<ComponentProps<'li'>, 'children'> & {
  /** The product's name in the user's language, or the text the user typed. */
  name: string;
  /** Language of `name` when it differs from the page's (e.g. "de"). */
  nameLang?: string;
  /** The product's page: the name becomes a link. None for a free text. */
  href?: string;
  /** How links are rendered (the app's router link). Default `'a'`. */
  linkComponent?: LinkComponent;
  brand?: string | null;
  /** The price of the offer chosen for the user; none shows no price. */
  price?: number | null;
  /** ISO 4217 code shown before the price. Default: `DietUiProvider`'s `currency`, else `CHF`. */
  currency?: string;
  /** The retailer of that offer ("CHF 1.60 at Migros"). */
  storeName?: string | null;
  /** The product's verdict for the user's diets. None for a free text: no sticker. */
  verdict?: Verdict | null;
  /** Yellow only because the label could not be read in full: "Not checked", a neutral face. */
  unread?: boolean;
  /**
   * Why the product does not (or may not) suit, in the app's words ("lactose-free diet"): shown
   * after the sticker's words ("Not suitable · lactose-free diet") while the item is still to buy.
   */
  warning?: ReactNode;
  /** The catalogue no longer has the product: said under the name instead of brand and price. */
  unavailable?: boolean;
  /** How many to buy (1–99). Default 1. */
  quantity?: number;
  /** In the basket: the box is ticked, the name struck through, the stepper gone. */
  checked?: boolean;
  /** Not saved yet: `saving` while it is sent, `failed` with Retry and Discard. */
  status?: 'saving' | 'failed';
  /**
   * Where alternatives that suit are shown (the product's page): a "Find a swap" link on a red or
   * yellow product still to buy.
   */
  swapHref?: string;
  /**
   * The alternative that suits, once the app knows it (none while it looks, or when there is none),
   * in the app's words: `label` on the button that swaps it in at one tap (`onReplace`), e.g.
   * "Replace with {name}" (the name marked with its language), `busyLabel` while it is sent, and
   * `moreLabel` for the link to the other swaps (default "Find a swap").
   */
  swap?: { label: ReactNode; busyLabel?: ReactNode; moreLabel?: ReactNode } | null;
  /** Replaces this item with `swap`, keeping its quantity. */
  onReplace?: () => void;
  /** While the replacement is sent: the button is busy. */
  replacing?: boolean;
  /** Why the replacement failed, said as an alert under the button (the item stays as it was). */
  replaceError?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  onQuantityChange?: (quantity: number) => void;
  /** Moves the item one up; none (or `null`) when it is first. */
  onMoveUp?: (() => void) | null;
  /** Moves the item one down; none (or `null`) when it is last. */
  onMoveDown?: (() => void) | null;
  onRemove?: () => void;
  /** Sends a not-saved item again. */
  onRetry?: () => void;
  /** Drops a not-saved item. Default: `onRemove`. */
  onDiscard?: () => void;
};

const MAX_QUANTITY = 99;

/**
 * One item of a shopping list (issue 31): a box to tick it off, its name (a product's links to its
 * page), brand, price and retailer, the product's verdict for the user's diets (a free text has
 * none) with a warning when it does not suit and a "Find a swap" link, its quantity, and a menu to
 * move or remove it. An item not saved yet says so, with Retry and Discard. Every control is a
 * native button, link or checkbox, 44 px on a phone.
 */
export function ShoppingListItem({
  name,
  nameLang,
  href,
  linkComponent: Link = 'a',
  brand,
  price,
  currency,
  storeName,
  verdict = null,
  unread = false,
  warning,
  unavailable = false,
  quantity = 1,
  checked = false,
  status,
  swapHref,
  swap,
  onReplace,
  replacing = false,
  replaceError,
  onCheckedChange,
  onQuantityChange,
  onMoveUp,
  onMoveDown,
  onRemove,
  onRetry,
  onDiscard,
  className,
  ...props
}: ShoppingListItemProps) {
  const { t } = useUiTranslation();
  const settings = useDietUiSettings();
  const id = useId();
  const nameId = `${id}-name`;
  const verdictId = `${id}-verdict`;
  const shown = verdict === 'yellow' && unread ? 'unread' : verdict;
  const warn = warning && verdict !== 'green' && !checked ? warning : null;
  const swappable = (verdict === 'red' || verdict === 'yellow') && !checked && !status;
  const amount = typeof price === 'number' ? splitPrice(price) : null;
  // "CHF 1.95" never breaks between the currency and the amount.
  const priceText = amount ? `${currency ?? settings.currency}\u00a0${amount.whole}.${amount.cents}` : null;
  const meta = unavailable
    ? t('shoppingListItem.unavailable')
    : [
        brand,
        priceText && storeName
          ? t('shoppingListItem.priceAt', { price: priceText, store: storeName })
          : priceText,
      ]
        .filter(Boolean)
        .join(' · ');
  const named = { name };
  const linkClasses =
    'diet:rounded-sm diet:outline-none diet:hover:underline diet:underline-offset-4 diet:focus-visible:ring-4 diet:focus-visible:ring-focus';

  return (
    <li
      data-slot="shopping-list-item"
      data-checked={checked || undefined}
      data-verdict={verdict ?? undefined}
      data-status={status}
      className={cn(
        // A phone: one row of box, name, stepper and menu, the rest under the name across the
        // card's width. From `md` on: box, then the words beside stepper and menu.
        'diet:grid diet:grid-cols-[auto_minmax(0,1fr)_auto_auto] diet:items-start diet:rounded-md diet:border diet:border-border diet:bg-surface diet:px-1 diet:py-0.5 diet:shadow-card diet:md:flex diet:md:gap-2 diet:md:p-2',
        verdict === 'red' && !checked && 'diet:border-danger/60',
        checked && 'diet:bg-muted/60 diet:shadow-none',
        className,
      )}
      {...props}
    >
      {status ? (
        <span
          aria-hidden="true"
          data-slot="shopping-list-item-pending"
          className={cn(
            touch,
            'diet:col-start-1 diet:row-start-1 diet:flex diet:shrink-0 diet:items-center diet:justify-center',
            status === 'failed' ? 'diet:text-danger' : 'diet:text-muted-fg',
          )}
        >
          <IconGlyph
            glyph={status === 'failed' ? CircleExclamationPoint : Plus}
            name={status === 'failed' ? 'alert-circle' : 'plus'}
            className="diet:size-5"
          />
        </span>
      ) : (
        // The label is the box's hit area: 44 px on a phone around a 24 px box.
        <label
          data-slot="shopping-list-item-check"
          className={cn(
            touch,
            'diet:col-start-1 diet:row-start-1 diet:flex diet:shrink-0 diet:cursor-pointer diet:items-center diet:justify-center',
          )}
        >
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => onCheckedChange?.(event.target.checked)}
            aria-labelledby={nameId}
            aria-describedby={shown ? verdictId : undefined}
            className="diet:size-6 diet:cursor-pointer diet:rounded-sm diet:accent-primary diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus"
          />
        </label>
      )}

      {/* On a phone these two wrappers step aside (`contents`): their parts sit in the item's grid. */}
      <div className="diet:contents diet:md:flex diet:md:min-w-0 diet:md:flex-1 diet:md:items-start diet:md:gap-2 diet:md:py-1.5">
        <div className="diet:contents diet:md:flex diet:md:min-w-0 diet:md:flex-1 diet:md:flex-col diet:md:gap-0.5">
          <p
            id={nameId}
            lang={nameLang}
            className={cn(
              // A phone: as tall as the box (44 px) for one line, centred on it.
              'diet:col-start-2 diet:row-start-1 diet:ms-1 diet:py-2.5 diet:md:ms-0 diet:md:py-0',
              'diet:text-base diet:leading-6 diet:font-semibold diet:break-words diet:hyphens-auto diet:text-fg',
              checked && 'diet:text-muted-fg diet:line-through diet:decoration-2',
            )}
          >
            {/* A phone: three lines at most, then an ellipsis (the whole name is still read out and
                on the product's page). The ring of the focused link is drawn round these lines,
                which clip what overflows. */}
            <span className="diet:rounded-sm diet:max-md:line-clamp-3 diet:max-md:has-[:focus-visible]:ring-4 diet:max-md:has-[:focus-visible]:ring-focus">
              {checked && quantity > 1 ? (
                <>
                  <span className="diet:font-bold diet:text-primary">{quantity} ×</span>{' '}
                </>
              ) : null}
              {href !== undefined && !unavailable ? (
                <Link
                  href={href}
                  className={cn(linkClasses, 'diet:max-md:focus-visible:ring-0')}
                  data-slot="shopping-list-item-open"
                >
                  {name}
                </Link>
              ) : (
                name
              )}
            </span>
          </p>
          {/* Under the name: on a phone across the card's width (under stepper and menu too), drawn
              up by the name's lower padding; from md on, in the words' column. */}
          <div className="diet:col-[2/-1] diet:-mt-2.5 diet:ms-1 diet:flex diet:min-w-0 diet:pe-1.5 diet:flex-col diet:gap-0.5 diet:pb-2 diet:empty:hidden diet:md:contents">
            {shown ? (
              // The verdict first, in the card's sticker words, then why (the diet it does not suit);
              // the meta on the same line when all is well, below it after a warning.
              <p data-slot="shopping-list-item-verdict" className="diet:text-sm diet:text-muted-fg">
                <span id={verdictId}>
                  <span
                    className={cn(
                      'diet:inline-flex diet:items-center diet:gap-1.5 diet:align-middle diet:font-semibold',
                      verdictText[shown],
                    )}
                  >
                    <VerdictFaceAndWords shown={shown} words={t(`productCard.verdict.${shown}`)} />
                  </span>
                  {warn ? (
                    <span data-slot="shopping-list-item-warning" className="diet:align-middle diet:text-fg">
                      {' · '}
                      {warn}
                    </span>
                  ) : null}
                </span>
                {meta && !warn ? <span className="diet:align-middle"> · {meta}</span> : null}
              </p>
            ) : null}
            {meta && (!shown || warn) ? <p className="diet:text-sm diet:text-muted-fg">{meta}</p> : null}
            {swappable && swap ? (
              <Button
                size="sm"
                variant="outline"
                onClick={onReplace}
                busy={replacing}
                busyLabel={swap.busyLabel}
                data-slot="shopping-list-item-replace"
                className="diet:mt-1 diet:h-auto diet:min-h-11 diet:self-start diet:py-1.5 diet:text-start diet:whitespace-normal diet:md:min-h-9"
              >
                <span>{swap.label}</span>
              </Button>
            ) : null}
            {swappable && replaceError ? (
              <p role="alert" className="diet:text-sm diet:font-semibold diet:text-danger">
                {replaceError}
              </p>
            ) : null}
            {swapHref !== undefined && swappable ? (
              <Link
                href={swapHref}
                aria-describedby={nameId}
                data-slot="shopping-list-item-swap"
                className={cn(
                  'diet:inline-flex diet:min-h-11 diet:items-center diet:gap-1 diet:self-start diet:text-sm diet:font-semibold diet:text-primary diet:underline-offset-4 diet:md:min-h-8',
                  linkClasses,
                )}
              >
                {swap?.moreLabel ?? t('shoppingListItem.swap')}
                <IconGlyph glyph={ArrowRight} name="arrow-right" className="diet:size-4" />
              </Link>
            ) : null}
            {status ? (
              <div
                role="status"
                className="diet:flex diet:flex-wrap diet:items-center diet:gap-2 diet:text-sm"
              >
                {status === 'failed' ? (
                  <>
                    <span className="diet:font-semibold diet:text-danger">
                      {t('shoppingListItem.notSaved')}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={onRetry}
                      aria-describedby={nameId}
                      className="diet:h-11 diet:md:h-9"
                    >
                      {t('shoppingListItem.retry')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={onDiscard ?? onRemove}
                      aria-describedby={nameId}
                      className="diet:h-11 diet:md:h-9"
                    >
                      {t('shoppingListItem.discard')}
                    </Button>
                  </>
                ) : (
                  <span className="diet:text-muted-fg">{t('shoppingListItem.saving')}</span>
                )}
              </div>
            ) : null}
          </div>
        </div>

        {status || checked ? null : (
          <div
            role="group"
            aria-label={t('shoppingListItem.quantity', named)}
            data-slot="shopping-list-item-quantity"
            className="diet:col-start-3 diet:row-start-1 diet:ms-1 diet:flex diet:shrink-0 diet:items-center diet:md:ms-0 diet:md:-my-1.5 diet:md:gap-1"
          >
            <IconButton
              size="sm"
              variant="ghost"
              label={t('shoppingListItem.less', named)}
              disabled={quantity <= 1}
              onClick={() => onQuantityChange?.(quantity - 1)}
              className={touch}
            >
              <IconGlyph glyph={Minus} name="minus" />
            </IconButton>
            <span
              aria-live="polite"
              className="diet:min-w-6 diet:text-center diet:text-base diet:font-bold diet:tabular-nums"
            >
              {quantity}
            </span>
            <IconButton
              size="sm"
              variant="ghost"
              label={t('shoppingListItem.more', named)}
              disabled={quantity >= MAX_QUANTITY}
              onClick={() => onQuantityChange?.(quantity + 1)}
              className={touch}
            >
              <IconGlyph glyph={Plus} name="plus" />
            </IconButton>
          </div>
        )}
      </div>

      {status ? null : (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton
              size="sm"
              variant="ghost"
              label={t('shoppingListItem.menu', named)}
              data-slot="shopping-list-item-menu"
              className={cn(touch, 'diet:col-start-4 diet:row-start-1 diet:shrink-0 diet:md:mt-1')}
            >
              <IconGlyph glyph={Ellipsis} name="more" />
            </IconButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {onMoveUp && !checked ? (
              <DropdownMenuItem onSelect={onMoveUp}>
                <IconGlyph glyph={ChevronUp} name="chevron-up" />
                {t('shoppingListItem.moveUp')}
              </DropdownMenuItem>
            ) : null}
            {onMoveDown && !checked ? (
              <DropdownMenuItem onSelect={onMoveDown}>
                <IconGlyph glyph={ChevronDown} name="chevron-down" />
                {t('shoppingListItem.moveDown')}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem variant="danger" onSelect={onRemove}>
              <IconGlyph glyph={Trash} name="trash" />
              {t('shoppingListItem.remove')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </li>
  );
}
