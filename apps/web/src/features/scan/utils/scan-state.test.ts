import { describe, expect, it } from 'vitest';

import { cameraProblem } from './camera';
import {
  catalogueBarcode,
  expandUpcE,
  initialScanState,
  scanReducer,
  wantsCamera,
  wantsDetection,
  type ScanAction,
  type ScanState,
} from './scan-state';

const run = (...actions: ScanAction[]): ScanState => actions.reduce(scanReducer, initialScanState);
const CODE = '7612345678900';

describe('the scanner state', () => {
  it('given a fresh opening, should start the camera and read frames once it is live', () => {
    expect(wantsCamera(initialScanState)).toBe(true);
    expect(wantsDetection(initialScanState)).toBe(false);
    const live = run({ type: 'cameraLive' });
    expect(live.camera).toBe('scanning');
    expect(wantsDetection(live)).toBe(true);
  });

  it('given a code read by the camera, should stop the camera, fill the field and look it up once', () => {
    const state = run({ type: 'cameraLive' }, { type: 'detected', code: CODE });
    expect(state.camera).toBe('stopped');
    expect(wantsCamera(state)).toBe(false);
    expect(state.code).toBe(CODE);
    expect(state.lookup).toEqual({ kind: 'looking', code: CODE, source: 'camera' });
    // A second read of the same frame changes nothing.
    expect(scanReducer(state, { type: 'detected', code: '4000000000000' })).toBe(state);
  });

  it('given a typed code, should look it up while the camera keeps running without reading', () => {
    const state = run({ type: 'cameraLive' }, { type: 'submitted', code: CODE });
    expect(state.lookup).toEqual({ kind: 'looking', code: CODE, source: 'manual' });
    expect(wantsCamera(state)).toBe(true);
    expect(wantsDetection(state)).toBe(false);
  });

  it('given an invalid typed code, should not look it up', () => {
    expect(run({ type: 'submitted', code: '1234567' }).lookup.kind).toBe('idle');
  });

  it('given an unknown barcode, should say so with the code; "scan another" clears it and restarts the camera', () => {
    const unknown = run({ type: 'cameraLive' }, { type: 'detected', code: CODE }, { type: 'lookupUnknown' });
    expect(unknown.lookup).toEqual({ kind: 'unknown', code: CODE, source: 'camera' });
    const again = scanReducer(unknown, { type: 'scanAnother' });
    expect(again).toMatchObject({ camera: 'starting', cameraRun: 1, code: '', lookup: { kind: 'idle' } });
  });

  it('given a failed lookup, should keep the code and try the same code again on request', () => {
    const failed = run({ type: 'submitted', code: CODE }, { type: 'lookupFailed' });
    expect(failed.code).toBe(CODE);
    expect(failed.lookup).toEqual({ kind: 'failed', code: CODE, source: 'manual' });
    expect(scanReducer(failed, { type: 'retryLookup' }).lookup).toEqual({
      kind: 'looking',
      code: CODE,
      source: 'manual',
    });
  });

  it('given an answer shown, should clear it when another code is typed, and keep it for the same code', () => {
    const failed = run({ type: 'submitted', code: CODE }, { type: 'lookupFailed' });
    expect(scanReducer(failed, { type: 'codeChanged', code: CODE }).lookup.kind).toBe('failed');
    expect(scanReducer(failed, { type: 'codeChanged', code: '761234' }).lookup.kind).toBe('idle');
  });

  it('given a camera problem, should keep it (a late "live" does not hide it) and retry only what can be retried', () => {
    const denied = run({ type: 'cameraProblem', problem: 'denied' }, { type: 'cameraLive' });
    expect(denied.camera).toBe('denied');
    expect(scanReducer(denied, { type: 'retryCamera' })).toBe(denied);
    const busy = run({ type: 'cameraProblem', problem: 'failed' });
    expect(scanReducer(busy, { type: 'retryCamera' })).toMatchObject({ camera: 'starting', cameraRun: 1 });
  });

  it('given answers that arrive when no lookup runs, should ignore them', () => {
    expect(run({ type: 'lookupUnknown' })).toEqual(initialScanState);
  });
});

describe('camera problems', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('given %s, should be %s', (name, problem) => {
    expect(cameraProblem(new DOMException('x', name))).toBe(problem);
  });

  it('given something that is not an error, should be a failure', () => {
    expect(cameraProblem('nope')).toBe('failed');
  });
});

describe('catalogueBarcode', () => {
  it('keeps EAN-13 and EAN-8 as read', () => {
    expect(catalogueBarcode(CODE, 'ean_13')).toBe(CODE);
    expect(catalogueBarcode('96385074', 'ean_8')).toBe('96385074');
  });

  it('reads a UPC-A as its EAN-13, with a leading zero', () => {
    expect(catalogueBarcode('036000291452', 'upc_a')).toBe('0036000291452');
  });

  it('expands a UPC-E to its UPC-A, then EAN-13', () => {
    // The textbook pairs (04252614, 01234565) and one of each remaining rule (last digit 3, 4).
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(expandUpcE('01234565')).toBe('012345000065');
    expect(expandUpcE('01234531')).toBe('012300000451');
    expect(expandUpcE('01234548')).toBe('012340000058');
    expect(catalogueBarcode('04252614', 'upc_e')).toBe('0042100005264');
  });

  it('refuses what is not a retail barcode', () => {
    expect(catalogueBarcode('12345', 'ean_13')).toBeNull();
    expect(catalogueBarcode('ABC12345', 'ean_8')).toBeNull();
    expect(expandUpcE('24252614')).toBeNull();
  });
});
