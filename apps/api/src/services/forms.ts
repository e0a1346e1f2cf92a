/** The public forms: newsletter subscriptions (one per e-mail, kept as first given) and contact messages. */
import type { ParsedApiRequest } from '@diet/domain';

import type { Clock } from '../clock';
import type { Db } from '../db/db';

/**
 * Subscribes an e-mail. A repeat (the same address in any case) never changes the name or diets
 * given first, since whoever types an address need not own it; it only refreshes `updated_at`. The
 * answer is the same either way, so it tells nobody whether the address was known.
 */
export async function subscribeNewsletter(
  deps: { db: Db; clock: Clock },
  body: ParsedApiRequest<'/newsletter'>,
) {
  await deps.db.query(
    `INSERT INTO newsletter_subscriptions (email, name, diets, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT ((lower(email))) DO UPDATE SET updated_at = excluded.updated_at`,
    [body.email, body.name.trim(), body.diets.trim(), deps.clock.now()],
  );
}

export async function sendContactMessage(deps: { db: Db; clock: Clock }, body: ParsedApiRequest<'/contact'>) {
  await deps.db.query(
    'INSERT INTO contact_messages (name, email, reason, message, created_at) VALUES ($1, $2, $3, $4, $5)',
    [body.name, body.email, body.reason, body.message, deps.clock.now()],
  );
}
