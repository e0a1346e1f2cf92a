/**
 * Browser storage keys (public-site spec §3, signed-in spec §3 and §9). All of them are cleared
 * after registration and at log out.
 */
export const STORAGE_KEYS = {
  /** The identity (id) token, also sent as the bearer credential. */
  token: 'token',
  /** The sign-in result. */
  user: 'user',
  /** Cache entry `{data, timestamp}` of the user profile. */
  userProfileCache: 'user_profile_cache',
  /** Cache entry `{data, timestamp}` of the categories with their subcategories. */
  categoriesWithSub: 'categories_with_sub',
  /** Cache entry `{data, timestamp}` of the product list. */
  productsCache: 'products_cache',
  /** The interface language: ENG, FRA or DEU. */
  langCode: 'lang_code',
  /**
   * The sign-up quiz's answers and screen while it runs (signed-in spec §3 lists "quiz answers"
   * without naming a key): `{step, answers}`, never a password.
   */
  quizAnswers: 'quiz_answers',
  /**
   * The products the user opened last (at most 20, newest first), so a product opened before
   * still shows when the network does not (a supermarket aisle): `{data, timestamp}` of product
   * details. An addition of ours: the spec's products cache now holds only the first page.
   */
  recentProducts: 'recent_products',
  /**
   * Shopping list items typed but not saved yet (the API down or slow), so that none is lost: an
   * addition of ours (issue 31).
   */
  unsavedListItems: 'unsaved_list_items',
} as const;

/** The keys holding `{data, timestamp}` cache entries with the 720-minute lifetime. */
export const CACHE_STORAGE_KEYS = [
  STORAGE_KEYS.userProfileCache,
  STORAGE_KEYS.categoriesWithSub,
  STORAGE_KEYS.productsCache,
] as const;

export type CacheStorageKey = (typeof CACHE_STORAGE_KEYS)[number];
