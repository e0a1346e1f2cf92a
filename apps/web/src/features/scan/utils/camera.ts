/**
 * The camera: the rear camera's stream (`facingMode: environment`), stopped track by track, and what
 * a refusal means for the person (refused, no camera, or busy and failing otherwise).
 */
import type { CameraProblem } from './scan-state';

/** The camera the scanner asks for: the one facing away from the person, sharp enough for bars. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1280 },
    height: { ideal: 720 },
  },
};

/**
 * Opens the rear camera. Without `navigator.mediaDevices` (an old browser, or a page not served
 * over HTTPS) it rejects as `NotFoundError`: there is no camera this page can use.
 */
export async function openCamera(
  mediaDevices: MediaDevices | undefined = navigator.mediaDevices,
): Promise<MediaStream> {
  if (!mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotFoundError');
  return mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
}

/** Stops every track of the stream: the camera's light goes off. */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** What a failed `getUserMedia` means for the person (by the error's name, as browsers report it). */
export function cameraProblem(error: unknown): Exclude<CameraProblem, 'reader'> {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    default:
      // NotReadableError (another app holds the camera), AbortError, and anything unforeseen.
      return 'failed';
  }
}
