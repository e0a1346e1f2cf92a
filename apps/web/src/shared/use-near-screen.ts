import { useEffect, useState } from 'react';

/** Whether the browser can say when an element comes into view (else everything counts as near). */
const canObserve = typeof window !== 'undefined' && 'IntersectionObserver' in window;

/**
 * True for good once `ref`'s element comes within half a screen of the viewport, while `wanted`:
 * what a list item asks the API for only when it is about to be seen (its better swap).
 */
export function useNearScreen(ref: React.RefObject<HTMLElement | null>, wanted: boolean): boolean {
  const [near, setNear] = useState(!canObserve);
  useEffect(() => {
    const element = ref.current;
    if (!wanted || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, wanted, near]);
  return near;
}
