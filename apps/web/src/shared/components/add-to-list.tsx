/**
 * "Add to list" (issue 31) for a product: a menu of the user's shopping lists, the most recently
 * changed first, and "New list". The item is saved like any typed item: kept until the API says it
 * is saved, so a product added while the API is down waits in its list as "not saved" with a retry.
 * Its texts are the lists' own namespace, which the product page loads with its own (so the button
 * shows with the page, no shift); elsewhere it waits for them. On a product card it is an icon
 * button beside the heart (`variant="icon"`); the result is said in a toast either way.
 */
import { type Product } from '@diet/domain';
import { Button } from '@diet/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@diet/ui/dropdown-menu';
import { Icon } from '@diet/ui/icon';
import { IconButton } from '@diet/ui/icon-button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  addShoppingItem,
  createShoppingList,
  newShoppingId,
  shoppingKeys,
  shoppingListsQuery,
} from '../api/shopping-lists';
import { useProfile, useSignedIn } from '../session';

export interface AddToListProps {
  product: Product;
  /** The product's name as shown, for the messages. */
  name: string;
  /**
   * `button` (default): "Add to list" in words. `icon`: a quiet round icon button named "Add
   * {product} to a list", on the surface colour like a card's heart (a card, a swap).
   */
  variant?: 'button' | 'icon';
  className?: string;
}

export function AddToList(props: AddToListProps) {
  return (
    <Suspense fallback={null}>
      <AddToListMenu {...props} />
    </Suspense>
  );
}

function AddToListMenu({ product, name, variant = 'button', className }: AddToListProps) {
  const { t } = useTranslation('lists');
  const { notify } = useSignedIn();
  const client = useQueryClient();
  const profileId = useProfile()?.id ?? null;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const lists = useQuery({ ...shoppingListsQuery(profileId ?? ''), enabled: open && profileId != null });

  async function addTo(listId: string, listName: string) {
    if (profileId == null) return;
    setBusy(true);
    const saved = await addShoppingItem(client, { listId, profileId, product });
    setBusy(false);
    notify(
      saved
        ? { tone: 'success', message: t('add.added', { name, list: listName }) }
        : { tone: 'error', message: t('add.notSaved', { name, list: listName }) },
    );
  }

  async function addToNewList() {
    if (profileId == null) return;
    const listName = t('defaultName');
    const listId = newShoppingId();
    setBusy(true);
    try {
      await createShoppingList(profileId, listId, listName);
    } catch (error) {
      console.warn('Shopping list not created', error);
      setBusy(false);
      notify({ tone: 'error', message: t('add.listFailed') });
      return;
    }
    await client.invalidateQueries({ queryKey: shoppingKeys.lists(profileId) });
    await addTo(listId, listName);
  }

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        {variant === 'icon' ? (
          <IconButton
            variant="ghost"
            size="sm"
            label={t('add.buttonFor', { name })}
            busy={busy}
            data-slot="add-to-list"
            // on the surface colour with the card's shadow, like the heart beside it
            className={`bg-surface text-fg shadow-card hover:bg-muted ${className ?? ''}`}
          >
            <Icon name="list-plus" />
          </IconButton>
        ) : (
          <Button
            variant="outline"
            size="sm"
            busy={busy}
            busyLabel={t('add.adding')}
            // A 36 px pill whose hit area is 44 px tall (WCAG 2.5.8's and the phones' minimum).
            className={`relative before:absolute before:inset-x-0 before:top-1/2 before:h-11 before:-translate-y-1/2 before:content-[''] ${className ?? ''}`}
          >
            <Icon name="list" aria-hidden="true" />
            {t('add.button')}
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t('add.menuTitle')}</DropdownMenuLabel>
        {lists.isPending ? (
          <DropdownMenuItem disabled>{t('add.loading')}</DropdownMenuItem>
        ) : lists.isError ? (
          <DropdownMenuItem disabled>{t('add.loadFailed')}</DropdownMenuItem>
        ) : (
          lists.data.map((list) => (
            <DropdownMenuItem key={list.id} onSelect={() => void addTo(list.id, list.name)}>
              <Icon name="list" aria-hidden="true" />
              {list.name}
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void addToNewList()}>
          <Icon name="plus" aria-hidden="true" />
          {t('add.newList')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
