import {
  buildSymbol,
  byteCapacity,
  byteModeCodewords,
  dataCodewordCount,
  encodeQr,
  formatBits,
  maskInverts,
  penaltyScore,
  qrSvgPath,
  reedSolomonRemainder,
  symbolSize,
  totalCodewords,
  versionBits,
  type QrMatrix,
} from './qr.js';

/** Parses a matrix written as rows of "1 0 1 ..." (ZXing's test format). */
function parseMatrix(text: string): boolean[][] {
  return text
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .map((cell) => cell === '1'),
    );
}

/** Packs bits given as [value, length] pairs into codewords, then pads like the standard (0xEC, 0x11). */
function packCodewords(fields: [number, number][], capacity: number): number[] {
  const bits: number[] = [];
  for (const [value, length] of fields) for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  while (bits.length % 8) bits.push(0);
  const bytes: number[] = [];
  for (let i = 0; i < bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  for (let pad = 0xec; bytes.length < capacity; pad ^= 0xec ^ 0x11) bytes.push(pad);
  return bytes;
}

function finderAt(matrix: QrMatrix, left: number, top: number): boolean {
  for (let dy = 0; dy < 7; dy++) {
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (matrix.modules[top + dy]?.[left + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('QR sizes and capacities (level M)', () => {
  it('given versions 1-10, should be 21 + 4 × (v − 1) modules per side', () => {
    for (let version = 1; version <= 10; version++) expect(symbolSize(version)).toBe(21 + 4 * (version - 1));
  });

  it('given the ISO tables, should have the same codeword counts and byte capacities', () => {
    const versions = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(versions.map(totalCodewords)).toEqual([26, 44, 70, 100, 134, 172, 196, 242, 292, 346]);
    expect(versions.map(dataCodewordCount)).toEqual([16, 28, 44, 64, 86, 108, 124, 154, 182, 216]);
    expect(versions.map(byteCapacity)).toEqual([14, 26, 42, 62, 84, 106, 122, 152, 180, 213]);
  });

  it('given a version outside 1-10, should refuse it', () => {
    expect(() => symbolSize(0)).toThrow(RangeError);
    expect(() => symbolSize(11)).toThrow(RangeError);
  });
});

describe('Reed-Solomon error correction', () => {
  it('given the data codewords of "HELLO WORLD" at 1-M, should give the known 10 EC codewords', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('given the ISO example "01234567" at 1-M, should give its EC codewords', () => {
    const data = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, 10)).toEqual([165, 36, 212, 193, 237, 54, 199, 135, 44, 85]);
  });
});

describe('format and version information', () => {
  it('given level M and each mask, should give the 15 format bits of the ISO table', () => {
    const table = [
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ];
    table.forEach((bits, mask) => expect(formatBits(mask).toString(2).padStart(15, '0')).toBe(bits));
  });

  it('given versions 7-10, should give the 18 version bits of the ISO table', () => {
    expect([7, 8, 9, 10].map(versionBits)).toEqual([0x07c94, 0x085bc, 0x09a99, 0x0a4d3]);
  });
});

describe('byte mode data', () => {
  it('given "hi", should write mode 0100, count 2, the bytes, terminator and pad codewords', () => {
    const codewords = byteModeCodewords(new TextEncoder().encode('hi'), 1);
    expect(codewords).toEqual([
      0x40, 0x26, 0x86, 0x90, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ]);
  });

  it('given version 10, should use a 16-bit character count', () => {
    const codewords = byteModeCodewords(new TextEncoder().encode('A'), 10);
    expect(codewords.slice(0, 4)).toEqual([0x40, 0x00, 0x14, 0x10]);
  });
});

describe('whole symbols against ZXing reference matrices (level M, version 1)', () => {
  // ZXing EncoderTestCase.testEncodeShiftjisNumeric: "0123", numeric mode, 1-M, mask 0.
  const numeric0123 = parseMatrix(`
    1 1 1 1 1 1 1 0 0 0 0 0 1 0 1 1 1 1 1 1 1
    1 0 0 0 0 0 1 0 1 1 0 1 0 0 1 0 0 0 0 0 1
    1 0 1 1 1 0 1 0 0 1 1 0 0 0 1 0 1 1 1 0 1
    1 0 1 1 1 0 1 0 0 0 1 0 0 0 1 0 1 1 1 0 1
    1 0 1 1 1 0 1 0 1 0 1 1 1 0 1 0 1 1 1 0 1
    1 0 0 0 0 0 1 0 0 1 0 1 0 0 1 0 0 0 0 0 1
    1 1 1 1 1 1 1 0 1 0 1 0 1 0 1 1 1 1 1 1 1
    0 0 0 0 0 0 0 0 0 1 1 0 0 0 0 0 0 0 0 0 0
    1 0 1 0 1 0 1 0 0 0 0 0 1 0 0 0 1 0 0 1 0
    0 0 0 0 0 0 0 1 1 0 1 1 0 1 0 1 0 1 0 1 0
    0 1 0 1 0 1 1 1 1 0 0 1 0 1 1 1 0 1 0 1 0
    0 1 1 1 0 0 0 0 0 0 1 1 1 1 0 1 1 1 0 1 0
    0 0 0 1 1 1 1 1 1 1 1 1 0 1 1 1 0 0 1 0 1
    0 0 0 0 0 0 0 0 1 1 0 0 0 0 1 0 0 0 1 1 0
    1 1 1 1 1 1 1 0 0 1 0 0 1 0 0 0 1 0 0 0 1
    1 0 0 0 0 0 1 0 0 1 0 0 0 0 1 0 0 0 1 0 0
    1 0 1 1 1 0 1 0 1 1 0 0 1 0 1 0 1 0 1 0 1
    1 0 1 1 1 0 1 0 0 1 1 1 0 1 0 1 0 1 0 1 0
    1 0 1 1 1 0 1 0 1 0 1 1 0 1 1 1 0 1 1 0 1
    1 0 0 0 0 0 1 0 0 0 1 1 1 1 0 1 1 1 0 0 0
    1 1 1 1 1 1 1 0 1 0 1 1 0 1 1 1 0 1 1 0 1`);
  // mode 0001, count 4 (10 bits), "012" (10 bits), "3" (4 bits), terminator.
  const numericData = packCodewords(
    [
      [0b0001, 4],
      [4, 10],
      [12, 10],
      [3, 4],
      [0, 4],
    ],
    16,
  );

  // ZXing EncoderTestCase.testEncodeKanjiMode: "日本" (Shift_JIS 93FA 967B), kanji mode, 1-M, mask 4.
  const kanjiNihon = parseMatrix(`
    1 1 1 1 1 1 1 0 1 1 1 1 0 0 1 1 1 1 1 1 1
    1 0 0 0 0 0 1 0 0 0 0 1 1 0 1 0 0 0 0 0 1
    1 0 1 1 1 0 1 0 0 0 1 0 0 0 1 0 1 1 1 0 1
    1 0 1 1 1 0 1 0 1 0 1 0 1 0 1 0 1 1 1 0 1
    1 0 1 1 1 0 1 0 1 1 0 1 1 0 1 0 1 1 1 0 1
    1 0 0 0 0 0 1 0 1 0 1 0 1 0 1 0 0 0 0 0 1
    1 1 1 1 1 1 1 0 1 0 1 0 1 0 1 1 1 1 1 1 1
    0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0
    1 0 0 0 1 0 1 1 1 0 0 0 1 1 1 1 1 1 0 0 1
    0 1 1 0 0 1 0 1 1 0 1 0 1 1 1 0 0 0 1 0 1
    1 1 1 1 0 1 1 1 0 0 1 0 1 1 0 0 0 0 1 1 1
    1 0 1 0 1 1 0 0 0 0 1 1 1 0 0 1 0 0 1 1 0
    0 0 1 0 1 1 1 1 1 1 1 1 0 0 1 1 1 1 0 1 1
    0 0 0 0 0 0 0 0 1 1 1 1 1 0 0 1 0 1 0 0 0
    1 1 1 1 1 1 1 0 1 1 0 1 0 0 1 1 1 1 1 1 0
    1 0 0 0 0 0 1 0 0 0 0 0 0 1 1 0 1 0 1 0 1
    1 0 1 1 1 0 1 0 1 0 1 0 1 1 1 0 0 0 1 1 1
    1 0 1 1 1 0 1 0 0 1 0 0 1 1 1 0 0 0 1 1 1
    1 0 1 1 1 0 1 0 0 1 1 0 1 1 0 0 0 1 0 0 0
    1 0 0 0 0 0 1 0 0 0 1 1 1 0 0 1 0 1 0 0 0
    1 1 1 1 1 1 1 0 1 1 1 1 0 0 1 1 1 0 1 1 0`);
  const kanji = (sjis: number) => {
    const offset = sjis - 0x8140;
    return (offset >> 8) * 0xc0 + (offset & 0xff);
  };
  const kanjiData = packCodewords(
    [
      [0b1000, 4],
      [2, 8],
      [kanji(0x93fa), 13],
      [kanji(0x967b), 13],
      [0, 4],
    ],
    16,
  );

  it('given the data of "0123" and mask 0, should draw exactly the reference matrix', () => {
    expect(buildSymbol(1, numericData, 0).modules).toEqual(numeric0123);
  });

  it('given the data of "日本" and mask 4, should draw exactly the reference matrix', () => {
    expect(buildSymbol(1, kanjiData, 4).modules).toEqual(kanjiNihon);
  });

  it('given no mask, should choose the same mask by penalty score as the reference', () => {
    expect(buildSymbol(1, numericData).mask).toBe(0);
    expect(buildSymbol(1, kanjiData).mask).toBe(4);
  });
});

/**
 * A small independent reader: checks the format information, removes the mask, reads the
 * codewords in the zigzag order, checks every block's error correction and decodes byte mode.
 */
function readSymbol(matrix: QrMatrix): string {
  const { size, version, modules } = matrix;
  const bit = (x: number, y: number) => modules[y]?.[x] ?? false;
  let format = 0;
  const copy1: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  copy1.forEach(([x, y], i) => (format |= (bit(x, y) ? 1 : 0) << i));
  const mask = formatBits(0) === format ? 0 : [1, 2, 3, 4, 5, 6, 7].find((m) => formatBits(m) === format);
  if (mask === undefined) throw new Error('format information is not level M');
  expect(mask).toBe(matrix.mask);

  // Function modules: finders with separators, timing, alignment, format, version.
  const reserved = (x: number, y: number): boolean => {
    if ((x < 9 && y < 9) || (x >= size - 8 && y < 9) || (x < 9 && y >= size - 8)) return true;
    if (x === 6 || y === 6) return true;
    if (
      version >= 7 &&
      ((x >= size - 11 && x < size - 8 && y < 6) || (y >= size - 11 && y < size - 8 && x < 6))
    )
      return true;
    if (version >= 2) {
      const count = Math.floor(version / 7) + 2;
      const last = size - 7;
      const step = count === 2 ? last - 6 : Math.ceil((last - 6) / (count - 1) / 2) * 2;
      const centres = [6, ...Array.from({ length: count - 1 }, (_, i) => last - (count - 2 - i) * step)];
      for (const cy of centres) {
        for (const cx of centres) {
          const onFinder = (cx === 6 && cy === 6) || (cx === 6 && cy === last) || (cx === last && cy === 6);
          if (!onFinder && Math.abs(x - cx) <= 2 && Math.abs(y - cy) <= 2) return true;
        }
      }
    }
    return false;
  };

  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        if (reserved(x, y)) continue;
        bits.push(bit(x, y) !== maskInverts(mask, x, y) ? 1 : 0);
      }
    }
  }
  const total = totalCodewords(version);
  const codewords: number[] = [];
  for (let i = 0; i < total; i++) codewords.push(parseInt(bits.slice(i * 8, i * 8 + 8).join(''), 2));

  const blocks = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5][version] ?? 0;
  const ecLength = (total - dataCodewordCount(version)) / blocks;
  const shortBlocks = blocks - (total % blocks);
  const shortLength = Math.floor(total / blocks) - ecLength;
  const lengths = Array.from({ length: blocks }, (_, b) => shortLength + (b < shortBlocks ? 0 : 1));
  const dataBlocks = lengths.map(() => [] as number[]);
  let k = 0;
  for (let i = 0; i <= shortLength; i++) {
    dataBlocks.forEach((block, b) => {
      if (i < (lengths[b] ?? 0)) block.push(codewords[k++] ?? -1);
    });
  }
  const ecBlocks = lengths.map(() => [] as number[]);
  for (let i = 0; i < ecLength; i++) ecBlocks.forEach((block) => block.push(codewords[k++] ?? -1));
  dataBlocks.forEach((block, b) => expect(reedSolomonRemainder(block, ecLength)).toEqual(ecBlocks[b]));

  const data = dataBlocks.flat();
  const dataBits = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >>> (7 - i)) & 1));
  const read = (from: number, length: number) => parseInt(dataBits.slice(from, from + length).join(''), 2);
  expect(read(0, 4)).toBe(0b0100);
  const countLength = version <= 9 ? 8 : 16;
  const count = read(4, countLength);
  const bytes = Uint8Array.from({ length: count }, (_, i) => read(4 + countLength + i * 8, 8));
  return new TextDecoder().decode(bytes);
}

describe('encodeQr (byte mode, level M)', () => {
  it('given "HELLO WORLD", should make a readable version 1 symbol with three finder patterns', () => {
    const matrix = encodeQr('HELLO WORLD');
    expect(matrix.version).toBe(1);
    expect(matrix.size).toBe(21);
    expect(finderAt(matrix, 0, 0)).toBe(true);
    expect(finderAt(matrix, matrix.size - 7, 0)).toBe(true);
    expect(finderAt(matrix, 0, matrix.size - 7)).toBe(true);
    expect(readSymbol(matrix)).toBe('HELLO WORLD');
  });

  it('given texts of every capacity up to version 10, should pick the smallest version and read back', () => {
    const capacities = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
    capacities.forEach((capacity, index) => {
      const text = ('https://diet.example/share/' + 'x'.repeat(capacity)).slice(0, capacity);
      const matrix = encodeQr(text);
      expect(matrix.version).toBe(index + 1);
      expect(matrix.size).toBe(21 + 4 * index);
      expect(finderAt(matrix, 0, 0) && finderAt(matrix, matrix.size - 7, 0)).toBe(true);
      expect(finderAt(matrix, 0, matrix.size - 7)).toBe(true);
      // The dark module next to the bottom-left finder.
      expect(matrix.modules[matrix.size - 8]?.[8]).toBe(true);
      expect(readSymbol(matrix)).toBe(text);
      if (index < 9) expect(encodeQr(text + 'y').version).toBe(index + 2);
      else expect(() => encodeQr(text + 'y')).toThrow(RangeError);
    });
  });

  it('given non-ASCII text, should encode it as UTF-8', () => {
    expect(readSymbol(encodeQr('Grüezi, café'))).toBe('Grüezi, café');
  });

  it('given every forced mask, should read back and the automatic choice should have the lowest penalty', () => {
    const text = 'https://diet.example/share/abc123';
    const scores = [0, 1, 2, 3, 4, 5, 6, 7].map((mask) => {
      const matrix = encodeQr(text, { mask });
      expect(readSymbol(matrix)).toBe(text);
      return penaltyScore(matrix.modules);
    });
    expect(scores[encodeQr(text).mask]).toBe(Math.min(...scores));
  });

  it('given more than 213 bytes, should throw a RangeError', () => {
    expect(() => encodeQr('x'.repeat(214))).toThrow(RangeError);
  });
});

describe('qrSvgPath', () => {
  it('given a symbol, should cover exactly its dark modules, shifted by the quiet zone', () => {
    const matrix = encodeQr('HELLO WORLD');
    const path = qrSvgPath(matrix);
    const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
    expect(runs.map((m) => m[0]).join('')).toBe(path);
    const dark = new Set<string>();
    for (const [, x, y, width] of runs) {
      for (let i = 0; i < Number(width); i++) dark.add(`${Number(x) - 4 + i},${Number(y) - 4}`);
    }
    const expected = new Set<string>();
    matrix.modules.forEach((row, y) => row.forEach((on, x) => on && expected.add(`${x},${y}`)));
    expect(dark).toEqual(expected);
  });
});
