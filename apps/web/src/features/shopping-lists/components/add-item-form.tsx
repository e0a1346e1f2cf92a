/**
 * Typing an item ("bread"): Add keeps it as typed; meanwhile the products of the catalogue that
 * match it and suit every diet of the user are offered as buttons under the field, each adding that
 * product instead. The count of matches is announced once typing pauses.
 */
import { brandLabel, isLocale, productName, storeLabel, type Product, type UserProfile } from '@diet/domain';
import { Button } from '@diet/ui/button';
import { Icon } from '@diet/ui/icon';
import { MoodIcon } from '@diet/ui/mood-icon';
import { TextField } from '@diet/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSuitableMatches } from '../hooks/use-suitable-matches';

export interface AddItemFormProps {
  profile: UserProfile | undefined;
  onAddText: (text: string) => void;
  onAddProduct: (product: Product) => void;
}

export function AddItemForm({ profile, onAddText, onAddProduct }: AddItemFormProps) {
  const { t, i18n } = useTranslation('lists');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [text, setText] = useState('');
  const matches = useSuitableMatches(profile, text);
  const typed = text.trim();
  const shown = typed.length >= 2 && !matches.typing ? (matches.data ?? []) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed) return;
    onAddText(typed);
    setText('');
  }

  let status = '';
  if (typed.length >= 2 && !matches.typing) {
    if (matches.isFetching && matches.data === undefined) status = t('add.searching');
    else if (matches.isError) status = t('add.matchesFailed');
    else if (matches.data)
      status =
        matches.data.length === 0
          ? t('add.noMatches', { text: matches.search })
          : t('add.matchesFor', { count: matches.data.length, text: matches.search });
  }

  return (
    <section aria-labelledby="add-item-heading" className="flex flex-col gap-3">
      <h2 id="add-item-heading" className="sr-only">
        {t('add.label')}
      </h2>
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label={t('add.label')}
          labelHidden
          placeholder={t('add.placeholder')}
          value={text}
          maxLength={120}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={!typed} className="shrink-0">
          <Icon name="plus" aria-hidden="true" />
          {t('add.submit')}
        </Button>
      </form>
      <p role="status" className="text-sm text-muted-fg empty:hidden">
        {status}
      </p>
      {shown.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('add.matches')}>
          {shown.map((product) => {
            const name = productName(product, locale);
            const price = typeof product.price === 'number' ? `CHF ${product.price.toFixed(2)}` : null;
            return (
              <li key={String(product.id)}>
                <button
                  type="button"
                  onClick={() => {
                    onAddProduct(product);
                    setText('');
                  }}
                  className="flex w-full items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-left hover:bg-primary-soft focus-visible:ring-4 focus-visible:ring-focus focus-visible:outline-none"
                >
                  <MoodIcon verdict="green" size="sm" decorative />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold break-words">{t('add.useProduct', { name })}</span>
                    <span className="text-sm text-muted-fg">
                      {[
                        brandLabel(product),
                        price ? `${price} · ${storeLabel(product)}` : storeLabel(product),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <Icon name="plus" aria-hidden="true" className="size-5 text-primary" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
