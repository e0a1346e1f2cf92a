import jsQR from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';

import { QR_QUIET_ZONE, QrCode } from './index.js';

// The encoder is `uqr`'s; what this kit owns is the drawing. These tests read the SVG the component
// renders, paint it into pixels and decode them with an independent reader (jsQR), as a phone would.

const LINK = 'https://diet.example.ch/share/anna-muster';
const LONG_LINK = `${LINK}?ref=profile-share&utm_source=app&utm_medium=qr&lang=de-CH&token=7f3a9c21b4e8`;
const PIXELS_PER_MODULE = 4;

type Symbol = { extent: number; dark: boolean[][]; svg: string };

/** The rendered symbol: the viewBox's extent and the dark modules of its path (`M x y h n v1 h-n z`). */
function rendered(value: string, size?: number): Symbol {
  const svg = renderToStaticMarkup(<QrCode value={value} label="QR code" size={size} />);
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const d = /<path d="([^"]*)"/.exec(svg)?.[1];
  if (!viewBox || d === undefined) throw new Error(`no QR drawing in ${svg}`);
  const extent = Number(viewBox[1]);
  expect(Number(viewBox[2])).toBe(extent);
  const dark = Array.from({ length: extent }, () => Array<boolean>(extent).fill(false));
  const runs = d.match(/M\d+ \d+h\d+v1h-\d+z/g) ?? [];
  // Every character of the path belongs to a run this reader understands.
  expect(runs.join('')).toBe(d);
  for (const run of runs) {
    const [x, y, width] = run.match(/\d+/g)!.map(Number) as [number, number, number];
    for (let i = 0; i < width; i++) dark[y]![x + i] = true;
  }
  return { extent, dark, svg };
}

/** Decodes the symbol painted black on white at PIXELS_PER_MODULE, or null when jsQR cannot. */
function scan({ extent, dark }: Symbol): string | null {
  const side = extent * PIXELS_PER_MODULE;
  const rgba = new Uint8ClampedArray(side * side * 4);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const tone = dark[Math.floor(py / PIXELS_PER_MODULE)]![Math.floor(px / PIXELS_PER_MODULE)] ? 0 : 255;
      rgba.set([tone, tone, tone, 255], (py * side + px) * 4);
    }
  }
  return jsQR(rgba, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * The error-correction level written in the format information next to the top-left finder: its two
 * most significant bits, after the standard's XOR mask (101010000010010), are 00 for M (L 01,
 * Q 11, H 10); they sit in row 8, columns 0 and 1 of the symbol (inside the quiet zone here).
 */
function errorCorrectionLevel({ dark }: Symbol): string {
  const row = dark[QR_QUIET_ZONE + 8]!;
  const bits = (Number(row[QR_QUIET_ZONE]!) << 1) | Number(row[QR_QUIET_ZONE + 1]!);
  return { 0b00: 'M', 0b01: 'L', 0b11: 'Q', 0b10: 'H' }[bits ^ 0b10]!;
}

describe('QrCode', () => {
  it.each([
    ['the share link', LINK],
    ['a long link (a bigger version)', LONG_LINK],
    ['text beyond ASCII (UTF-8 bytes)', 'https://diet.example.ch/share/zoë-müller'],
  ])('given %s, should draw a symbol a reader decodes back to it', (_, value) => {
    expect(scan(rendered(value))).toBe(value);
  });

  it('given any link, should write error correction level M (the spec’s)', () => {
    expect(errorCorrectionLevel(rendered(LINK))).toBe('M');
    expect(errorCorrectionLevel(rendered(LONG_LINK))).toBe('M');
  });

  it('given a symbol, should keep a light quiet zone of four modules on every side', () => {
    const { extent, dark } = rendered(LINK);
    const border = (x: number, y: number) =>
      x < QR_QUIET_ZONE || y < QR_QUIET_ZONE || x >= extent - QR_QUIET_ZONE || y >= extent - QR_QUIET_ZONE;
    const darkInBorder = dark.flatMap((row, y) => row.filter((isDark, x) => isDark && border(x, y)));
    expect(darkInBorder).toEqual([]);
    // The top-left finder's corner starts right inside the quiet zone.
    expect(dark[QR_QUIET_ZONE]![QR_QUIET_ZONE]).toBe(true);
  });

  it('given a longer link, should grow the symbol but keep the size in px (180 by default)', () => {
    const short = rendered(LINK);
    const long = rendered(LONG_LINK);
    expect(long.extent).toBeGreaterThan(short.extent);
    for (const { svg } of [short, long]) {
      expect(svg).toMatch(/width="180"/);
      expect(svg).toMatch(/height="180"/);
    }
    expect(rendered(LINK, 240).svg).toMatch(/width="240"/);
  });

  it('given its label, should be an image named by it', () => {
    expect(renderToStaticMarkup(<QrCode value={LINK} label="Scan to open" />)).toMatch(
      /^<svg role="img" aria-label="Scan to open"/,
    );
  });
});
