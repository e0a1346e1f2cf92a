/**
 * The scanner's states, kept apart from React so they can be tested on their own: the camera (from
 * starting to a live picture, stopped once a code is read, or why it cannot run), the lookup of a
 * barcode (under way, unknown, failed) and the digits in the barcode field.
 */
import { BARCODE_PATTERN } from '@diet/domain';

/** Why the camera cannot be used: refused, no camera, busy or failing, or the reader did not load. */
export type CameraProblem = 'denied' | 'missing' | 'failed' | 'reader';

export type CameraState = 'starting' | 'scanning' | 'stopped' | CameraProblem;

export type Lookup =
  { kind: 'idle' } | { kind: 'looking' | 'unknown' | 'failed'; code: string; source: 'camera' | 'manual' };

export interface ScanState {
  camera: CameraState;
  /** Counts camera starts: a new start (after "Scan another" or "Try again") opens a new stream. */
  cameraRun: number;
  lookup: Lookup;
  /** The barcode field's digits (typed, or what the camera read). */
  code: string;
}

export type ScanAction =
  | { type: 'cameraLive' }
  | { type: 'cameraProblem'; problem: CameraProblem }
  | { type: 'detected'; code: string }
  | { type: 'submitted'; code: string }
  | { type: 'lookupUnknown' }
  | { type: 'lookupFailed' }
  | { type: 'retryLookup' }
  | { type: 'codeChanged'; code: string }
  | { type: 'scanAnother' }
  | { type: 'retryCamera' };

export const initialScanState: ScanState = {
  camera: 'starting',
  cameraRun: 0,
  lookup: { kind: 'idle' },
  code: '',
};

const restart = (state: ScanState): ScanState => ({
  ...state,
  camera: 'starting',
  cameraRun: state.cameraRun + 1,
});

export function scanReducer(state: ScanState, action: ScanAction): ScanState {
  switch (action.type) {
    case 'cameraLive':
      return state.camera === 'starting' ? { ...state, camera: 'scanning' } : state;
    case 'cameraProblem':
      return state.camera === 'starting' || state.camera === 'scanning'
        ? { ...state, camera: action.problem }
        : state;
    case 'detected':
      // One code at a time: a read while a lookup runs, or after the camera stopped, is dropped.
      if (state.camera !== 'scanning' || state.lookup.kind === 'looking') return state;
      return {
        ...state,
        camera: 'stopped',
        code: action.code,
        lookup: { kind: 'looking', code: action.code, source: 'camera' },
      };
    case 'submitted':
      if (state.lookup.kind === 'looking' || !BARCODE_PATTERN.test(action.code)) return state;
      return {
        ...state,
        code: action.code,
        lookup: { kind: 'looking', code: action.code, source: 'manual' },
      };
    case 'lookupUnknown':
    case 'lookupFailed':
      if (state.lookup.kind !== 'looking') return state;
      return {
        ...state,
        lookup: { ...state.lookup, kind: action.type === 'lookupUnknown' ? 'unknown' : 'failed' },
      };
    case 'retryLookup':
      if (state.lookup.kind !== 'failed') return state;
      return { ...state, lookup: { ...state.lookup, kind: 'looking' } };
    case 'codeChanged': {
      // Typing another code clears the answer about the previous one; the same code keeps it.
      const { lookup } = state;
      const stale = (lookup.kind === 'unknown' || lookup.kind === 'failed') && action.code !== lookup.code;
      return { ...state, code: action.code, lookup: stale ? { kind: 'idle' } : lookup };
    }
    case 'scanAnother': {
      const next: ScanState = { ...state, code: '', lookup: { kind: 'idle' } };
      return state.camera === 'stopped' ? restart(next) : next;
    }
    case 'retryCamera':
      return state.camera === 'failed' || state.camera === 'reader' ? restart(state) : state;
  }
}

/** Whether the camera's stream should be open: while it starts and while it scans. */
export function wantsCamera(state: ScanState): boolean {
  return state.camera === 'starting' || state.camera === 'scanning';
}

/** Whether frames should be read: a live picture and no lookup under way. */
export function wantsDetection(state: ScanState): boolean {
  return state.camera === 'scanning' && state.lookup.kind !== 'looking';
}

/**
 * A read barcode as the catalogue keeps it: EAN-13 and EAN-8 as read; a UPC-A (12 digits) as its
 * EAN-13 (a leading 0, as every EAN-13 reader sees it); a UPC-E (8 digits, number system 0 or 1)
 * expanded to its UPC-A, then as EAN-13. Anything else that is not a barcode of 8 to 14 digits: null.
 */
export function catalogueBarcode(rawValue: string, format: string): string | null {
  const digits = rawValue.trim();
  if (!/^\d+$/.test(digits)) return null;
  if (format === 'upc_a' && digits.length === 12) return `0${digits}`;
  if (format === 'upc_e' && digits.length === 8) {
    const upcA = expandUpcE(digits);
    return upcA ? `0${upcA}` : null;
  }
  return BARCODE_PATTERN.test(digits) ? digits : null;
}

/** The UPC-A of an 8-digit UPC-E (number system, six data digits, check digit), or null. */
export function expandUpcE(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const system = upcE[0]!;
  const d = upcE.slice(1, 7);
  const check = upcE[7]!;
  const last = Number(d[5]);
  let body: string;
  if (last <= 2) body = `${d[0]}${d[1]}${d[5]}0000${d[2]}${d[3]}${d[4]}`;
  else if (last === 3) body = `${d[0]}${d[1]}${d[2]}00000${d[3]}${d[4]}`;
  else if (last === 4) body = `${d[0]}${d[1]}${d[2]}${d[3]}00000${d[4]}`;
  else body = `${d[0]}${d[1]}${d[2]}${d[3]}${d[4]}0000${d[5]}`;
  return `${system}${body}${check}`;
}
