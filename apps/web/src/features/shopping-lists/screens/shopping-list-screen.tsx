/**
 * /shopping-list/:id (issue 31): one list. The items still to buy in the list's order, those typed
 * but not saved yet (with retry), then those in the basket; each product with its verdict for the
 * user's diets, price and retailer, and a warning when it does not suit (the list is read with the
 * profile's diets as saved, so a diet added since flags the items it rules out). Tick off and undo,
 * quantities, move up and down, remove: each shown at once and undone if the API refuses it. The
 * total at the chosen retailers, and the list sent as text (share sheet, else the clipboard).
 */
import {
  brandLabel,
  isLocale,
  isUnreadOnly,
  storeLabel,
  type Product,
  type ShoppingItem,
  type ShoppingList,
} from '@diet/domain';
import { Button } from '@diet/ui/button';
import { EmptyState } from '@diet/ui/empty-state';
import { Icon } from '@diet/ui/icon';
import { Spinner } from '@diet/ui/spinner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { ApiError } from '../../../lib/http';
import {
  addShoppingItem,
  dropUnsavedItem,
  saveUnsaved,
  shoppingListQuery,
  useUnsavedItems,
  type UnsavedItem,
} from '../../../shared/api/shopping-lists';
import { RouterLink } from '../../../shared/components/router-link';
import { useProfile, useSignedIn } from '../../../shared/session';
import { replaceItem, useListChange } from '../api/list-mutations';
import { AddItemForm } from '../components/add-item-form';
import { ListItemRow } from '../components/list-item-row';
import {
  centsText,
  itemName,
  itemVerdict,
  listAsText,
  listTotal,
  neighbourPosition,
} from '../utils/list-view';

const PAGE = 'mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-8 md:py-10';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'status' && error.failure.status === 404;
}

export default function ShoppingListScreen() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('lists');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const { notify } = useSignedIn();
  const client = useQueryClient();
  const profile = useProfile();
  const profileId = profile?.id ?? '';
  const query = useQuery({ ...shoppingListQuery(profileId, id), enabled: profile?.id != null && id !== '' });
  const unsaved = useUnsavedItems(id);
  const [done, setDone] = useState<{ text: string; undo?: () => void } | null>(null);
  const toBuyRef = useRef<HTMLUListElement>(null);

  const nameOf = (itemId: string) => {
    const entry = query.data?.entries.find((e) => e.id === itemId);
    return entry ? itemName(entry, locale) : '';
  };
  const change = useListChange(profileId, id, (failed) => {
    setDone(null);
    notify({ tone: 'error', message: t('item.failed', { name: nameOf(failed.itemId) }) });
  });

  const back = (
    <RouterLink
      href={PATHS.shoppingLists}
      className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline"
    >
      <Icon name="chevron-left" aria-hidden="true" className="size-4" />
      {t('list.back')}
    </RouterLink>
  );

  if (isNotFound(query.error)) {
    return (
      <div className={PAGE}>
        {back}
        <h1 className="sr-only">{t('list.notFound.title')}</h1>
        <EmptyState
          icon={<Icon name="list" />}
          titleAs="h2"
          title={t('list.notFound.title')}
          description={t('list.notFound.body')}
          action={
            <Button asChild>
              <RouterLink href={PATHS.shoppingLists}>{t('list.notFound.back')}</RouterLink>
            </Button>
          }
        />
      </div>
    );
  }

  const diets = profile?.intolerances ?? [];
  const unsavedRow = (item: UnsavedItem) => {
    const product = item.product;
    return (
      <ListItemRow
        key={item.id}
        name={product ? itemName({ product, text: null }, locale) : (item.text ?? '')}
        verdict={product ? itemVerdict({ product }, diets) : null}
        quantity={item.quantity}
        checked={false}
        status={item.status}
        onRetry={() => void saveUnsaved(client, item)}
        onDiscard={() => dropUnsavedItem(item.id)}
      />
    );
  };

  const list = query.data;
  if (!list) {
    return (
      <div className={PAGE}>
        {back}
        <h1 className="sr-only">{t('list.heading')}</h1>
        {query.isError ? (
          <EmptyState
            role="alert"
            icon={<Icon name="alert-circle" />}
            titleAs="h2"
            title={t('list.loadFailed.title')}
            description={t('list.loadFailed.body')}
            action={
              <Button onClick={() => void query.refetch()} busy={query.isFetching}>
                {t('list.loadFailed.retry')}
              </Button>
            }
          />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('list.loading')} showLabel />
          </div>
        )}
        {/* What was typed and not saved stays in sight, whatever the list's state. */}
        {unsaved.length > 0 ? <ul className="flex flex-col gap-2">{unsaved.map(unsavedRow)}</ul> : null}
      </div>
    );
  }

  const toBuy = list.entries.filter((entry) => !entry.checked);
  const inBasket = list.entries.filter((entry) => entry.checked);
  const total = listTotal(list.entries);
  const red = toBuy.filter((entry) => itemVerdict(entry, diets)?.level === 'red').length;
  const yellow = toBuy.filter((entry) => itemVerdict(entry, diets)?.level === 'yellow').length;

  const check = (entry: ShoppingItem, checked: boolean) => {
    const name = itemName(entry, locale);
    change.mutate({ kind: 'check', itemId: entry.id, checked });
    setDone({
      text: t(checked ? 'item.checkedOff' : 'item.unchecked', { name }),
      undo: () => {
        change.mutate({ kind: 'check', itemId: entry.id, checked: !checked });
        setDone({ text: t(checked ? 'item.unchecked' : 'item.checkedOff', { name }) });
      },
    });
  };
  const row = (entry: ShoppingItem) => {
    const name = itemName(entry, locale);
    const up = neighbourPosition(list.entries, entry.id, -1);
    const down = neighbourPosition(list.entries, entry.id, 1);
    const price = entry.product?.price;
    return (
      <ListItemRow
        key={entry.id}
        name={entry.product_id !== null && !entry.product ? t('item.goneName') : name}
        productId={entry.product_id}
        product={entry.product}
        gone={entry.product_id !== null && !entry.product}
        brand={entry.product ? brandLabel(entry.product) : undefined}
        verdict={itemVerdict(entry, diets)}
        unread={entry.product ? isUnreadOnly(entry.product.colors, diets) : false}
        price={typeof price === 'number' ? price : null}
        currency="CHF"
        storeName={entry.product ? storeLabel(entry.product) : null}
        quantity={entry.quantity}
        checked={entry.checked}
        onCheckedChange={(checked) => check(entry, checked)}
        onQuantityChange={(quantity) => change.mutate({ kind: 'quantity', itemId: entry.id, quantity })}
        onMoveUp={
          entry.checked || up === null
            ? null
            : () => {
                change.mutate({ kind: 'move', itemId: entry.id, position: up });
                setDone({ text: t('item.moved', { name }) });
              }
        }
        onMoveDown={
          entry.checked || down === null
            ? null
            : () => {
                change.mutate({ kind: 'move', itemId: entry.id, position: down });
                setDone({ text: t('item.moved', { name }) });
              }
        }
        onRemove={() => {
          change.mutate({ kind: 'remove', itemId: entry.id });
          setDone({ text: t('item.removed', { name }) });
        }}
        onReplace={async (swap) => {
          setDone(null);
          const swapName = itemName({ product: swap, text: null }, locale);
          const outcome = await replaceItem(client, {
            profileId,
            listId: id,
            entry,
            swap,
            entries: list.entries,
          });
          if (outcome === 'not-added') throw new Error(t('item.replaceFailed', { name }));
          if (outcome === 'not-removed') {
            throw new Error(t('item.replaceHalfDone', { name, swap: swapName }));
          }
          setDone({ text: t('item.replaced', { name, swap: swapName }) });
        }}
      />
    );
  };
  const add = (item: { text?: string; product?: Product }) => {
    setDone(null);
    void addShoppingItem(client, { listId: id, profileId, ...item });
  };

  return (
    <div className={PAGE}>
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight break-words">{list.name}</h1>
          <p className="text-sm text-muted-fg">
            {t('summary.items', { count: list.entries.length })}
            {inBasket.length > 0 ? ` · ${t('summary.checked', { count: inBasket.length })}` : ''}
          </p>
        </div>
        <ShareButton list={list} />
      </header>

      {red + yellow > 0 ? (
        // Says how many do not suit, and takes you to the first of them (scrolled to and focused).
        <button
          type="button"
          data-slot="list-warning"
          onClick={() => showFirstWarned(toBuyRef.current)}
          className="flex w-full items-start gap-2 rounded-md border border-danger/40 bg-danger-soft px-4 py-3 text-start text-sm font-semibold text-fg outline-none hover:border-danger focus-visible:ring-4 focus-visible:ring-focus"
        >
          <Icon name="alert" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span className="min-w-0 flex-1">
            {[
              red > 0 ? t('list.warnRed', { count: red }) : '',
              yellow > 0 ? t('list.warnYellow', { count: yellow }) : '',
            ]
              .filter(Boolean)
              .join(' ')}{' '}
            <span className="text-primary underline underline-offset-4">
              {t('list.showWarned', { count: red + yellow })}
            </span>
          </span>
        </button>
      ) : null}

      <AddItemForm
        profile={profile}
        onAddText={(text) => add({ text })}
        onAddProduct={(product) => add({ product })}
      />

      <p role="status" className="flex min-h-9 flex-wrap items-center gap-2 text-sm empty:hidden">
        {done ? (
          <>
            <span>{done.text}</span>
            {done.undo ? (
              <Button size="sm" variant="outline" onClick={done.undo}>
                {t('item.undo')}
              </Button>
            ) : null}
          </>
        ) : null}
      </p>

      <section aria-labelledby="to-buy-heading" className="flex flex-col gap-3">
        <h2 id="to-buy-heading" className="text-lg font-bold">
          {t('list.toBuy')}
        </h2>
        {toBuy.length === 0 && unsaved.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<Icon name={list.entries.length === 0 ? 'list' : 'check-circle'} />}
            title={list.entries.length === 0 ? t('list.empty.title') : t('list.allChecked')}
            description={list.entries.length === 0 ? t('list.empty.body') : undefined}
          />
        ) : (
          <ul ref={toBuyRef} className="flex flex-col gap-2">
            {toBuy.map(row)}
            {unsaved.map(unsavedRow)}
          </ul>
        )}
      </section>

      {inBasket.length > 0 ? (
        <section aria-labelledby="basket-heading" className="flex flex-col gap-3">
          <h2 id="basket-heading" className="text-lg font-bold">
            {t('list.basket')}
          </h2>
          <ul className="flex flex-col gap-2">{inBasket.map(row)}</ul>
        </section>
      ) : null}

      {total.cents > 0 || total.unpriced > 0 ? (
        <section
          aria-labelledby="total-heading"
          className="flex flex-col gap-2 rounded-lg bg-primary-soft px-4 py-4 md:px-6"
        >
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="total-heading" className="text-base font-bold">
              {t('total.label')}
            </h2>
            <p className="text-2xl font-bold tabular-nums">CHF {centsText(total.cents)}</p>
          </div>
          {total.byRetailer.length > 1 ? (
            <ul className="flex flex-col gap-1 text-sm text-muted-fg">
              {total.byRetailer.map((r) => (
                <li key={r.retailer} className="flex justify-between gap-3">
                  <span>{r.retailer}</span>
                  <span className="tabular-nums">CHF {centsText(r.cents)}</span>
                </li>
              ))}
            </ul>
          ) : total.byRetailer[0] ? (
            <p className="text-sm text-muted-fg">
              {t('total.at', { retailer: total.byRetailer[0].retailer })}
            </p>
          ) : null}
          {total.unpriced > 0 ? (
            <p className="text-sm text-muted-fg">{t('total.unpriced', { count: total.unpriced })}</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/**
 * Scrolls to the first item still to buy that does not (or may not) suit and puts the focus on its
 * box, which reads its name and verdict.
 */
function showFirstWarned(list: HTMLElement | null) {
  const item = list?.querySelector<HTMLElement>(
    '[data-verdict="red"]:not([data-checked]), [data-verdict="yellow"]:not([data-checked])',
  );
  if (!item) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  item.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  item.querySelector<HTMLElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
}

/** Sends the list as text: the share sheet where there is one, else the clipboard. */
function ShareButton({ list }: { list: ShoppingList }) {
  const { t, i18n } = useTranslation('lists');
  const { notify } = useSignedIn();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  async function send() {
    const text = listAsText(list, locale, {
      quantity: (count, name) => t('text.quantity', { count, name }),
      price: (price, retailer) => t('text.price', { price, retailer }),
      total: (price) => t('text.total', { price }),
      basket: t('list.basket'),
      currency: 'CHF',
      gone: t('item.goneName'),
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: list.name, text });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      notify({ tone: 'success', message: t('list.copied') });
    } catch (error) {
      console.warn('Shopping list not copied', error);
      notify({ tone: 'error', message: t('list.copyFailed') });
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void send()} disabled={list.entries.length === 0}>
      <Icon name="share" aria-hidden="true" />
      {t('list.share')}
    </Button>
  );
}
