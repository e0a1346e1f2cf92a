/**
 * The header's scan button opens this: the rear camera's picture, read frame by frame for a retail
 * barcode (the browser's `BarcodeDetector`, or the ZXing ponyfill loaded now), or the barcode typed
 * in; then the lookup with `/products/barcode` and the product's page, or a clear answer when the
 * barcode is unknown, the lookup fails or the camera cannot be used. The camera stops as soon as a
 * code is read and whenever the dialog closes.
 */
import type { ApiResponse } from '@diet/domain';
import { ScanDialog, type ScanDialogPreviewNotice, type ScanDialogStatus } from '@diet/ui/scan-dialog';
import type { TFunction } from 'i18next';
import { use, useCallback, useEffect, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { productPath } from '../../../config/routes';
import { callApi } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { cameraProblem, openCamera, stopStream } from '../utils/camera';
import { createBarcodeReader, type BarcodeReader } from '../utils/detector';
import {
  catalogueBarcode,
  initialScanState,
  scanReducer,
  wantsCamera,
  wantsDetection,
  type ScanAction,
  type ScanState,
} from '../utils/scan-state';

type ScannerProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The scanner's texts, loaded once per language before it renders (the `scan` namespace). */
const textsLoading = new Map<string, Promise<void>>();

function scanTexts(i18n: ReturnType<typeof useTranslation>['i18n']): Promise<void> {
  const language = i18n.language;
  let loading = textsLoading.get(language);
  if (!loading) {
    loading = i18n.loadNamespaces('scan').then(() => {
      // Texts that did not arrive (offline) are asked for again at the next opening.
      if (!i18n.hasResourceBundle(language, 'scan')) textsLoading.delete(language);
    });
    textsLoading.set(language, loading);
  }
  return loading;
}

export default function Scanner(props: ScannerProps) {
  const { i18n } = useTranslation();
  use(scanTexts(i18n));
  return <ScannerDialog {...props} />;
}

/** The least time between two reads of the picture: enough for a steady hand, light on the CPU. */
const READ_INTERVAL_MS = 120;

function ScannerDialog({ open, onOpenChange }: ScannerProps) {
  const { t } = useTranslation('scan');
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(scanReducer, initialScanState);
  const videoRef = useRef<HTMLVideoElement>(null);
  const readerRef = useRef<Promise<BarcodeReader> | null>(null);

  const reader = useCallback(() => {
    readerRef.current ??= createBarcodeReader().catch((error: unknown) => {
      readerRef.current = null;
      throw error;
    });
    return readerRef.current;
  }, []);

  useCamera(state, dispatch, videoRef, reader);
  useDetection(state, dispatch, videoRef, reader);
  useLookup(state, dispatch, (product) => {
    onOpenChange(false);
    void navigate(productPath(product.id), { state: { product } });
  });

  const showVideo = state.camera === 'starting' || state.camera === 'scanning';
  return (
    <ScanDialog
      open={open}
      onOpenChange={onOpenChange}
      onBarcode={(code) => dispatch({ type: 'submitted', code })}
      description={t('description')}
      code={state.code}
      onCodeChange={(code) => dispatch({ type: 'codeChanged', code })}
      busy={state.lookup.kind === 'looking'}
      previewNotice={previewNotice(state, t)}
      status={scanStatus(state, t, dispatch)}
    >
      {showVideo ? (
        <video ref={videoRef} muted playsInline autoPlay aria-hidden="true" data-testid="scanner-video" />
      ) : undefined}
    </ScanDialog>
  );
}

type Product = ApiResponse<'/products/barcode'>;

/** Opens the camera while the state wants it, shows it in the video, and stops it otherwise. */
function useCamera(
  state: ScanState,
  dispatch: Dispatch<ScanAction>,
  videoRef: RefObject<HTMLVideoElement | null>,
  reader: () => Promise<BarcodeReader>,
) {
  const wanted = wantsCamera(state);
  const run = state.cameraRun;
  useEffect(() => {
    if (!wanted) return;
    let stream: MediaStream | null = null;
    let shown: HTMLVideoElement | null = null;
    let cancelled = false;
    // The reader (and the ponyfill's WebAssembly) loads while the person answers the camera prompt.
    const readerReady = reader();
    void (async () => {
      try {
        stream = await openCamera();
      } catch (error) {
        if (!cancelled) dispatch({ type: 'cameraProblem', problem: cameraProblem(error) });
        return;
      }
      if (cancelled) return stopStream(stream);
      try {
        await readerReady;
      } catch {
        stopStream(stream);
        if (!cancelled) dispatch({ type: 'cameraProblem', problem: 'reader' });
        return;
      }
      const video = videoRef.current;
      if (cancelled || !video) return stopStream(stream);
      shown = video;
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        // Autoplay of a muted inline video is allowed; an interrupted play() is retried by autoplay.
      }
      if (!cancelled) dispatch({ type: 'cameraLive' });
    })();
    return () => {
      cancelled = true;
      stopStream(stream);
      if (shown) shown.srcObject = null;
    };
  }, [wanted, run, dispatch, videoRef, reader]);
}

/** Reads the live picture, one frame at a time, until a retail barcode is found. */
function useDetection(
  state: ScanState,
  dispatch: Dispatch<ScanAction>,
  videoRef: RefObject<HTMLVideoElement | null>,
  reader: () => Promise<BarcodeReader>,
) {
  const active = wantsDetection(state);
  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video) return;
    let stopped = false;
    let frameHandle = 0;
    let lastRead = 0;
    const next = () => {
      if (stopped) return;
      if ('requestVideoFrameCallback' in video) frameHandle = video.requestVideoFrameCallback(tick);
      else frameHandle = requestAnimationFrame(tick);
    };
    const tick = async (now: number) => {
      if (stopped) return;
      if (now - lastRead < READ_INTERVAL_MS || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
        return next();
      }
      lastRead = now;
      try {
        const found = await (await reader()).detect(video);
        if (stopped) return;
        for (const barcode of found) {
          const code = catalogueBarcode(barcode.rawValue, barcode.format);
          if (code) {
            dispatch({ type: 'detected', code });
            return;
          }
        }
      } catch (error) {
        // A frame that cannot be read (the stream ending, a resize) is skipped; the next is tried.
        console.warn('Reading a camera frame failed', error);
      }
      next();
    };
    next();
    return () => {
      stopped = true;
      if ('cancelVideoFrameCallback' in video) video.cancelVideoFrameCallback(frameHandle);
      cancelAnimationFrame(frameHandle);
    };
  }, [active, dispatch, videoRef, reader]);
}

/** Looks up the barcode while the state says so; a found product goes to `onFound`. */
function useLookup(state: ScanState, dispatch: Dispatch<ScanAction>, onFound: (product: Product) => void) {
  const code = state.lookup.kind === 'looking' ? state.lookup.code : null;
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  useEffect(() => {
    if (code === null) return;
    let current = true;
    callApi('/products/barcode', { barcode: code }).then(
      (product) => {
        if (current) found.current(product);
      },
      (error: unknown) => {
        if (!current) return;
        const unknown =
          error instanceof ApiError && error.failure.kind === 'status' && error.failure.status === 404;
        if (!unknown) console.warn('Barcode lookup failed', error);
        dispatch({ type: unknown ? 'lookupUnknown' : 'lookupFailed' });
      },
    );
    // Closing the dialog (or a newer lookup) makes this answer irrelevant: it opens no page.
    return () => {
      current = false;
    };
  }, [code, dispatch]);
}

/** What the preview area says when it shows no live picture. */
export function previewNotice(state: ScanState, t: TFunction<'scan'>): ScanDialogPreviewNotice | null {
  switch (state.camera) {
    case 'starting':
      return { icon: 'busy', text: t('preview.starting') };
    case 'scanning':
      return null;
    case 'stopped':
      return { icon: 'barcode', text: t('preview.read', { barcode: state.code }) };
    case 'denied':
      return { icon: 'lock', text: t('preview.denied') };
    case 'missing':
      return { icon: 'camera', text: t('preview.missing') };
    case 'failed':
    case 'reader':
      return { icon: 'alert', text: t(`preview.${state.camera}`) };
  }
}

/** The status line: the lookup's answer first, otherwise what the camera is doing. */
export function scanStatus(
  state: ScanState,
  t: TFunction<'scan'>,
  dispatch: Dispatch<ScanAction>,
): ScanDialogStatus {
  const { lookup } = state;
  switch (lookup.kind) {
    case 'looking':
      return { tone: 'busy', text: t('status.looking', { barcode: lookup.code }) };
    case 'unknown':
      return {
        tone: 'warning',
        title: t('unknown.title'),
        text: t('unknown.text', { barcode: lookup.code }),
        action: { label: t('actions.scanAnother'), onClick: () => dispatch({ type: 'scanAnother' }) },
      };
    case 'failed':
      return {
        tone: 'error',
        title: t('failed.title'),
        text: t('failed.text', { barcode: lookup.code }),
        action: { label: t('actions.tryAgain'), onClick: () => dispatch({ type: 'retryLookup' }) },
      };
    case 'idle':
      break;
  }
  switch (state.camera) {
    case 'starting':
      return { tone: 'busy', text: t('status.starting') };
    case 'scanning':
    case 'stopped':
      return { tone: 'info', text: t('status.scanning') };
    case 'denied':
    case 'missing':
      return { tone: 'warning', text: t(`status.${state.camera}`) };
    case 'failed':
    case 'reader':
      return {
        tone: 'error',
        text: t(`status.${state.camera}`),
        action: { label: t('actions.retryCamera'), onClick: () => dispatch({ type: 'retryCamera' }) },
      };
  }
}
