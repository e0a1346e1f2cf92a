/**
 * What a form's send callback answers: `'ok'` for a successful (HTTP OK) answer, `'error'` for any
 * other answer. A thrown error or rejected promise means the request failed (network error).
 */
export type SubmitResult = 'ok' | 'error';

/** How a submission ended: the callback's answer, or `'network'` when it threw. */
export type SubmitOutcome = SubmitResult | 'network';

/** Calls a send callback and maps its answer (or its failure) to an outcome. */
export async function runSubmit(send: () => Promise<SubmitResult> | SubmitResult): Promise<SubmitOutcome> {
  try {
    return (await send()) === 'ok' ? 'ok' : 'error';
  } catch {
    return 'network';
  }
}
