// @vitest-environment happy-dom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { queryKeys } from '../../lib/query/client';
import { refetchCatalogueInLanguage } from './catalogue-language';

describe('refetchCatalogueInLanguage', () => {
  it('given a list on screen and one off screen, should ask again for the one on screen in the new language and drop the other', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    let language = 'en';
    const asked: string[] = [];
    const onScreen = ['product-pages', '1', '1', false, { categoryId: null }];
    const offScreen = ['product-pages', '1', '1', false, { categoryId: '7' }];
    // A subscribed observer keeps the first list active, as a mounted screen does.
    const observer = new QueryObserver(client, {
      queryKey: onScreen,
      queryFn: () => {
        asked.push(language);
        return language;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => client.getQueryData(onScreen)).toBe('en');
    client.setQueryData(offScreen, 'en');
    client.setQueryData(queryKeys.products, ['en']);
    client.setQueryData(queryKeys.categories, ['kept']);

    language = 'de';
    refetchCatalogueInLanguage(client);

    expect(client.getQueryCache().find({ queryKey: offScreen })).toBeUndefined();
    await expect.poll(() => client.getQueryData(onScreen)).toBe('de');
    expect(asked).toEqual(['en', 'de']);
    expect(client.getQueryState(queryKeys.products)?.isInvalidated).toBe(true);
    // Categories carry every name: they stay.
    expect(client.getQueryState(queryKeys.categories)?.isInvalidated).toBe(false);
    unsubscribe();
  });
});
