/**
 * The about page's story picture: a shopping basket whose products carry the three verdict lights.
 * Drawn in the kit's colour tokens, so it follows the theme; described by `label`.
 */
export function StoryIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 300" role="img" aria-label={label} className="h-auto w-full">
      <rect width="400" height="300" rx="24" fill="var(--color-primary-soft)" />
      <circle cx="330" cy="64" r="34" fill="var(--color-surface)" opacity="0.7" />
      <circle cx="70" cy="250" r="46" fill="var(--color-surface)" opacity="0.5" />
      {/* products */}
      <rect
        x="112"
        y="70"
        width="54"
        height="96"
        rx="8"
        fill="var(--color-surface)"
        stroke="var(--color-border-strong)"
        strokeWidth="3"
      />
      <rect x="122" y="86" width="34" height="8" rx="4" fill="var(--color-border)" />
      <rect x="122" y="100" width="24" height="8" rx="4" fill="var(--color-border)" />
      <circle cx="139" cy="140" r="12" fill="var(--color-verdict-green)" />
      <rect
        x="176"
        y="92"
        width="60"
        height="74"
        rx="8"
        fill="var(--color-surface)"
        stroke="var(--color-border-strong)"
        strokeWidth="3"
      />
      <rect x="186" y="106" width="40" height="8" rx="4" fill="var(--color-border)" />
      <circle cx="206" cy="142" r="12" fill="var(--color-verdict-yellow)" />
      <rect
        x="246"
        y="80"
        width="48"
        height="86"
        rx="8"
        fill="var(--color-surface)"
        stroke="var(--color-border-strong)"
        strokeWidth="3"
      />
      <rect x="255" y="94" width="30" height="8" rx="4" fill="var(--color-border)" />
      <circle cx="270" cy="140" r="12" fill="var(--color-verdict-red)" />
      {/* basket */}
      <path d="M84 160h232l-22 92a12 12 0 0 1-12 9H118a12 12 0 0 1-12-9z" fill="var(--color-primary)" />
      <path
        d="M130 176v64M170 176v64M210 176v64M250 176v64M290 176v52"
        stroke="var(--color-on-primary)"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.35"
      />
      <path
        d="M140 160 172 112M260 160 228 112"
        stroke="var(--color-fg)"
        strokeWidth="8"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
