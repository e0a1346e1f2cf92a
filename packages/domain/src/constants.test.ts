import * as constants from './constants';
import { FAQ_COUNT, nextFaqVisibleCount } from './constants';

describe('business constants', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['HOW_IT_WORKS_INTERVAL_MS', 5000],
    ['HOW_IT_WORKS_STEPS', 4],
    ['ROTATING_SECTION_INTERVAL_MS', 5000],
    ['ROTATING_SECTION_ITEMS', 4],
    ['TESTIMONIAL_INTERVAL_MS', 5000],
    ['TESTIMONIAL_COUNT', 13],
    ['SPLASH_MS', 2700],
    ['FORM_MESSAGE_CLEAR_MS', 3000],
    ['DIETS_NEWSLETTER_CLOSE_MS', 3000],
    ['DESKTOP_BREAKPOINT_PX', 768],
    ['HOW_IT_WORKS_SCROLL_THRESHOLD', { desktop: 0.5, mobile: 0.3 }],
    ['DIETS_PICKER_ROW_HEIGHT_PX', 96],
    ['PRODUCTS_MODAL_SAMPLE_TILES', 8],
    ['PRODUCTS_MODAL_TITLE_COUNT', 20],
    ['TEAM_SIZE', 3],
    ['FAQ_COUNT', 10],
    ['FAQ_INITIAL_VISIBLE', 3],
    ['FAQ_EXPANDED_VISIBLE', 6],
    ['QUIZ_QUESTION_STEPS', 4],
    ['BIRTH_YEAR_MAX_DIGITS', 4],
    ['BIRTH_YEAR_MAX_AGE', 120],
    ['PASSWORD_MIN_LENGTH', 8],
    ['CONFIRMATION_CODE_LENGTH', 6],
    ['SIGN_IN_STATE_TTL_S', 180],
    ['AUTO_SIGN_IN_WAIT_S', 180],
    ['CREDENTIALS_REFRESH_WINDOW_S', 3000],
    ['IDENTITY_MAX_ATTEMPTS', 3],
    ['IDENTITY_MAX_DELAY_MS', 300_000],
    ['CACHE_LIFETIME_MINUTES', 720],
    ['CACHE_LIFETIME_MS', 43_200_000],
    ['RECOMMENDATIONS_TOP_K', 5],
    ['PRODUCT_CAROUSEL_SCROLL_PX', 320],
    ['CATEGORY_CAROUSEL_SCROLL_PX', 360],
    ['CURRENCY', 'CHF'],
    ['DEFAULT_STORE_LABEL', 'Coop'],
    ['RETAILERS', ['Coop']],
    ['DEFAULT_SEES_RED_PRODUCTS', false],
    ['DEFAULT_SEES_RED_PRODUCTS_FOR_SUGGESTIONS_WITHOUT_PROFILE', true],
    ['SHARE_QR_CODE', { size: 180, level: 'M' }],
    ['NOTIFICATION_DEFAULTS', { email: false, inApp: true }],
  ])('given %s should equal %j', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it('given the legal pages should carry their section counts and effective dates', () => {
    expect(constants.LEGAL).toEqual({
      terms: { sections: 13, effective: '2025-09-24' },
      privacy: { sections: 8, effective: '2025-05-20' },
      cookie: { sections: 7, effective: '2025-05-20' },
    });
  });
});

describe('FAQ show more', () => {
  it.each([
    [3, 10, 6],
    [6, 10, 10],
    [10, 10, 3],
    [4, 10, 3],
    [3, 5, 5],
    [5, 5, 3],
    [2, 2, 2],
  ])('given %i shown of %i should show %i next', (current, total, next) => {
    expect(nextFaqVisibleCount(current, total)).toBe(next);
  });

  it('given the default total should cycle 3 → 6 → 10 → 3', () => {
    const seen = [3];
    for (let i = 0; i < 3; i += 1) seen.push(nextFaqVisibleCount(seen.at(-1) ?? 0));
    expect(seen).toEqual([3, 6, FAQ_COUNT, 3]);
  });
});
