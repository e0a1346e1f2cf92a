/**
 * The dashboard's state pictures (decorative, drawn like the kit's line icons). Drawn here rather
 * than through the kit's `Icon`, which would load the whole icon set for three glyphs.
 */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Svg({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...stroke}>
      {children}
    </svg>
  );
}

/** A magnifier with a cross: nothing matches. */
export function SearchOffIcon() {
  return (
    <Svg>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
    </Svg>
  );
}

/** A warning triangle: something failed. */
export function WarningIcon() {
  return (
    <Svg>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </Svg>
  );
}

/** A shop front: the catalogue is empty. */
export function StoreIcon() {
  return (
    <Svg>
      <path d="M3 9 4.5 4h15L21 9M3 9v11h18V9M3 9h18" />
      <path d="M9 20v-6h6v6" />
    </Svg>
  );
}
