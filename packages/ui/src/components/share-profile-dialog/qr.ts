/*
 * A small QR Code (model 2) encoder for the share dialog: byte mode, versions 1-10, error
 * correction level M (the spec's constant), automatic mask choice by the ISO/IEC 18004 penalty
 * score, and an SVG path of the dark modules. No dependencies.
 */

/** The error-correction level this encoder writes: M (about 15 % of the codewords can be restored). */
export const QR_EC_LEVEL = 'M';
/** The smallest and largest version (size) this encoder produces. */
export const QR_MIN_VERSION = 1;
export const QR_MAX_VERSION = 10;
/** The light border the standard asks for around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

/** A QR symbol: `modules[y][x]` is `true` for a dark module. */
export type QrMatrix = {
  version: number;
  /** Modules per side: 21 + 4 × (version − 1). */
  size: number;
  /** The mask pattern applied, 0-7. */
  mask: number;
  modules: boolean[][];
};

/** Level M per version (index = version): error-correction codewords per block and number of blocks. */
const EC_CODEWORDS_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26] as const;
const EC_BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5] as const;
/** Centre coordinates of the alignment patterns per version (index = version). */
const ALIGNMENT_POSITIONS: readonly (readonly number[])[] = [
  [],
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];
/** Format-information bits of the level: M is 00 (L 01, Q 11, H 10). */
const EC_LEVEL_BITS_M = 0b00;

function at<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`No entry ${index}`);
  return value;
}

function checkVersion(version: number): void {
  if (!Number.isInteger(version) || version < QR_MIN_VERSION || version > QR_MAX_VERSION) {
    throw new RangeError(`QR version must be ${QR_MIN_VERSION}-${QR_MAX_VERSION}, got ${version}`);
  }
}

/** Modules per side of a version: 21 + 4 × (version − 1). */
export function symbolSize(version: number): number {
  checkVersion(version);
  return 17 + 4 * version;
}

/** Number of modules that carry codewords (data + error correction + remainder bits). */
export function rawDataModules(version: number): number {
  checkVersion(version);
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignCount = Math.floor(version / 7) + 2;
    result -= (25 * alignCount - 10) * alignCount - 55;
    if (version >= 7) result -= 36; // two 6×3 version-information blocks
  }
  return result;
}

/** Total 8-bit codewords of a version. */
export function totalCodewords(version: number): number {
  return Math.floor(rawDataModules(version) / 8);
}

/** Data (not error-correction) codewords of a version at level M. */
export function dataCodewordCount(version: number): number {
  return totalCodewords(version) - at(EC_CODEWORDS_PER_BLOCK, version) * at(EC_BLOCKS, version);
}

/** Bits of the byte-mode character count field: 8 for versions 1-9, 16 from version 10. */
function countBits(version: number): number {
  return version <= 9 ? 8 : 16;
}

/** Most bytes a version holds in byte mode at level M. */
export function byteCapacity(version: number): number {
  return Math.floor((dataCodewordCount(version) * 8 - 4 - countBits(version)) / 8);
}

// ---- Galois field GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D) ----

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] ?? 0;
}

function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0;
}

/** The Reed-Solomon generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), leading 1 dropped. */
function generatorPolynomial(degree: number): number[] {
  // Coefficients from the highest power down, without the leading x^degree term.
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    const root = EXP[i] ?? 0;
    for (let j = 0; j < poly.length; j++) {
      const coefficient = poly[j] ?? 0;
      next[j] = (next[j] ?? 0) ^ coefficient;
      next[j + 1] = (next[j + 1] ?? 0) ^ gfMultiply(coefficient, root);
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The `degree` error-correction codewords of `data` (the remainder of data·x^degree by the generator). */
export function reedSolomonRemainder(data: readonly number[], degree: number): number[] {
  const generator = generatorPolynomial(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    for (let i = 0; i < degree; i++) {
      remainder[i] = (remainder[i] ?? 0) ^ gfMultiply(at(generator, i), factor);
    }
  }
  return remainder;
}

// ---- Data encoding ----

class BitBuffer {
  readonly bits: number[] = [];
  append(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }
}

/**
 * The data codewords of `bytes` in byte mode for `version` at level M: mode indicator 0100,
 * character count, the bytes, terminator, padding to a byte and the pad codewords 0xEC / 0x11.
 */
export function byteModeCodewords(bytes: Uint8Array, version: number): number[] {
  const capacity = dataCodewordCount(version);
  if (bytes.length > byteCapacity(version)) {
    throw new RangeError(`${bytes.length} bytes do not fit a version ${version} QR code at level M`);
  }
  const buffer = new BitBuffer();
  buffer.append(0b0100, 4);
  buffer.append(bytes.length, countBits(version));
  for (const byte of bytes) buffer.append(byte, 8);
  buffer.append(0, Math.min(4, capacity * 8 - buffer.bits.length));
  buffer.append(0, (8 - (buffer.bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < buffer.bits.length; i += 8) {
    let byte = 0;
    for (let j = 0; j < 8; j++) byte = (byte << 1) | (buffer.bits[i + j] ?? 0);
    codewords.push(byte);
  }
  for (let pad = 0xec; codewords.length < capacity; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits data codewords into the version's blocks, adds each block's error correction and interleaves. */
export function interleaveWithErrorCorrection(data: readonly number[], version: number): number[] {
  if (data.length !== dataCodewordCount(version)) {
    throw new RangeError(`Version ${version} needs ${dataCodewordCount(version)} data codewords`);
  }
  const blockCount = at(EC_BLOCKS, version);
  const ecLength = at(EC_CODEWORDS_PER_BLOCK, version);
  const total = totalCodewords(version);
  const shortBlocks = blockCount - (total % blockCount);
  const shortDataLength = Math.floor(total / blockCount) - ecLength;
  const dataBlocks: number[][] = [];
  const ecBlocks: number[][] = [];
  for (let block = 0, offset = 0; block < blockCount; block++) {
    const length = shortDataLength + (block < shortBlocks ? 0 : 1);
    const blockData = data.slice(offset, offset + length);
    offset += length;
    dataBlocks.push(blockData);
    ecBlocks.push(reedSolomonRemainder(blockData, ecLength));
  }
  const result: number[] = [];
  for (let i = 0; i <= shortDataLength; i++) {
    for (const block of dataBlocks) if (i < block.length) result.push(at(block, i));
  }
  for (let i = 0; i < ecLength; i++) {
    for (const block of ecBlocks) result.push(at(block, i));
  }
  return result;
}

// ---- BCH-protected format and version information ----

/** The 15 format-information bits for level M and `mask` (BCH(15,5) code, XOR 101010000010010). */
export function formatBits(mask: number): number {
  if (!Number.isInteger(mask) || mask < 0 || mask > 7) throw new RangeError(`Mask must be 0-7, got ${mask}`);
  const data = (EC_LEVEL_BITS_M << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | (remainder & 0x3ff)) ^ 0x5412;
}

/** The 18 version-information bits (BCH(18,6) code) that versions 7 and up carry. */
export function versionBits(version: number): number {
  checkVersion(version);
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  return (version << 12) | (remainder & 0xfff);
}

// ---- Symbol layout ----

type Grid = { size: number; modules: boolean[][]; reserved: boolean[][] };

function newGrid(size: number): Grid {
  const rows = () => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  return { size, modules: rows(), reserved: rows() };
}

function setFunction(grid: Grid, x: number, y: number, dark: boolean): void {
  const row = grid.modules[y];
  const reservedRow = grid.reserved[y];
  if (!row || !reservedRow || x < 0 || x >= grid.size) return;
  row[x] = dark;
  reservedRow[x] = true;
}

function drawFinder(grid: Grid, centerX: number, centerY: number): void {
  // 7×7 finder plus its one-module light separator (9×9, clipped at the edges).
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const ring = Math.max(Math.abs(dx), Math.abs(dy));
      const x = centerX + dx;
      const y = centerY + dy;
      if (x >= 0 && x < grid.size && y >= 0 && y < grid.size)
        setFunction(grid, x, y, ring !== 2 && ring !== 4);
    }
  }
}

function drawAlignment(grid: Grid, centerX: number, centerY: number): void {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      setFunction(grid, centerX + dx, centerY + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
}

function drawFormat(grid: Grid, mask: number): void {
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const { size } = grid;
  // Copy 1, around the top-left finder.
  for (let i = 0; i <= 5; i++) setFunction(grid, 8, i, bit(i));
  setFunction(grid, 8, 7, bit(6));
  setFunction(grid, 8, 8, bit(7));
  setFunction(grid, 7, 8, bit(8));
  for (let i = 9; i < 15; i++) setFunction(grid, 14 - i, 8, bit(i));
  // Copy 2, split between the top-right and bottom-left finders.
  for (let i = 0; i < 8; i++) setFunction(grid, size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) setFunction(grid, 8, size - 15 + i, bit(i));
  // The dark module, always dark.
  setFunction(grid, 8, size - 8, true);
}

function drawVersion(grid: Grid, version: number): void {
  if (version < 7) return;
  const bits = versionBits(version);
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1;
    const a = grid.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    setFunction(grid, a, b, dark); // top right
    setFunction(grid, b, a, dark); // bottom left
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid;
  for (let i = 0; i < size; i++) {
    setFunction(grid, 6, i, i % 2 === 0);
    setFunction(grid, i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, size - 4, 3);
  drawFinder(grid, 3, size - 4);
  const positions = at(ALIGNMENT_POSITIONS, version);
  const last = positions.length - 1;
  positions.forEach((y, row) => {
    positions.forEach((x, column) => {
      const onFinder =
        (row === 0 && column === 0) || (row === 0 && column === last) || (row === last && column === 0);
      if (!onFinder) drawAlignment(grid, x, y);
    });
  });
  drawFormat(grid, 0); // reserves the area; rewritten once the mask is known
  drawVersion(grid, version);
}

/** Places the codeword bits in the two-column zigzag from the bottom-right corner, skipping function modules. */
function placeCodewords(grid: Grid, codewords: readonly number[]): void {
  const { size } = grid;
  const bitCount = codewords.length * 8;
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // the vertical timing pattern column is skipped
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        if (grid.reserved[y]?.[x]) continue;
        const row = grid.modules[y];
        if (!row) continue;
        // Remainder bits past the last codeword stay light.
        row[x] = index < bitCount && ((at(codewords, index >>> 3) >>> (7 - (index & 7))) & 1) === 1;
        index++;
      }
    }
  }
}

/** Whether mask pattern `mask` inverts the module at column `x`, row `y`. */
export function maskInverts(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    case 7:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      throw new RangeError(`Mask must be 0-7, got ${mask}`);
  }
}

function applyMask(grid: Grid, mask: number): void {
  for (let y = 0; y < grid.size; y++) {
    const row = grid.modules[y];
    if (!row) continue;
    for (let x = 0; x < grid.size; x++) {
      if (!grid.reserved[y]?.[x] && maskInverts(mask, x, y)) row[x] = !row[x];
    }
  }
}

// ---- Mask evaluation (ISO/IEC 18004 section 7.8.3) ----

const N1 = 3;
const N2 = 3;
const N3 = 40;
const N4 = 10;

/** Rule 1 on one line: a run of 5 + i same-coloured modules scores N1 + i. */
function runPenalty(line: readonly boolean[]): number {
  let penalty = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
    } else {
      if (run >= 5) penalty += N1 + (run - 5);
      run = 1;
    }
  }
  return penalty;
}

const FINDER_LIKE = [true, false, true, true, true, false, true];

/**
 * Whether `line[from, to)` lies inside the symbol and is all light. The quiet zone does not count,
 * so the finder patterns themselves are not penalised (as in ZXing's reference encoder, whose test
 * symbols this encoder reproduces mask for mask).
 */
function lightBetween(line: readonly boolean[], from: number, to: number): boolean {
  if (from < 0 || to > line.length) return false;
  for (let i = from; i < to; i++) if (line[i]) return false;
  return true;
}

/** Rule 3 on one line: each dark-light-dark×3-light-dark pattern with 4 light modules on either side scores N3. */
function finderLikePenalty(line: readonly boolean[]): number {
  let penalty = 0;
  for (let start = 0; start + 7 <= line.length; start++) {
    if (!FINDER_LIKE.every((dark, i) => line[start + i] === dark)) continue;
    if (lightBetween(line, start - 4, start) || lightBetween(line, start + 7, start + 11)) penalty += N3;
  }
  return penalty;
}

/** The penalty score of a finished symbol; the mask with the lowest score is used. */
export function penaltyScore(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  const rows = modules;
  const columns = Array.from({ length: size }, (_, x) => modules.map((row) => row[x] ?? false));
  let penalty = 0;
  for (const line of [...rows, ...columns]) penalty += runPenalty(line) + finderLikePenalty(line);
  // Rule 2: every 2×2 block of one colour.
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const colour = rows[y]?.[x];
      if (colour === rows[y]?.[x + 1] && colour === rows[y + 1]?.[x] && colour === rows[y + 1]?.[x + 1]) {
        penalty += N2;
      }
    }
  }
  // Rule 4: N4 for every full 5 % the dark share deviates from 50 %.
  const dark = rows.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const total = size * size;
  penalty += Math.floor((Math.abs(dark * 2 - total) * 10) / total) * N4;
  return penalty;
}

/**
 * Builds the symbol for `dataCodewords` (exactly the version's data codewords at level M): adds
 * error correction, places everything and applies `mask`, or the mask with the lowest penalty score.
 */
export function buildSymbol(version: number, dataCodewords: readonly number[], mask?: number): QrMatrix {
  const size = symbolSize(version);
  const codewords = interleaveWithErrorCorrection(dataCodewords, version);
  const base = newGrid(size);
  drawFunctionPatterns(base, version);
  placeCodewords(base, codewords);
  const render = (candidate: number): Grid => {
    const grid: Grid = {
      size,
      modules: base.modules.map((row) => row.slice()),
      reserved: base.reserved,
    };
    applyMask(grid, candidate);
    drawFormat(grid, candidate);
    return grid;
  };
  let chosen = mask;
  if (chosen === undefined) {
    let best = Number.POSITIVE_INFINITY;
    for (let candidate = 0; candidate < 8; candidate++) {
      const score = penaltyScore(render(candidate).modules);
      if (score < best) {
        best = score;
        chosen = candidate;
      }
    }
  }
  const final = render(chosen ?? 0);
  return { version, size, mask: chosen ?? 0, modules: final.modules };
}

/**
 * Encodes `text` (as UTF-8) in byte mode at level M in the smallest version from `minVersion`
 * up to 10 that holds it. Throws a RangeError when the text is longer than version 10 allows
 * (213 bytes).
 */
export function encodeQr(text: string, options: { minVersion?: number; mask?: number } = {}): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  for (let version = options.minVersion ?? QR_MIN_VERSION; version <= QR_MAX_VERSION; version++) {
    if (bytes.length <= byteCapacity(version)) {
      return buildSymbol(version, byteModeCodewords(bytes, version), options.mask);
    }
  }
  throw new RangeError(
    `${bytes.length} bytes are too long for a QR code up to version ${QR_MAX_VERSION} at level M`,
  );
}

/**
 * An SVG path of the dark modules, one unit per module, shifted by the quiet zone, for a
 * `viewBox="0 0 {size + 2 × border} {size + 2 × border}"`. Horizontal runs are merged.
 */
export function qrSvgPath(matrix: QrMatrix, border = QR_QUIET_ZONE): string {
  const parts: string[] = [];
  matrix.modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + border} ${y + border}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}
