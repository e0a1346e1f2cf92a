/**
 * The public site's two posts (public-site spec §7), in the shape the kit's forms expect: `'ok'` for
 * an OK answer, `'error'` for any other answer, and a thrown error when no answer came (the form
 * then shows the network message).
 * Loaded on the first send, with the HTTP client, not with the page.
 */
import { ApiError, postPublic } from '../../../lib/http';

/** What the kit's forms take from their send callback. */
export type SubmitResult = 'ok' | 'error';

async function judged(send: () => Promise<unknown>): Promise<SubmitResult> {
  try {
    await send();
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError && error.failure.kind === 'status') return 'error';
    throw error;
  }
}

export type NewsletterValues = { email: string; name?: string; diets?: string };

/** Newsletter sign-up: from the home box (e-mail only) or the diets modal (name, diet, e-mail). */
export function subscribeNewsletter({ email, name = '', diets = '' }: NewsletterValues) {
  return judged(() => postPublic('/newsletter', { email, name, diets }));
}

export type ContactValues = { name: string; email: string; reason: string; message: string };

export function sendContactMessage(values: ContactValues) {
  return judged(() => postPublic('/contact', values));
}
