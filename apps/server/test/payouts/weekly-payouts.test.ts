import { runWeeklyPayouts } from '@afilia/api/server';
import { eq, payouts } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { insertSale } from '../support/sale-fixtures';

const DAY_MS = 86_400_000;
let t: TestApp;
let producer: WorldUser;
let reseller: WorldUser;

beforeAll(async () => {
  t = await createTestApp();
  const world = affiliationWorld(t);
  producer = await world.addProducer();
  reseller = await world.addUser('reseller', { referrerId: producer.id });
  await insertSale(t.db, {
    producerId: producer.id,
    reseller: { id: reseller.id },
    commission: { amountCents: 2_500, status: 'available', availableAt: new Date(Date.now() - DAY_MS) },
  });
  await insertSale(t.db, {
    producerId: producer.id,
    reseller: { id: reseller.id },
    commission: { amountCents: 1_200, status: 'pending', availableAt: new Date(Date.now() + 5 * DAY_MS) },
  });
});
afterAll(() => t.close());

const deps = (now: Date) => ({
  db: t.db,
  asaas: { secrets: t.secrets, asaasApiUrl: null },
  clock: () => now,
});

describe('weekly payouts', () => {
  it('shows what is due in the next 30 days: maturing commissions and, once switched on, the weekly payout', async () => {
    const before = await t.call('payments.upcoming', undefined, { cookie: producer.cookie });
    expect(expectOk(before).map((item) => item.kind)).toEqual(['commissions']);
    const saved = await t.call('payouts.saveSchedule', { weeklyEnabled: true }, { cookie: producer.cookie });
    expect(saved.data).toMatchObject({ weeklyEnabled: true });
    const after = await t.call('payments.upcoming', undefined, { cookie: producer.cookie });
    const items = expectOk(after);
    expect(items.find((item) => item.kind === 'payout')).toMatchObject({
      amountCents: 2_500,
      direction: 'sent',
    });
    expect(items.find((item) => item.kind === 'commissions')).toMatchObject({ amountCents: 1_200 });
    const resellerView = await t.call('payments.upcoming', undefined, { cookie: reseller.cookie });
    expect(resellerView.data).toEqual([
      expect.objectContaining({ kind: 'commissions', direction: 'received', amountCents: 1_200 }),
    ]);
  });

  it('pays once a week, whatever the number of runs or instances', async () => {
    const now = new Date();
    const [first, second] = await Promise.all([runWeeklyPayouts(deps(now)), runWeeklyPayouts(deps(now))]);
    expect(first.producers + second.producers).toBe(1);
    expect(await runWeeklyPayouts(deps(new Date(now.getTime() + DAY_MS)))).toMatchObject({ producers: 0 });
    const rows = await t.db.select().from(payouts).where(eq(payouts.producerId, producer.id));
    expect(rows).toEqual([
      expect.objectContaining({ amountCents: 2_500, trigger: 'weekly', status: 'processing' }),
    ]);
    // A week later it runs again (nothing new to pay, so no payout is created).
    expect(await runWeeklyPayouts(deps(new Date(now.getTime() + 8 * DAY_MS)))).toMatchObject({
      producers: 1,
    });
    expect(await t.db.select().from(payouts).where(eq(payouts.producerId, producer.id))).toHaveLength(1);
  });
});
