import { and, type DbOrTx, desc, eq, inArray, payoutSettings, payouts, profiles, users } from '@afilia/db';
import { availableByReseller } from '../ledger/reserve-payout';

export interface ResellerOwed {
  resellerId: string;
  name: string | null;
  email: string;
  amountCents: number;
  count: number;
  hasPixKey: boolean;
  hasWallet: boolean;
}

export interface OpenPayout {
  id: string;
  resellerName: string | null;
  resellerEmail: string;
  amountCents: number;
  method: 'asaas_pix' | 'manual';
  pixKey: string | null;
  createdAt: Date;
  /** Set when the transfer's outcome is not known yet (Asaas did not answer). */
  failureReason: string | null;
}

/**
 * The producer's payout box: what each reseller is owed now, the resellers whose balance is negative (their
 * payouts are held until later commissions pay it back), and the payouts still open.
 */
export async function payoutsOverview(
  db: DbOrTx,
  producerId: string,
): Promise<{ owed: ResellerOwed[]; held: ResellerOwed[]; open: OpenPayout[] }> {
  const balances = await availableByReseller(db, producerId);
  const owedRows = balances.filter((row) => row.amountCents !== 0);
  const ids = owedRows.map((row) => row.resellerId);
  const people = ids.length
    ? await db
        .select({
          id: users.id,
          email: users.email,
          name: profiles.fullName,
          pixKey: payoutSettings.pixKey,
          wallet: payoutSettings.asaasWalletId,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .leftJoin(payoutSettings, eq(payoutSettings.userId, users.id))
        .where(inArray(users.id, ids))
    : [];
  const withPeople = owedRows.map((row) => {
    const person = people.find((p) => p.id === row.resellerId);
    return {
      resellerId: row.resellerId,
      name: person?.name ?? null,
      email: person?.email ?? '',
      amountCents: row.amountCents,
      count: row.count,
      hasPixKey: Boolean(person?.pixKey),
      hasWallet: Boolean(person?.wallet),
    };
  });
  const open = await db
    .select({
      id: payouts.id,
      resellerName: profiles.fullName,
      resellerEmail: users.email,
      amountCents: payouts.amountCents,
      method: payouts.method,
      pixKey: payouts.pixKey,
      createdAt: payouts.createdAt,
      failureReason: payouts.failureReason,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.resellerId))
    .leftJoin(profiles, eq(profiles.id, payouts.resellerId))
    .where(and(eq(payouts.producerId, producerId), eq(payouts.status, 'processing')))
    .orderBy(desc(payouts.createdAt));
  return {
    owed: withPeople.filter((row) => row.amountCents > 0),
    held: withPeople.filter((row) => row.amountCents < 0),
    open,
  };
}
