/**
 * /shopping-lists (issue 31): the user's lists, the most recently changed first, each with its
 * count of items and of those in the basket. Create a list by its name, rename one, delete one
 * after confirming; each shown at once and undone with a message if the API refuses it.
 */
import { type ShoppingListSummary } from '@diet/domain';
import { Button } from '@diet/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@diet/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@diet/ui/dropdown-menu';
import { EmptyState } from '@diet/ui/empty-state';
import { Icon } from '@diet/ui/icon';
import { IconButton } from '@diet/ui/icon-button';
import { Spinner } from '@diet/ui/spinner';
import { TextField } from '@diet/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { shoppingListPath } from '../../../config/routes';
import { newShoppingId, shoppingListsQuery } from '../../../shared/api/shopping-lists';
import { RouterLink } from '../../../shared/components/router-link';
import { useProfile, useSignedIn } from '../../../shared/session';
import { useListsChange } from '../api/list-mutations';

const NAME_MAX = 80;

export default function ShoppingListsScreen() {
  const { t, i18n } = useTranslation('lists');
  const { notify } = useSignedIn();
  const navigate = useNavigate();
  const profileId = useProfile()?.id ?? '';
  const lists = useQuery({ ...shoppingListsQuery(profileId), enabled: profileId !== '' });
  const change = useListsChange(profileId);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<ShoppingListSummary | null>(null);
  const [deleting, setDeleting] = useState<ShoppingListSummary | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });

  function create(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim() || t('defaultName');
    const listId = newShoppingId();
    change.mutate(
      { kind: 'create', listId, name: wanted },
      {
        onSuccess: () => void navigate(shoppingListPath(listId)),
        onError: () => notify({ tone: 'error', message: t('create.failed') }),
      },
    );
    setName('');
  }

  let body;
  if (lists.data) {
    body =
      lists.data.length === 0 ? (
        <EmptyState
          icon={<Icon name="list" />}
          titleAs="h2"
          title={t('empty.title')}
          description={t('empty.body')}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('title')}>
          {lists.data.map((list) => (
            <li
              key={list.id}
              className="relative flex items-start gap-3 rounded-lg bg-surface p-4 shadow-card focus-within:ring-4 focus-within:ring-focus"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon name="list" aria-hidden="true" className="size-5" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <RouterLink
                  href={shoppingListPath(list.id)}
                  className="text-lg font-bold break-words outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
                >
                  {list.name}
                </RouterLink>
                <p className="text-sm text-muted-fg">
                  {t('summary.items', { count: list.items })}
                  {list.checked > 0 ? ` · ${t('summary.checked', { count: list.checked })}` : ''}
                </p>
                {list.updated_at ? (
                  <p className="text-xs text-muted-fg">
                    {t('summary.updated', { date: dates.format(new Date(list.updated_at)) })}
                  </p>
                ) : null}
              </div>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={t('actions.menu', { name: list.name })}
                    className="relative z-10 size-11 md:size-9"
                  >
                    {/* More actions: the ⋯ of the list's items too. */}
                    <Icon name="more" />
                  </IconButton>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuItem onSelect={() => setRenaming(list)}>
                    <Icon name="settings" aria-hidden="true" />
                    {t('actions.rename')}
                  </DropdownMenuItem>
                  <DropdownMenuItem variant="danger" onSelect={() => setDeleting(list)}>
                    <Icon name="trash" aria-hidden="true" />
                    {t('actions.delete')}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          ))}
        </ul>
      );
  } else if (lists.isError) {
    body = (
      <EmptyState
        role="alert"
        icon={<Icon name="alert-circle" />}
        titleAs="h2"
        title={t('loadFailed.title')}
        description={t('loadFailed.body')}
        action={
          <Button onClick={() => void lists.refetch()} busy={lists.isFetching}>
            {t('loadFailed.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} showLabel />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 md:px-8 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t('title')}</h1>
        <p className="max-w-prose text-base text-pretty text-muted-fg md:text-lg">{t('lead')}</p>
      </header>
      <form onSubmit={create} className="flex items-end gap-2" aria-label={t('create.form')}>
        <TextField
          label={t('create.label')}
          placeholder={t('create.placeholder')}
          value={name}
          maxLength={NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="shrink-0">
          <Icon name="plus" aria-hidden="true" />
          {t('create.submit')}
        </Button>
      </form>
      {body}
      <RenameDialog
        list={renaming}
        onClose={() => setRenaming(null)}
        onSave={(list, next) => {
          setRenaming(null);
          change.mutate(
            { kind: 'rename', listId: list.id, name: next },
            { onError: () => notify({ tone: 'error', message: t('rename.failed', { name: list.name }) }) },
          );
        }}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{t('delete.title', { name: deleting?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('delete.body', { count: deleting?.items ?? 0 })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('delete.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const list = deleting;
                setDeleting(null);
                if (!list) return;
                change.mutate(
                  { kind: 'delete', listId: list.id },
                  {
                    onSuccess: () =>
                      notify({ tone: 'success', message: t('delete.done', { name: list.name }) }),
                    onError: () =>
                      notify({ tone: 'error', message: t('delete.failed', { name: list.name }) }),
                  },
                );
              }}
            >
              {t('delete.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function RenameDialog({
  list,
  onClose,
  onSave,
}: {
  list: ShoppingListSummary | null;
  onClose: () => void;
  onSave: (list: ShoppingListSummary, name: string) => void;
}) {
  const { t } = useTranslation('lists');
  const [name, setName] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (list && shownFor !== list.id) {
    setShownFor(list.id);
    setName(list.name);
  }
  const trimmed = name.trim();
  return (
    <Dialog open={list !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (list && trimmed) onSave(list, trimmed);
          }}
          className="flex flex-col gap-4"
        >
          <DialogHeader>
            <DialogTitle>{t('rename.title')}</DialogTitle>
            <DialogDescription>{t('rename.body', { name: list?.name ?? '' })}</DialogDescription>
          </DialogHeader>
          <TextField
            label={t('rename.label')}
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            error={trimmed ? undefined : t('rename.blank')}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('rename.cancel')}
            </Button>
            <Button type="submit" disabled={!trimmed}>
              {t('rename.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
