import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';

// The theme file itself, so every colour token shows here the moment someone adds it.
import themeCss from '../theme.css?raw';

/* ------------------------------------------------------------------------------------------------
 * Reading the tokens
 * --------------------------------------------------------------------------------------------- */

type TokenGroup = { title: string; names: string[] };

/**
 * The `:root` block of theme.css as groups of variable names (without their `diet-` prefix). A comment that opens a paragraph
 * (after a blank line) is a group heading, such as "Brand"; comments inside a paragraph are notes.
 */
function parseRootTokens(css: string): TokenGroup[] {
  const start = css.indexOf(':root');
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const groups: TokenGroup[] = [];
  let current: TokenGroup = { title: 'Tokens', names: [] };
  let previous = '';
  for (const line of body.split('\n').map((raw) => raw.trim())) {
    const heading = previous === '' ? /^\/\*\s*(.+?)(?::.*)?\s*\*\/$/.exec(line) : null;
    const declaration = /^--diet-([\w-]+)\s*:/.exec(line);
    previous = line;
    if (heading?.[1]) {
      if (current.names.length > 0) groups.push(current);
      current = { title: heading[1], names: [] };
    } else if (declaration?.[1]) {
      current.names.push(declaration[1]);
    }
  }
  if (current.names.length > 0) groups.push(current);
  return groups;
}

const rootGroups = parseRootTokens(themeCss);
const rawValues = new Map(
  Array.from(themeCss.matchAll(/^\s*--(?:diet-)?([\w-]+)\s*:\s*([^;]+);/gm), (match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]),
);
const isColour = (value: string) => /^(#|rgb|hsl|oklch|oklab|lab|lch|color\()/i.test(value.trim());
const colourGroups = rootGroups
  .map((group) => ({ ...group, names: group.names.filter((name) => isColour(rawValues.get(name) ?? '')) }))
  .filter((group) => group.names.length > 0);
const colourNames = colourGroups.flatMap((group) => group.names);

/** The value of a CSS variable as the browser computes it on the root element. */
function readVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--diet-${name}`).trim();
}

const noSubscription = () => () => {};
/** `readVar` as a hook (the value only changes when the stylesheet does). */
function useVar(name: string): string {
  return useSyncExternalStore(noSubscription, () => readVar(name));
}

let probe: CanvasRenderingContext2D | null = null;
/** Any CSS colour to sRGB channels 0-255, by painting one pixel. */
function toRgb(colour: string): [number, number, number] {
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!probe) throw new Error('No 2D canvas to resolve colours');
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#000';
  probe.fillStyle = colour;
  probe.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The WCAG contrast ratio of two tokens, measured from their computed values. */
function contrastOf(fg: string, bg: string): number {
  const a = luminance(toRgb(readVar(fg)));
  const b = luminance(toRgb(readVar(bg)));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/* ------------------------------------------------------------------------------------------------
 * The pairs that carry text, and the non-text pairs that must stand out
 * --------------------------------------------------------------------------------------------- */

type Pair = { fg: string; bg: string; use: string };

const trafficLight: Pair[] = [
  { fg: 'on-verdict-green', bg: 'verdict-green', use: 'Green verdict: mood icon, banner, chip' },
  { fg: 'on-verdict-yellow', bg: 'verdict-yellow', use: 'Yellow verdict: mood icon, banner, chip' },
  { fg: 'on-verdict-red', bg: 'verdict-red', use: 'Red verdict: mood icon, banner, chip' },
];

const listedTextPairs: Pair[] = [
  ...trafficLight,
  { fg: 'on-primary', bg: 'primary', use: 'Primary button, pressed toggle chip' },
  { fg: 'on-primary', bg: 'primary-hover', use: 'Primary button, hovered' },
  { fg: 'primary', bg: 'surface', use: 'Outline and link buttons' },
  { fg: 'primary', bg: 'canvas', use: 'Links on the page' },
  { fg: 'primary', bg: 'primary-soft', use: 'Outline button hovered, primary chip, avatar' },
  { fg: 'on-secondary', bg: 'secondary', use: 'Secondary button' },
  { fg: 'on-secondary', bg: 'secondary-hover', use: 'Secondary button, hovered' },
  { fg: 'fg', bg: 'canvas', use: 'Body text' },
  { fg: 'fg', bg: 'surface', use: 'Text on cards' },
  { fg: 'fg', bg: 'muted', use: 'Neutral chip, ghost button hovered' },
  { fg: 'muted-fg', bg: 'surface', use: 'Secondary text on cards' },
  { fg: 'muted-fg', bg: 'canvas', use: 'Secondary text on the page' },
  { fg: 'muted-fg', bg: 'muted', use: 'Empty-state icon' },
  { fg: 'on-danger', bg: 'danger', use: 'Danger button' },
  { fg: 'on-danger', bg: 'danger-hover', use: 'Danger button, hovered' },
  { fg: 'danger', bg: 'surface', use: 'Error text in forms' },
  { fg: 'fg', bg: 'info-soft', use: 'Info alert and toast' },
  { fg: 'fg', bg: 'success-soft', use: 'Success alert and toast' },
  { fg: 'fg', bg: 'warning-soft', use: 'Warning alert and toast' },
  { fg: 'fg', bg: 'danger-soft', use: 'Error alert and toast' },
  { fg: 'info', bg: 'info-soft', use: 'Info alert icon' },
  { fg: 'success', bg: 'success-soft', use: 'Success alert icon' },
  { fg: 'warning', bg: 'warning-soft', use: 'Warning alert icon' },
  { fg: 'danger', bg: 'danger-soft', use: 'Error alert icon' },
  { fg: 'info', bg: 'surface', use: 'Info text' },
  { fg: 'success', bg: 'surface', use: 'Success text' },
  { fg: 'warning', bg: 'surface', use: 'Warning text' },
  { fg: 'fg', bg: 'verdict-green-soft', use: 'Green suitability banner' },
  { fg: 'fg', bg: 'verdict-yellow-soft', use: 'Yellow suitability banner' },
  { fg: 'fg', bg: 'verdict-red-soft', use: 'Red suitability banner' },
];

/** Every `--on-x` token goes with `--x` (and `--x-hover`): such pairs are checked even if not listed above. */
const derivedPairs: Pair[] = colourNames
  .filter((name) => name.startsWith('on-'))
  .flatMap((fg) => {
    const bg = fg.slice(3);
    return [bg, `${bg}-hover`]
      .filter((candidate) => colourNames.includes(candidate))
      .map((candidate) => ({
        fg,
        bg: candidate,
        use: `--diet-${fg} is the text colour of --diet-${candidate}`,
      }));
  });

const textPairs: Pair[] = [
  ...listedTextPairs,
  ...derivedPairs.filter((pair) => !listedTextPairs.some((p) => p.fg === pair.fg && p.bg === pair.bg)),
].filter((pair) => colourNames.includes(pair.fg) && colourNames.includes(pair.bg));

const uiPairs: Pair[] = [
  { fg: 'border-strong', bg: 'surface', use: 'Borders of form controls on cards' },
  { fg: 'border-strong', bg: 'canvas', use: 'Borders of form controls on the page' },
  { fg: 'focus', bg: 'surface', use: 'Focus ring on cards' },
  { fg: 'focus', bg: 'canvas', use: 'Focus ring on the page' },
  { fg: 'primary', bg: 'muted', use: 'Progress bar on its track' },
  { fg: 'verdict-green', bg: 'surface', use: 'Green mood disc on a card' },
  { fg: 'verdict-red', bg: 'surface', use: 'Red mood disc on a card' },
].filter((pair) => colourNames.includes(pair.fg) && colourNames.includes(pair.bg));

const TEXT_MINIMUM = 4.5;
const UI_MINIMUM = 3;

/* ------------------------------------------------------------------------------------------------
 * Specimens (kept in the story: documentation, not part of the kit)
 * --------------------------------------------------------------------------------------------- */

function Section({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="diet:grid diet:gap-4" aria-labelledby={headingId}>
      <div className="diet:grid diet:gap-1">
        <h2 id={headingId} className="diet:text-2xl diet:font-semibold">
          {title}
        </h2>
        {note ? <p className="diet:max-w-prose diet:text-sm diet:text-muted-fg">{note}</p> : null}
      </div>
      {children}
    </section>
  );
}

function Swatch({ name }: { name: string }) {
  const value = useVar(name);
  return (
    <li className="diet:overflow-hidden diet:rounded-md diet:border diet:border-border diet:bg-surface">
      <div
        className="diet:h-16 diet:border-b diet:border-border"
        style={{ background: `var(--diet-${name})` }}
      />
      <div className="diet:grid diet:gap-0.5 diet:p-3 diet:text-sm">
        <code className="diet:font-semibold">--diet-{name}</code>
        <span className="diet:text-muted-fg">{value}</span>
      </div>
    </li>
  );
}

function formatRatio(ratio: number) {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function PairRow({ pair, minimum, shape = false }: { pair: Pair; minimum: number; shape?: boolean }) {
  // Read the variables while rendering so the row follows the stylesheet.
  useVar(pair.fg);
  useVar(pair.bg);
  const ratio = contrastOf(pair.fg, pair.bg);
  const passes = ratio >= minimum;
  return (
    <tr className="diet:border-t diet:border-border">
      <th scope="row" className="diet:p-2 diet:text-left diet:font-normal">
        {shape ? (
          <span
            className="diet:inline-flex diet:rounded-sm diet:p-2"
            style={{ background: `var(--diet-${pair.bg})` }}
          >
            <span
              className="diet:size-6 diet:rounded-full diet:border-4"
              style={{ borderColor: `var(--diet-${pair.fg})` }}
            />
            <span className="diet:sr-only">A ring</span>
          </span>
        ) : (
          <span
            className="diet:inline-block diet:rounded-sm diet:px-3 diet:py-1.5 diet:font-semibold"
            style={{ color: `var(--diet-${pair.fg})`, background: `var(--diet-${pair.bg})` }}
          >
            Aa Suits your diets
          </span>
        )}
      </th>
      <td className="diet:p-2">
        <code>--diet-{pair.fg}</code> on <code>--diet-{pair.bg}</code>
      </td>
      <td className="diet:p-2 diet:text-muted-fg">{pair.use}</td>
      <td className="diet:p-2 diet:text-right diet:font-semibold diet:tabular-nums">{formatRatio(ratio)}</td>
      <td className={passes ? 'diet:p-2 diet:text-success' : 'diet:p-2 diet:font-semibold diet:text-danger'}>
        {passes ? `Pass (≥ ${minimum})` : `Fails (< ${minimum})`}
      </td>
    </tr>
  );
}

function PairTable({
  caption,
  pairs,
  minimum,
  shape = false,
}: {
  caption: string;
  pairs: Pair[];
  minimum: number;
  shape?: boolean;
}) {
  return (
    // Scrolls sideways on a narrow screen: focusable and named, so the keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="diet:overflow-x-auto diet:rounded-md diet:border diet:border-border diet:bg-surface diet:outline-none diet:focus-visible:ring-4 diet:focus-visible:ring-focus"
    >
      <table className="diet:w-full diet:text-sm">
        <caption className="diet:p-3 diet:text-left diet:font-semibold">{caption}</caption>
        <thead>
          <tr className="diet:border-t diet:border-border diet:text-left diet:text-muted-fg">
            <th scope="col" className="diet:p-2 diet:font-medium">
              Sample
            </th>
            <th scope="col" className="diet:p-2 diet:font-medium">
              Pair
            </th>
            <th scope="col" className="diet:p-2 diet:font-medium">
              Used for
            </th>
            <th scope="col" className="diet:p-2 diet:text-right diet:font-medium">
              Contrast
            </th>
            <th scope="col" className="diet:p-2 diet:font-medium">
              WCAG AA
            </th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <PairRow key={`${pair.fg}/${pair.bg}`} pair={pair} minimum={minimum} shape={shape} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <div className="diet:grid diet:max-w-5xl diet:gap-10">{children}</div>;
}

/* ------------------------------------------------------------------------------------------------
 * Stories
 * --------------------------------------------------------------------------------------------- */

const meta = {
  title: 'Foundations/Tokens',
  parameters: { controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every colour token of theme.css, and the measured contrast of every text/background pair.
 * Ratios are computed in the browser from the CSS variables, so they follow any change of a value.
 */
export const Colours: Story = {
  render: () => (
    <Page>
      <Section
        title="Traffic light"
        note="The verdict colours with their text colours. Each pair must reach 4.5:1, as text and icons sit on them."
      >
        <ul className="diet:grid diet:gap-3 diet:md:grid-cols-3">
          {trafficLight.map((pair) => (
            <li
              key={pair.bg}
              className="diet:grid diet:gap-1 diet:rounded-md diet:p-4 diet:font-semibold"
              style={{ color: `var(--diet-${pair.fg})`, background: `var(--diet-${pair.bg})` }}
            >
              <span>{pair.bg.replace('verdict-', '')}</span>
              <span className="diet:text-sm diet:font-normal">
                {formatRatio(contrastOf(pair.fg, pair.bg))}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      {colourGroups.map((group) => (
        <Section key={group.title} title={group.title}>
          <ul className="diet:grid diet:grid-cols-2 diet:gap-3 diet:md:grid-cols-4">
            {group.names.map((name) => (
              <Swatch key={name} name={name} />
            ))}
          </ul>
        </Section>
      ))}
      <Section
        title="Contrast"
        note="Text pairs need 4.5:1 (WCAG 1.4.3). Focus rings and shapes that carry meaning need 3:1 against what is around them (WCAG 1.4.11)."
      >
        <PairTable caption="Text on background" pairs={textPairs} minimum={TEXT_MINIMUM} />
        <PairTable caption="Shapes and focus rings" pairs={uiPairs} minimum={UI_MINIMUM} shape />
      </Section>
    </Page>
  ),
  play: async ({ canvas }) => {
    // Every colour of theme.css is on the page.
    for (const group of colourGroups) {
      const section = within(canvas.getByRole('region', { name: group.title }));
      for (const name of group.names) await expect(section.getByText(`--diet-${name}`)).toBeVisible();
    }
    // The traffic light is among the checked pairs.
    for (const pair of trafficLight) await expect(textPairs).toContainEqual(pair);
    // Every text/background pair listed reaches 4.5:1, measured from the computed variables ...
    for (const pair of textPairs) {
      await expect(
        contrastOf(pair.fg, pair.bg),
        `--diet-${pair.fg} on --diet-${pair.bg}`,
      ).toBeGreaterThanOrEqual(TEXT_MINIMUM);
    }
    for (const pair of uiPairs) {
      await expect(
        contrastOf(pair.fg, pair.bg),
        `--diet-${pair.fg} on --diet-${pair.bg}`,
      ).toBeGreaterThanOrEqual(UI_MINIMUM);
    }
    // ... and the table shows one passing row per pair.
    const table = canvas.getByRole('table', { name: 'Text on background' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(textPairs.length);
    for (const row of rows) await expect(row).toHaveTextContent(/Pass/);
  },
};

const typeScale = [
  { name: 'xs', className: 'diet:text-xs', use: 'Chips (small), captions' },
  { name: 'sm', className: 'diet:text-sm', use: 'Secondary text, small buttons, alerts' },
  { name: 'base', className: 'diet:text-base', use: 'Body text, buttons' },
  { name: 'lg', className: 'diet:text-lg', use: 'Large buttons, lead text' },
  { name: 'xl', className: 'diet:text-xl', use: 'Card titles' },
  { name: '2xl', className: 'diet:text-2xl', use: 'Section titles' },
  { name: '3xl', className: 'diet:text-3xl', use: 'Page titles on mobile' },
  { name: '4xl', className: 'diet:text-4xl', use: 'Page titles' },
  { name: '5xl', className: 'diet:text-5xl', use: 'Hero headings' },
] as const;

const weights = [
  { className: 'diet:font-normal', label: 'Regular 400' },
  { className: 'diet:font-medium', label: 'Medium 500' },
  { className: 'diet:font-semibold', label: 'Semibold 600' },
  { className: 'diet:font-bold', label: 'Bold 700' },
] as const;

function rootFontPx() {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

function TypeRow({ name, className, use }: (typeof typeScale)[number]) {
  const size = useVar(`text-${name}`);
  const lineHeight = useVar(`text-${name}--line-height`);
  const px = parseFloat(size) * (size.endsWith('rem') ? rootFontPx() : 1);
  return (
    <li className="diet:grid diet:gap-1 diet:border-t diet:border-border diet:py-3 diet:md:grid-cols-[12rem_1fr] diet:md:items-baseline">
      <div className="diet:grid diet:text-sm">
        <code className="diet:font-semibold">{className}</code>
        <span className="diet:text-muted-fg">
          --text-{name}: {size} ({px}px), line height {lineHeight}
        </span>
        <span className="diet:text-muted-fg">{use}</span>
      </div>
      <p className={className} data-token={`text-${name}`}>
        Suits your diets
      </p>
    </li>
  );
}

/** The type scale (`--text-*` with line heights) in Inter, and the weights in use. */
export const Typography: Story = {
  render: () => (
    <Page>
      <Section
        title="Type scale"
        note="Inter Variable (font-sans). Sizes and line heights are the --text-* tokens of theme.css."
      >
        <ul>
          {typeScale.map((step) => (
            <TypeRow key={step.name} {...step} />
          ))}
        </ul>
      </Section>
      <Section title="Weights">
        <ul className="diet:grid diet:gap-2 diet:text-xl">
          {weights.map((weight) => (
            <li key={weight.className} className={weight.className}>
              {weight.label}: Suits your diets
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    // Each utility renders at the size of its token.
    for (const { name } of typeScale) {
      const specimen = canvasElement.querySelector(`[data-token="text-${name}"]`);
      const size = readVar(`text-${name}`);
      const expected = parseFloat(size) * (size.endsWith('rem') ? rootFontPx() : 1);
      await expect(specimen && parseFloat(getComputedStyle(specimen).fontSize)).toBe(expected);
    }
  },
};

const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24] as const;

function SpacingScale() {
  const unit = useVar('spacing');
  const unitPx = parseFloat(unit) * (unit.endsWith('rem') ? rootFontPx() : 1);
  return (
    <ul className="diet:grid diet:gap-2">
      {spacingSteps.map((step) => (
        <li
          key={step}
          className="diet:grid diet:grid-cols-[7rem_6rem_1fr] diet:items-center diet:gap-3 diet:text-sm"
        >
          <code className="diet:font-semibold">p-{step}</code>
          <span className="diet:text-muted-fg">{step * unitPx}px</span>
          <span
            className="diet:h-4 diet:rounded-sm diet:bg-primary"
            style={{ width: `calc(var(--diet-spacing) * ${step})` }}
          />
        </li>
      ))}
    </ul>
  );
}

/** Spacing: multiples of the `--spacing` unit (0.25rem = 4px) for padding, margins and gaps. */
export const Spacing: Story = {
  render: () => (
    <Page>
      <Section
        title="Spacing"
        note="Every p-*, m-*, gap-*, w-* and h-* utility is a multiple of --spacing. Use the steps below."
      >
        <SpacingScale />
      </Section>
    </Page>
  ),
};

const radii = [
  { className: 'diet:rounded-sm', token: 'radius-sm', use: 'Inputs, small tags' },
  { className: 'diet:rounded-md', token: 'radius-md', use: 'Cards, alerts, menus' },
  { className: 'diet:rounded-lg', token: 'radius-lg', use: 'Sections, dialogs, empty states' },
  { className: 'diet:rounded-full', token: null, use: 'Buttons, chips, avatars' },
] as const;

function RadiusTile({ className, token, use }: (typeof radii)[number]) {
  const value = useVar(token ?? 'radius-sm');
  return (
    <li className="diet:grid diet:gap-2 diet:text-sm">
      <div
        className={`diet:h-20 diet:w-full diet:border-2 diet:border-primary diet:bg-primary-soft ${className}`}
      />
      <code className="diet:font-semibold">{className}</code>
      <span className="diet:text-muted-fg">{token ? `--diet-${token}: ${value}` : '9999px (pill)'}</span>
      <span className="diet:text-muted-fg">{use}</span>
    </li>
  );
}

/** Corner radii. */
export const Radii: Story = {
  render: () => (
    <Page>
      <Section title="Radii">
        <ul className="diet:grid diet:grid-cols-2 diet:gap-6 diet:md:grid-cols-4">
          {radii.map((radius) => (
            <RadiusTile key={radius.className} {...radius} />
          ))}
        </ul>
      </Section>
    </Page>
  ),
};

const shadows = [
  { className: 'diet:shadow-card', token: 'shadow-card', use: 'Cards, product tiles' },
  { className: 'diet:shadow-overlay', token: 'shadow-overlay', use: 'Menus, dialogs, toasts' },
] as const;

function ShadowTile({ className, token, use }: (typeof shadows)[number]) {
  const value = useVar(token);
  return (
    <li className="diet:grid diet:gap-3 diet:text-sm">
      <div className={`diet:h-24 diet:rounded-md diet:bg-surface ${className}`} />
      <code className="diet:font-semibold">{className}</code>
      <span className="diet:text-muted-fg">{value}</span>
      <span className="diet:text-muted-fg">{use}</span>
    </li>
  );
}

/** Elevation. */
export const Shadows: Story = {
  render: () => (
    <Page>
      <Section title="Shadows">
        <ul className="diet:grid diet:gap-8 diet:p-4 diet:md:grid-cols-2">
          {shadows.map((shadow) => (
            <ShadowTile key={shadow.className} {...shadow} />
          ))}
        </ul>
      </Section>
    </Page>
  ),
};

const desktopQuery = '(min-width: 48rem)';

function subscribeToBreakpoint(onChange: () => void) {
  const query = window.matchMedia(desktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function BreakpointIndicator() {
  const desktop = useSyncExternalStore(subscribeToBreakpoint, () => window.matchMedia(desktopQuery).matches);
  return (
    <div className="diet:grid diet:gap-3">
      <p className="diet:rounded-md diet:bg-secondary diet:p-4 diet:font-semibold diet:text-on-secondary diet:md:hidden">
        Narrower than 768 px: mobile layout (bottom bar, full-screen menu, accordions).
      </p>
      <p className="diet:hidden diet:rounded-md diet:bg-primary diet:p-4 diet:font-semibold diet:text-on-primary diet:md:block">
        768 px or wider: desktop layout (sidebar, nav pill, cards).
      </p>
      <p className="diet:text-sm diet:text-muted-fg">
        matchMedia{`('${desktopQuery}')`}: <strong>{String(desktop)}</strong> at {window.innerWidth} px.
      </p>
    </div>
  );
}

/**
 * The product's one layout breakpoint: 768 px (`md`, 48rem). Below it the mobile layout, from it on
 * the desktop layout. Switch the viewport toolbar between "Mobile (375)" and "Breakpoint (768)".
 */
export const Breakpoint: Story = {
  render: () => (
    <Page>
      <Section
        title="Breakpoint"
        note="md = 48rem = 768 px, set as --breakpoint-md in theme.css. Write mobile first and add md: for desktop."
      >
        <BreakpointIndicator />
      </Section>
    </Page>
  ),
  play: async ({ canvas }) => {
    const desktop = window.matchMedia(desktopQuery).matches;
    await expect(window.innerWidth >= 768).toBe(desktop);
    const mobileNote = canvas.getByText(/Narrower than 768 px/);
    const desktopNote = canvas.getByText(/768 px or wider/);
    await expect(desktop ? desktopNote : mobileNote).toBeVisible();
    await expect(desktop ? mobileNote : desktopNote).not.toBeVisible();
  },
};
