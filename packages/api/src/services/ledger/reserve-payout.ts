import { and, commissions, type DbOrTx, eq, isNull, payoutSettings, payouts } from '@afilia/db';
import type { PixKeyType } from '@afilia/validators';
import { commissionBalances } from './commission-balances';

export interface ReservedPayout {
  id: string;
  resellerId: string;
  amountCents: number;
  pixKeyType: PixKeyType | null;
  pixKey: string | null;
}

/** Each reseller of a producer with available commissions, and their total (adjustments deducted). */
export async function availableByReseller(
  db: DbOrTx,
  producerId: string,
): Promise<{ resellerId: string; amountCents: number; count: number }[]> {
  return commissionBalances(db, { producerId });
}

/**
 * Claims one reseller's available commissions into a new `processing` payout, in one transaction. The partial
 * unique index (one processing payout per producer and reseller) makes a concurrent run wait, then find the
 * slot taken and skip; the commissions are claimed with `payout_id is null`, so none is counted twice. A total
 * of zero or less (adjustments outweigh commissions) claims nothing.
 */
export async function reservePayout(
  db: DbOrTx,
  producerId: string,
  resellerId: string,
  trigger: 'manual' | 'weekly',
  now: Date,
): Promise<ReservedPayout | null> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ pixKeyType: payoutSettings.pixKeyType, pixKey: payoutSettings.pixKey })
      .from(payoutSettings)
      .where(eq(payoutSettings.userId, resellerId));
    const [payout] = await tx
      .insert(payouts)
      .values({
        producerId,
        resellerId,
        // Replaced by the claimed total below; the check constraint needs a positive placeholder.
        amountCents: 1,
        method: 'manual',
        status: 'processing',
        pixKeyType: settings?.pixKeyType ?? null,
        pixKey: settings?.pixKey ?? null,
        trigger,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payouts.id });
    if (!payout) return null;
    const claimed = await tx
      .update(commissions)
      .set({ payoutId: payout.id, updatedAt: now })
      .where(
        and(
          eq(commissions.producerId, producerId),
          eq(commissions.resellerId, resellerId),
          eq(commissions.status, 'available'),
          isNull(commissions.payoutId),
        ),
      )
      .returning({ amountCents: commissions.amountCents });
    const amountCents = claimed.reduce((sum, row) => sum + row.amountCents, 0);
    if (amountCents <= 0) {
      await tx.update(commissions).set({ payoutId: null }).where(eq(commissions.payoutId, payout.id));
      await tx.delete(payouts).where(eq(payouts.id, payout.id));
      return null;
    }
    await tx.update(payouts).set({ amountCents }).where(eq(payouts.id, payout.id));
    return {
      id: payout.id,
      resellerId,
      amountCents,
      pixKeyType: settings?.pixKeyType ?? null,
      pixKey: settings?.pixKey ?? null,
    };
  });
}
