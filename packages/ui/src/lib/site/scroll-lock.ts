import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/**
 * While `active`, the page does not scroll: `document.body` gets `overflow: hidden`, and its previous
 * value comes back when the last lock ends (locks nest, e.g. a menu over a menu).
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [active]);
}
