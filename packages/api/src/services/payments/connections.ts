import { and, type DbOrTx, eq, paymentConnections } from '@afilia/db';
import type { PaymentPlatform, platformToggleInput, referralLinkInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { recordConnectionEvent } from './connection-audit';
import { connectionView, connectionViews, type PaymentConnectionView } from './connection-view';
import type { PaymentActor } from './payment-deps';

export type ConnectionRow = typeof paymentConnections.$inferSelect;

export async function findConnection(
  db: DbOrTx,
  userId: string,
  platform: PaymentPlatform,
): Promise<ConnectionRow | null> {
  const [row] = await db
    .select()
    .from(paymentConnections)
    .where(and(eq(paymentConnections.userId, userId), eq(paymentConnections.platform, platform)));
  return row ?? null;
}

/** The row for a user and platform, created (disabled, empty) when it does not exist yet. */
export async function ensureConnection(
  db: DbOrTx,
  userId: string,
  platform: PaymentPlatform,
): Promise<ConnectionRow> {
  await db.insert(paymentConnections).values({ userId, platform }).onConflictDoNothing();
  const row = await findConnection(db, userId, platform);
  if (!row) throw new AppError('errors.internal');
  return row;
}

export async function listConnections(
  db: DbOrTx,
  userId: string,
  appUrl: string,
): Promise<PaymentConnectionView[]> {
  const rows = await db.select().from(paymentConnections).where(eq(paymentConnections.userId, userId));
  return connectionViews(rows, appUrl);
}

/**
 * The card's switch. Turning a platform on needs a saved, verified configuration (the web opens the form
 * instead); Mercado Pago has no integration, so it never turns on.
 */
export async function togglePlatform(
  db: DbOrTx,
  actor: PaymentActor,
  appUrl: string,
  input: z.output<typeof platformToggleInput>,
): Promise<PaymentConnectionView> {
  if (input.enabled && input.platform === 'mercadopago')
    throw new AppError('errors.payments.connectionNotConfigured');
  return db.transaction(async (tx) => {
    const row = await ensureConnection(tx, actor.userId, input.platform);
    if (input.enabled && (!row.secretsSealed || !row.verifiedAt))
      throw new AppError('errors.payments.connectionNotConfigured');
    if (row.enabled === input.enabled) return connectionView(input.platform, row, appUrl);
    const [updated] = await tx
      .update(paymentConnections)
      .set({ enabled: input.enabled, updatedAt: new Date() })
      .where(eq(paymentConnections.id, row.id))
      .returning();
    await recordConnectionEvent(tx, row.id, input.platform, actor, input.enabled ? 'enabled' : 'disabled');
    return connectionView(input.platform, updated, appUrl);
  });
}

/** The referral link shown to the producer's resellers ('Crie sua conta'). */
export async function setReferralLink(
  db: DbOrTx,
  actor: PaymentActor,
  appUrl: string,
  input: z.output<typeof referralLinkInput>,
): Promise<PaymentConnectionView> {
  if (input.enabled && input.url === '') throw new AppError('errors.invalidInput');
  return db.transaction(async (tx) => {
    const row = await ensureConnection(tx, actor.userId, input.platform);
    const [updated] = await tx
      .update(paymentConnections)
      .set({ referralEnabled: input.enabled, referralUrl: input.url || null, updatedAt: new Date() })
      .where(eq(paymentConnections.id, row.id))
      .returning();
    await recordConnectionEvent(tx, row.id, input.platform, actor, 'referral_changed', ['referralUrl']);
    return connectionView(input.platform, updated, appUrl);
  });
}
