import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, sales } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodicJobs } from '../../src/jobs/periodic-jobs';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { CARD_DECLINED, CARD_INSUFFICIENT_FUNDS, checkoutWorld, DAY_MS } from './checkout-world';

let t: TestApp;
let w: ReturnType<typeof checkoutWorld>;
let producerId: string;

// Generous per IP (the strict tier), so that only the new limits can refuse.
const LIMITS = {
  RATE_LIMIT_AUTH_MAX: '1000',
  RATE_LIMIT_CHECKOUT_DECLINES_PER_EMAIL: '3',
  RATE_LIMIT_CHECKOUT_DECLINES_PER_PRODUCT: '5',
  RATE_LIMIT_CHECKOUT_DECLINES_WINDOW_SECONDS: '900',
};

beforeAll(async () => {
  t = await createTestApp(LIMITS);
  w = checkoutWorld(t);
  producerId = (await w.addProducer()).id;
});
afterAll(() => t.close());

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** One attempt from its own address (as a tester rotating IPs would). */
function attempt(
  app: TestApp,
  productCode: string,
  email: string,
  card?: string,
  idempotencyKey: string = randomUUID(),
) {
  return app.call(
    'checkout.start',
    w.checkoutInput(productCode, { card, buyer: { email }, idempotencyKey }),
    {
      ip: randomIp(),
    },
  );
}

describe('declined card attempts per buyer email', () => {
  it('refuse the email’s next card attempt with 429 once it has the maximum of declines, on any product', async () => {
    const product = await w.addProduct(producerId);
    const otherProduct = await w.addProduct(producerId);
    for (const card of [CARD_DECLINED, CARD_INSUFFICIENT_FUNDS, CARD_DECLINED])
      expect((await attempt(t, product.productCode, 'testador@example.com', card)).status).toBe(402);

    // The same mailbox written another way, with a card that would be accepted: refused before any charge.
    const key = randomUUID();
    const refused = await attempt(t, product.productCode, 'Testador+4@Example.com', undefined, key);
    expect(refused.status).toBe(429);
    expect(refused.appCode).toBe('errors.checkout.tooManyDeclines');
    expect(Number(refused.appParams?.retryAfterSeconds)).toBeGreaterThan(0);
    expect(Number(refused.appParams?.minutes)).toBeGreaterThan(0);
    // Nothing written for the refused attempt.
    expect(await t.db.select().from(sales).where(eq(sales.idempotencyKey, key))).toEqual([]);
    expect((await attempt(t, otherProduct.productCode, 'testador@example.com')).status).toBe(429);

    // Another buyer on the same product is not affected.
    const other = await attempt(t, product.productCode, 'outra.pessoa@example.com');
    expect(other.status).toBe(200);
    expect(expectOk(other).status).toBe('paid');
  });

  it('count in Redis, shared by every instance, when REDIS_URL is set', async () => {
    const env = {
      ...LIMITS,
      REDIS_URL: 'redis://127.0.0.1:6379/4',
      RATE_LIMIT_CHECKOUT_DECLINES_PER_EMAIL: '2',
    };
    const a = await createTestApp(env);
    const b = await createTestApp(env);
    try {
      const [worldA, worldB] = [checkoutWorld(a), checkoutWorld(b)];
      const productA = await worldA.addProduct((await worldA.addProducer()).id);
      const productB = await worldB.addProduct((await worldB.addProducer()).id);
      const email = `testador.${randomUUID()}@example.com`;
      expect((await attempt(a, productA.productCode, email, CARD_DECLINED)).status).toBe(402);
      expect((await attempt(b, productB.productCode, email, CARD_DECLINED)).status).toBe(402);
      expect((await attempt(a, productA.productCode, email)).appCode).toBe('errors.checkout.tooManyDeclines');
      expect((await attempt(b, productB.productCode, email)).appCode).toBe('errors.checkout.tooManyDeclines');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('declined card attempts per product', () => {
  it('refuse every card attempt on the product once it has the maximum of declines, whoever buys', async () => {
    const product = await w.addProduct(producerId);
    const otherProduct = await w.addProduct(producerId);
    for (let n = 0; n < 5; n++) {
      const declined = await attempt(t, product.productCode, `cartao.${n}@example.com`, CARD_DECLINED);
      expect(declined.status).toBe(402);
    }
    const refused = await attempt(t, product.productCode, 'compradora.nova@example.com');
    expect(refused.status).toBe(429);
    expect(refused.appCode).toBe('errors.checkout.tooManyDeclines');
    const failed = await t.db
      .select()
      .from(sales)
      .where(and(eq(sales.productId, product.id), eq(sales.status, 'failed')));
    expect(failed).toHaveLength(5);
    // Another product of the same producer sells.
    expect((await attempt(t, otherProduct.productCode, 'compradora.nova@example.com')).status).toBe(200);
  });

  it('answer a replay of an attempt that was declined before the limit with its decline, not a 429', async () => {
    const product = await w.addProduct(producerId);
    const key = randomUUID();
    expect((await attempt(t, product.productCode, 'replay@example.com', CARD_DECLINED, key)).status).toBe(
      402,
    );
    for (let n = 0; n < 4; n++)
      await attempt(t, product.productCode, `replay.${n}@example.com`, CARD_DECLINED);
    const replay = await attempt(t, product.productCode, 'replay@example.com', CARD_DECLINED, key);
    expect(replay.status).toBe(402);
    expect(replay.appCode).toBe('errors.payments.cardDeclined');
  });
});

describe('failed attempts do not pile up', () => {
  it('the failed_sales_prune job deletes declined attempts older than the retention, and nothing else', async () => {
    const product = await w.addProduct(producerId);
    const declined = [];
    for (let n = 0; n < 3; n++) {
      const key = randomUUID();
      await attempt(t, product.productCode, `antigo.${n}@example.com`, CARD_DECLINED, key);
      declined.push(key);
    }
    const paidKey = randomUUID();
    expect((await attempt(t, product.productCode, 'pagou@example.com', undefined, paidKey)).status).toBe(200);
    const byKey = (keys: string[]) => t.db.select().from(sales).where(inArray(sales.idempotencyKey, keys));
    const [oldFailed, oldFailedWithPayment, recentFailed] = declined;
    if (!oldFailed || !oldFailedWithPayment || !recentFailed) throw new Error('no attempts');
    const longAgo = new Date(Date.now() - 31 * DAY_MS);
    // Old rows: two declines and the paid sale; one decline carries a provider payment id (a payment the
    // provider may still report on), which is kept.
    await t.db
      .update(sales)
      .set({ createdAt: longAgo })
      .where(inArray(sales.idempotencyKey, [oldFailed, oldFailedWithPayment, paidKey]));
    await t.db
      .update(sales)
      .set({ providerPaymentId: `pi_${randomUUID()}` })
      .where(eq(sales.idempotencyKey, oldFailedWithPayment));

    const job = periodicJobs({ ...t, db: t.dbHandle }).find((j) => j.name === 'failed_sales_prune');
    expect(job).toBeDefined();
    expect(await job?.run()).toMatchObject({ deleted: 1 });
    const left = await byKey([...declined, paidKey]);
    expect(left.map((sale) => sale.idempotencyKey).sort()).toEqual(
      [oldFailedWithPayment, recentFailed, paidKey].sort(),
    );
    // A second run has nothing left to delete.
    expect(await job?.run()).toMatchObject({ deleted: 0 });
  });
});
