import { and, commissions, type Database, eq, isNull, payoutSettings, payouts } from '@afilia/db';

const DAY_MS = 86_400_000;

/** The Monday (UTC) of an instant's week: demo payouts were made weekly, dated at the week's last payment. */
function weekOf(at: Date): number {
  const day = Math.floor(at.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: shift so weeks start on Monday.
  return (Math.floor((day + 3) / 7) * 7 - 3) * DAY_MS;
}

/**
 * The demo producer's past payouts: the commissions the sales seed marked paid are grouped into one weekly
 * manual payout per reseller, so the Payments history shows what was sent and each reseller what they received.
 */
export async function seedDemoPayouts(db: Database, producerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const paid = await tx
      .select({
        id: commissions.id,
        resellerId: commissions.resellerId,
        amountCents: commissions.amountCents,
        paidAt: commissions.paidAt,
      })
      .from(commissions)
      .where(
        and(
          eq(commissions.producerId, producerId),
          eq(commissions.status, 'paid'),
          eq(commissions.kind, 'commission'),
          isNull(commissions.payoutId),
        ),
      );
    const batches = new Map<string, { resellerId: string; at: Date; ids: string[]; cents: number }>();
    for (const row of paid) {
      if (!row.paidAt) continue;
      const key = `${row.resellerId}:${weekOf(row.paidAt)}`;
      const batch = batches.get(key) ?? { resellerId: row.resellerId, at: row.paidAt, ids: [], cents: 0 };
      if (row.paidAt > batch.at) batch.at = row.paidAt;
      batch.ids.push(row.id);
      batch.cents += row.amountCents;
      batches.set(key, batch);
    }
    for (const batch of batches.values()) {
      if (batch.cents <= 0) continue;
      const [payout] = await tx
        .insert(payouts)
        .values({
          producerId,
          resellerId: batch.resellerId,
          amountCents: batch.cents,
          method: 'manual',
          status: 'paid',
          trigger: 'weekly',
          paidAt: batch.at,
          createdAt: batch.at,
          updatedAt: batch.at,
        })
        .returning({ id: payouts.id });
      if (!payout) throw new Error('seed: payout insert returned no row');
      for (const id of batch.ids)
        await tx
          .update(commissions)
          .set({ payoutId: payout.id, settledBy: 'payout' })
          .where(eq(commissions.id, id));
    }
  });
}

/** A demo reseller's receiving details: a Pix key (their email), so payouts can go by Pix. */
export async function seedDemoPayoutAccount(db: Database, resellerId: string, email: string): Promise<void> {
  await db
    .insert(payoutSettings)
    .values({ userId: resellerId, pixKeyType: 'EMAIL', pixKey: email })
    .onConflictDoNothing();
}
