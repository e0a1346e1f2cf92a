import { CACHE_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('given both specs (and the recent products and unsaved list items, additions) should use exactly these key names', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'token',
      user: 'user',
      userProfileCache: 'user_profile_cache',
      categoriesWithSub: 'categories_with_sub',
      productsCache: 'products_cache',
      langCode: 'lang_code',
      quizAnswers: 'quiz_answers',
      recentProducts: 'recent_products',
      unsavedListItems: 'unsaved_list_items',
    });
  });

  it('given the caches should list the three 720-minute entries', () => {
    expect(CACHE_STORAGE_KEYS).toEqual(['user_profile_cache', 'categories_with_sub', 'products_cache']);
  });
});
