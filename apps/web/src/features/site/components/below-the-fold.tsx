import { Suspense, lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** Events that mean a person is using the page: from the first one on, nothing waits any longer. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Until `ref`'s element comes within a quarter screen of the viewport, or the person first scrolls,
 * types, points or touches: false. Then true for good. A keyboard or screen-reader user's first
 * key (or the scroll a screen reader's virtual cursor makes) loads what follows before they reach it.
 */
function useWanted(ref: React.RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const element = ref.current;
    const want = () => setWanted(true);
    const observer =
      element && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
            rootMargin: '0px 0px 25% 0px',
          })
        : null;
    if (element && observer) observer.observe(element);
    else want();
    for (const type of INPUT_EVENTS) window.addEventListener(type, want, { passive: true, once: true });
    return () => {
      observer?.disconnect();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, want);
    };
  }, [ref, wanted]);
  return wanted;
}

export type BelowTheFoldProps = {
  /** Loads the part of the page that follows (its own chunk). */
  load: () => Promise<{ default: ComponentType }>;
  /** Classes of the space held for it until it is there (roughly its height, so the page keeps its length). */
  placeholderClassName: string;
};

/**
 * The part of a page below its first screen, loaded when it is about to be seen or the person first
 * does anything, so the first screen does not wait for the code of what is far below it.
 */
export function BelowTheFold({ load, placeholderClassName }: BelowTheFoldProps) {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useWanted(ref);
  const [Part] = useState(() => lazy(load));
  const placeholder: ReactNode = (
    <div ref={ref} data-slot="below-the-fold" aria-hidden="true" className={placeholderClassName} />
  );
  return wanted ? (
    <Suspense
      fallback={<div data-slot="below-the-fold" aria-hidden="true" className={placeholderClassName} />}
    >
      <Part />
    </Suspense>
  ) : (
    placeholder
  );
}
