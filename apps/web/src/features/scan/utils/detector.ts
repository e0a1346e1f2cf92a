/**
 * The barcode reader: the browser's own `BarcodeDetector` where it reads the retail formats, otherwise
 * the `barcode-detector` ponyfill (ZXing compiled to WebAssembly). The ponyfill and its `.wasm` load
 * only here, when the scanner opens, and the `.wasm` comes from this app's own build (never a CDN).
 */
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The retail barcodes on grocery packs. */
export const BARCODE_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

export interface DetectedBarcode {
  rawValue: string;
  format: string;
}

/** What the scanner needs of a reader (the shape of the Barcode Detection API). */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<string[]>;
}

/** Where the ponyfill finds its `.wasm`: the file Vite emitted from zxing-wasm, on our own origin. */
export function locateZxingFile(path: string, prefix: string): string {
  return path.endsWith('.wasm') ? zxingWasmUrl : prefix + path;
}

async function nativeReader(): Promise<BarcodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!BARCODE_FORMATS.every((format) => supported.includes(format))) return null;
    return new Native({ formats: [...BARCODE_FORMATS] });
  } catch {
    return null;
  }
}

/**
 * A reader for the retail formats. With the ponyfill it resolves once the WebAssembly module is
 * compiled, so a failure to fetch it rejects here (not on the first frame).
 */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const native = await nativeReader();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule, purgeZXingModule } = await import('barcode-detector/ponyfill');
  try {
    await prepareZXingModule({ overrides: { locateFile: locateZxingFile }, fireImmediately: true });
  } catch (error) {
    // The failed module is kept otherwise, and the next attempt would fail without trying.
    purgeZXingModule();
    throw error;
  }
  return new BarcodeDetector({ formats: [...BARCODE_FORMATS] });
}
