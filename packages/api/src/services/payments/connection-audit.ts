import { type DbOrTx, type PAYMENT_CONNECTION_ACTIONS, paymentConnectionEvents } from '@afilia/db';
import type { PaymentPlatform } from '@afilia/validators';
import type { PaymentActor } from './payment-deps';

type ConnectionAction = (typeof PAYMENT_CONNECTION_ACTIONS)[number];

/** Writes who did what to a connection; field names only, never values. */
export async function recordConnectionEvent(
  db: DbOrTx,
  connectionId: string,
  platform: PaymentPlatform,
  actor: PaymentActor,
  action: ConnectionAction,
  changedFields: string[] = [],
): Promise<void> {
  await db.insert(paymentConnectionEvents).values({
    connectionId,
    platform,
    actorId: actor.userId,
    action,
    changedFields,
    ip: actor.ip,
  });
}
