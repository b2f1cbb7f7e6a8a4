import { Readable } from 'node:stream';
import { commissions, eq, payouts } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { insertSale } from '../support/sale-fixtures';

let t: TestApp;
let producer: WorldUser;
let otherProducer: WorldUser;
let rita: WorldUser;
let caio: WorldUser;

const available = (amountCents: number, reseller: WorldUser, producerId = producer.id) =>
  insertSale(t.db, {
    producerId,
    amountCents: amountCents * 10,
    reseller: { id: reseller.id },
    commission: { amountCents, status: 'available', availableAt: new Date(Date.now() - 86_400_000) },
  });

beforeAll(async () => {
  t = await createTestApp();
  const world = affiliationWorld(t);
  producer = await world.addProducer({ fullName: 'Paula Produtora' });
  otherProducer = await world.addProducer({ fullName: 'Otávio Produtor' });
  rita = await world.addUser('reseller', { fullName: 'Rita Revendedora', referrerId: producer.id });
  caio = await world.addUser('reseller', { fullName: 'Caio Revendedor', referrerId: producer.id });

  await available(1_234, rita);
  await available(5_678, rita);
  await available(999, caio);
  // Another producer's commission to Rita is that producer's to pay.
  await available(7_777, rita, otherProducer.id);
  // A refund after Rita's commission was paid out: deducted from her next payout.
  const refunded = await insertSale(t.db, {
    producerId: producer.id,
    amountCents: 1_000,
    reseller: { id: rita.id },
  });
  await t.db.insert(commissions).values({
    saleId: refunded.id,
    resellerId: rita.id,
    producerId: producer.id,
    kind: 'adjustment',
    amountCents: -101,
    status: 'available',
    availableAt: new Date(),
  });
  // Still inside the refund window: not paid yet.
  await insertSale(t.db, {
    producerId: producer.id,
    reseller: { id: rita.id },
    commission: { amountCents: 4_000, status: 'pending' },
  });
});
afterAll(() => t.close());

describe('payout run', () => {
  it('pays each reseller once when two runs overlap, to the cent of their available commissions', async () => {
    const [first, second] = await Promise.all([
      t.call('payouts.run', undefined, { cookie: producer.cookie }),
      t.call('payouts.run', undefined, { cookie: producer.cookie }),
    ]);
    for (const result of [first, second]) {
      // The slower run finds nothing left (409) or skips the resellers the faster one claimed (200).
      expect([200, 409]).toContain(result.status);
      if (result.status === 409) expect(result.appCode).toBe('errors.payouts.nothingToPay');
    }
    const rows = await t.db.select().from(payouts).where(eq(payouts.producerId, producer.id));
    expect(rows).toHaveLength(2);
    const byReseller = Object.fromEntries(rows.map((row) => [row.resellerId, row]));
    expect(byReseller[rita.id]?.amountCents).toBe(1_234 + 5_678 - 101);
    expect(byReseller[caio.id]?.amountCents).toBe(999);
    // No Asaas connected: left for the producer to pay by hand.
    expect(rows.every((row) => row.method === 'manual' && row.status === 'processing')).toBe(true);

    const again = await t.call('payouts.run', undefined, { cookie: producer.cookie });
    expect(again.appCode).toBe('errors.payouts.nothingToPay');
  });

  it('shows the open payouts and what is still owed', async () => {
    const overview = await t.call('payouts.overview', undefined, { cookie: producer.cookie });
    const data = expectOk(overview);
    expect(data.owed).toEqual([]);
    expect(data.open.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([999, 6_811]);
  });

  it('marks a manual payout paid: its commissions are paid, and another producer cannot touch it', async () => {
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.resellerId, rita.id));
    if (!payout) throw new Error('no payout');
    const stranger = await t.call(
      'payouts.markPaid',
      { payoutId: payout.id, proofFileKey: null },
      { cookie: otherProducer.cookie },
    );
    expect(stranger.status).toBe(404);
    expect(stranger.appCode).toBe('errors.payouts.notFound');

    const upload = (ownerId: string) =>
      t.storage.upload(t.db, {
        bucket: 'product-files',
        ownerId,
        body: Readable.from([Buffer.from('%PDF-1.4 comprovante')]),
        originalName: 'comprovante-pix.pdf',
        declaredType: 'application/pdf',
      });
    // Only a proof the producer uploaded themselves.
    const foreignProof = await upload(otherProducer.id);
    const refused = await t.call(
      'payouts.markPaid',
      { payoutId: payout.id, proofFileKey: foreignProof.key },
      { cookie: producer.cookie },
    );
    expect(refused.appCode).toBe('errors.storage.notFound');
    const proof = await upload(producer.id);
    const paid = await t.call(
      'payouts.markPaid',
      { payoutId: payout.id, proofFileKey: proof.key },
      { cookie: producer.cookie },
    );
    expect(paid.status).toBe(200);
    const [withProof] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(withProof?.proofFileId).not.toBeNull();
    expect(withProof?.status).toBe('paid');
    const twice = await t.call(
      'payouts.markPaid',
      { payoutId: payout.id, proofFileKey: null },
      { cookie: producer.cookie },
    );
    expect(twice.appCode).toBe('errors.payouts.notPending');

    const claimed = await t.db.select().from(commissions).where(eq(commissions.payoutId, payout.id));
    expect(claimed).toHaveLength(3);
    expect(claimed.every((row) => row.status === 'paid' && row.settledBy === 'payout')).toBe(true);
    const others = await t.db.select().from(commissions).where(eq(commissions.producerId, otherProducer.id));
    expect(others.every((row) => row.status === 'available' && row.payoutId === null)).toBe(true);
  });

  it('lists the payout as sent for the producer and received for the reseller, with a PDF receipt', async () => {
    const producerSent = await t.call(
      'payments.history',
      { tab: 'sent', status: 'completed', period: 'all', page: 1 },
      { cookie: producer.cookie },
    );
    const sent = expectOk(producerSent);
    expect(sent.items.map((item) => [item.kind, item.amountCents])).toEqual([['payout', 6_811]]);

    const resellerReceived = await t.call(
      'payments.history',
      { tab: 'received', status: 'all', period: 'all', page: 1 },
      { cookie: rita.cookie },
    );
    const received = expectOk(resellerReceived);
    expect(received.items.map((item) => [item.kind, item.direction])).toEqual([['payout', 'received']]);

    const payoutId = sent.items[0]?.id ?? '';
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/payout/${payoutId}`,
      headers: { cookie: rita.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/payout/${payoutId}`,
      headers: { cookie: caio.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/receipts/payout/${payoutId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("pages the producer's received sales and filters them by status", async () => {
    const all = await t.call(
      'payments.history',
      { tab: 'received', status: 'all', period: 'all', page: 1 },
      { cookie: producer.cookie },
    );
    const page = expectOk(all);
    expect(page.total).toBe(5);
    expect(page.items.every((item) => item.kind === 'sale' && item.status === 'completed')).toBe(true);
    const pending = await t.call(
      'payments.history',
      { tab: 'received', status: 'pending', period: 'all', page: 1 },
      { cookie: producer.cookie },
    );
    expect(expectOk(pending).total).toBe(0);
    // The period filters: every sale of this test was made now, so all are in the current month.
    for (const [period, total] of [
      ['month', 5],
      ['lastMonth', 0],
    ] as const) {
      const result = await t.call(
        'payments.history',
        { tab: 'all', status: 'all', period, page: 1 },
        { cookie: producer.cookie },
      );
      expect(result.status).toBe(200);
      // Sales plus the two payouts sent this month.
      expect(expectOk(result).total).toBe(period === 'month' ? total + 2 : 0);
    }
  });
});
