/**
 * The way the user last interacted with the page: `keyboard` after a key press, `pointer` after a
 * mouse, pen or touch press, `null` before either. Overlays that open on their own or from a click
 * read it to decide whether the control they focus should show its focus ring.
 */
export type InputModality = 'keyboard' | 'pointer' | null;

let modality: InputModality = null;
let listening = false;

function onKeyDown(event: KeyboardEvent) {
  // Shortcuts with a modifier (copy, switching tabs) are not keyboard navigation.
  if (event.metaKey || event.ctrlKey || event.altKey) return;
  modality = 'keyboard';
}

function onPointerDown() {
  modality = 'pointer';
}

/** Starts listening (once per page, in the capture phase so nothing can stop it). */
export function trackInputModality(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerdown', onPointerDown, true);
}

/** The last input modality seen since `trackInputModality` was first called. */
export function lastInputModality(): InputModality {
  return modality;
}
