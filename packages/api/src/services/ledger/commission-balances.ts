import { and, commissions, type DbOrTx, eq, isNull, profiles, type SQL, sql } from '@afilia/db';

export interface CommissionBalance {
  producerId: string;
  resellerId: string;
  /** Negative when refunds and chargebacks after payouts outweigh what the producer owes the reseller now. */
  amountCents: number;
  count: number;
}

/**
 * What a producer owes a reseller now, per pair: their available commissions that no payout holds yet, with
 * the negative adjustments of sales reversed after being paid out. The next payout pays this sum; while it is
 * zero or negative nothing is paid ('held'), and later commissions first pay the debt back.
 */
export async function commissionBalances(
  db: DbOrTx,
  of: { producerId: string } | { resellerId: string },
): Promise<CommissionBalance[]> {
  const side: SQL =
    'producerId' in of
      ? eq(commissions.producerId, of.producerId)
      : eq(commissions.resellerId, of.resellerId);
  return db
    .select({
      producerId: commissions.producerId,
      resellerId: commissions.resellerId,
      amountCents: sql<number>`coalesce(sum(${commissions.amountCents}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(commissions)
    .where(and(side, eq(commissions.status, 'available'), isNull(commissions.payoutId)))
    .groupBy(commissions.producerId, commissions.resellerId);
}

/** The producers a reseller owes money back to (a negative balance), with the producer's name. */
export async function resellerDebts(
  db: DbOrTx,
  resellerId: string,
): Promise<{ producerId: string; producerName: string | null; amountCents: number }[]> {
  const debts = (await commissionBalances(db, { resellerId })).filter((row) => row.amountCents < 0);
  const named = [];
  for (const debt of debts) {
    const [producer] = await db
      .select({ name: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, debt.producerId));
    named.push({
      producerId: debt.producerId,
      producerName: producer?.name ?? null,
      amountCents: debt.amountCents,
    });
  }
  return named;
}
