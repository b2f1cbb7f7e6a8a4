import { markPayoutFailed, markPayoutPaid, reservePayout, reverseSale } from '@afilia/api/server';
import { and, commissions, eq, isNull, payouts, sql } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { buyerNoticeDeps, insertSale } from '../support/sale-fixtures';

// A refund or chargeback may land while a payout is open (reserved, not yet paid or failed). Whatever the
// order, the reseller must end up with exactly the commissions of the sales that were not reversed: what the
// paid payouts gave them plus what is still owed to them (or, negative, what they owe back) is that sum.

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
});
afterAll(() => t.close());

const KEPT = 2_000;
const REFUNDED = 1_000;

/** A producer and a reseller with two matured commissions: one sale to be refunded, one kept. */
async function twoCommissions() {
  const producer = await world.addProducer();
  const reseller = await world.addUser('reseller', { referrerId: producer.id });
  const owed = (amountCents: number) =>
    insertSale(t.db, {
      producerId: producer.id,
      amountCents: amountCents * 10,
      reseller: { id: reseller.id },
      commission: { amountCents, status: 'available', availableAt: new Date(Date.now() - 86_400_000) },
    });
  const refunded = await owed(REFUNDED);
  await owed(KEPT);
  return { producer, reseller, refundedSaleId: refunded.id };
}

type Case = Awaited<ReturnType<typeof twoCommissions>>;

const reserve = (c: Case) => reservePayout(t.db, c.producer.id, c.reseller.id, 'manual', new Date());
const reverse = (c: Case) =>
  t.db.transaction((tx) => reverseSale(tx, buyerNoticeDeps(t), c.refundedSaleId, 'chargeback', new Date()));
async function openPayoutId(c: Case): Promise<string | null> {
  const [row] = await t.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.resellerId, c.reseller.id), eq(payouts.status, 'processing')));
  return row?.id ?? null;
}
async function settle(c: Case, outcome: 'paid' | 'failed') {
  const id = await openPayoutId(c);
  if (!id) throw new Error('no open payout');
  return outcome === 'paid'
    ? markPayoutPaid(t.db, id, new Date())
    : markPayoutFailed(t.db, id, 'recusado', new Date());
}

/** What the reseller's paid payouts gave them, and what is still owed to them by this producer (< 0: owed back). */
async function position(c: Case) {
  const [paid] = await t.db
    .select({ cents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
    .from(payouts)
    .where(and(eq(payouts.resellerId, c.reseller.id), eq(payouts.status, 'paid')));
  const [balance] = await t.db
    .select({ cents: sql<number>`coalesce(sum(${commissions.amountCents}), 0)::int` })
    .from(commissions)
    .where(
      and(
        eq(commissions.resellerId, c.reseller.id),
        eq(commissions.status, 'available'),
        isNull(commissions.payoutId),
      ),
    );
  return { paid: paid?.cents ?? 0, balance: balance?.cents ?? 0 };
}

/** Pays whatever is still owed, as the next run would, and answers the final position. */
async function drain(c: Case) {
  if (await openPayoutId(c)) throw new Error('a payout is still open');
  if (await reserve(c)) await settle(c, 'paid');
  return position(c);
}

const steps = {
  reserve: async (c: Case) => void (await reserve(c)),
  reverse: async (c: Case) => void (await reverse(c)),
  paid: async (c: Case) => void (await settle(c, 'paid')),
  failed: async (c: Case) => void (await settle(c, 'failed')),
};
type Step = keyof typeof steps;

describe('a refund or chargeback while a payout is open', () => {
  const orders: Step[][] = [
    ['reverse', 'reserve', 'paid'],
    ['reverse', 'reserve', 'failed'],
    ['reserve', 'reverse', 'paid'],
    ['reserve', 'reverse', 'failed'],
    ['reserve', 'paid', 'reverse'],
    ['reserve', 'failed', 'reverse'],
  ];
  for (const order of orders) {
    it(`leaves the reseller exactly the kept commission: ${order.join(' → ')}`, async () => {
      const c = await twoCommissions();
      for (const step of order) await steps[step](c);
      const final = await drain(c);
      expect(final.paid + final.balance).toBe(KEPT);
      // The payout that held the refunded commission was paid: the reseller owes it back from future
      // commissions, and is paid no more until then.
      const paidWithIt = order.join() === 'reserve,reverse,paid' || order.join() === 'reserve,paid,reverse';
      expect(final).toEqual(
        paidWithIt ? { paid: KEPT + REFUNDED, balance: -REFUNDED } : { paid: KEPT, balance: 0 },
      );
    });
  }

  it('writes the adjustment when the reversed commission is in the open payout, which keeps its amount', async () => {
    const c = await twoCommissions();
    const payout = await reserve(c);
    expect(payout?.amountCents).toBe(KEPT + REFUNDED);
    await reverse(c);
    const rows = await t.db.select().from(commissions).where(eq(commissions.saleId, c.refundedSaleId));
    expect(rows.find((row) => row.kind === 'commission')).toMatchObject({
      status: 'available',
      payoutId: payout?.id,
    });
    expect(rows.find((row) => row.kind === 'adjustment')).toMatchObject({
      amountCents: -REFUNDED,
      status: 'available',
      payoutId: null,
    });
    // The manual payout is confirmed by the producer as the procedure does it, for its original amount.
    const marked = await t.call(
      'payouts.markPaid',
      { payoutId: payout?.id ?? '', proofFileKey: null },
      { cookie: c.producer.cookie },
    );
    expect(marked.status).toBe(200);
    expect(await position(c)).toEqual({ paid: KEPT + REFUNDED, balance: -REFUNDED });
  });

  it('a failed payout cancels the reversed commission and its adjustment together', async () => {
    const c = await twoCommissions();
    await reserve(c);
    await reverse(c);
    await settle(c, 'failed');
    const rows = await t.db.select().from(commissions).where(eq(commissions.saleId, c.refundedSaleId));
    expect(rows.map((row) => [row.kind, row.status, row.payoutId]).sort()).toEqual([
      ['adjustment', 'cancelled', null],
      ['commission', 'cancelled', null],
    ]);
    expect(await position(c)).toEqual({ paid: 0, balance: KEPT });
  });

  for (const settleWith of ['paid', 'failed'] as const) {
    it(`holds when the reversal and marking the payout ${settleWith} race`, async () => {
      for (let round = 0; round < 4; round++) {
        const c = await twoCommissions();
        await reserve(c);
        await Promise.all([reverse(c), settle(c, settleWith)]);
        const final = await drain(c);
        expect(final.paid + final.balance).toBe(KEPT);
      }
    });
  }

  it('holds when the reversal and the reservation race', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await twoCommissions();
      await Promise.all([reverse(c), reserve(c)]);
      const payoutId = await openPayoutId(c);
      if (payoutId) await settle(c, round % 2 === 0 ? 'paid' : 'failed');
      const final = await drain(c);
      expect(final.paid + final.balance).toBe(KEPT);
    }
  });
});

describe('a negative balance', () => {
  it('shows on the reseller’s commissions and the producer’s payouts, and holds the payouts until repaid', async () => {
    const c = await twoCommissions();
    await reserve(c);
    await settle(c, 'paid');
    // A chargeback weeks after the payout.
    await reverse(c);
    const commissionsList = await t.call(
      'commissions.list',
      { page: 1, pageSize: 10 },
      { cookie: c.reseller.cookie },
    );
    expect(expectOk(commissionsList).debts).toEqual([
      { producerId: c.producer.id, producerName: expect.any(String), amountCents: -REFUNDED },
    ]);
    const overview = await t.call('payouts.overview', undefined, { cookie: c.producer.cookie });
    const { owed, held } = expectOk(overview);
    expect(owed).toEqual([]);
    expect(held).toEqual([expect.objectContaining({ resellerId: c.reseller.id, amountCents: -REFUNDED })]);
    const run = await t.call('payouts.run', undefined, { cookie: c.producer.cookie });
    expect(run.appCode).toBe('errors.payouts.nothingToPay');

    // A later commission first pays the debt back; only what is left is paid.
    await insertSale(t.db, {
      producerId: c.producer.id,
      amountCents: 15_000,
      reseller: { id: c.reseller.id },
      commission: { amountCents: 1_500, status: 'available', availableAt: new Date(Date.now() - 86_400_000) },
    });
    expect((await reserve(c))?.amountCents).toBe(500);
    const after = await t.call('commissions.list', { page: 1, pageSize: 10 }, { cookie: c.reseller.cookie });
    expect(expectOk(after).debts).toEqual([]);
  });
});
