import { PRODUCT_NAME } from '../route-meta';

/** The product's mark (the favicon's traffic light) and name. */
export function Logo() {
  return (
    // min-h-11: the header's and footer's home links around it are 44 px tall, a full tap target.
    <span className="inline-flex min-h-11 items-center gap-2">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
        <circle cx="16" cy="16" r="15" fill="var(--color-primary)" />
        <circle cx="16" cy="16" r="6" fill="var(--color-verdict-yellow)" />
      </svg>
      <span className="tracking-tight">{PRODUCT_NAME}</span>
    </span>
  );
}
