import { useSyncExternalStore } from 'react';

/**
 * The product's one layout breakpoint (public-site spec §9: 768 px), the same as Tailwind's `md:`
 * in theme.css. Copied here because @diet/ui must not import `@diet/domain`.
 */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** Matches when the user asked the system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches, following changes. `false` where `matchMedia` does not exist. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Whether the viewport is at least 768 px wide (the desktop layout). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}

/** Whether the user prefers reduced motion (auto-advancing pieces then stay still). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
