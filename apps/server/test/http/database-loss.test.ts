// PostgreSQL cuts the app's connections while buyers check out and users read (what a restart or a failover of
// the database, or a network blip, does): the process stays up, no request answers 500 (the ones on a cut
// connection answer 503 errors.serviceUnavailable), /readyz follows the database, service resumes by itself
// within seconds, and nothing is half-written. The embedded database has no connection to lose, so this file
// always runs on PostgreSQL (DATABASE_URL, else the local server CI starts).
import { randomUUID } from 'node:crypto';
import { and, commissions, eq, isNull, products, rawRows, sales, sql } from '@afilia/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { checkoutWorld } from '../checkout/checkout-world';
import { FaultProxy } from '../support/fault-proxy';
import { createTestApp, expectOk, type TestApp } from '../support/harness';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The app reaches PostgreSQL through this proxy, so that a test can also take the whole server away. */
const proxy = new FaultProxy({
  host: new URL(POSTGRES_URL).hostname,
  port: Number(new URL(POSTGRES_URL).port || 5432),
});

let t: TestApp;
let admin: pg.Client;
let databaseName = '';
let producerCookie = '';
let productCode = '';
const lost: Error[] = [];

beforeAll(async () => {
  const viaProxy = new URL(POSTGRES_URL);
  await proxy.start();
  viaProxy.host = proxy.address;
  t = await createTestApp(
    {
      RATE_LIMIT_HTTP_MAX: '100000',
      RATE_LIMIT_READ_MAX: '100000',
      RATE_LIMIT_WRITE_MAX: '100000',
      RATE_LIMIT_ANON_WRITE_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
    },
    {},
    { databaseUrl: viaProxy.toString(), onConnectionLost: (error) => lost.push(error) },
  );
  await seedDemoData(t.db, 'test', new Date(), t.storage);
  const [row] = rawRows(await t.db.execute(sql`select current_database() as name`)) as { name: string }[];
  databaseName = row?.name ?? '';
  admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  producerCookie = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
  // The first demo product a buyer can pay for by card.
  const world = checkoutWorld(t);
  for (const { code } of await t.db.select({ code: products.productCode }).from(products)) {
    const first = await t.call('checkout.start', world.checkoutInput(code));
    if (first.status === 200) {
      productCode = code;
      break;
    }
  }
  if (!productCode) throw new Error('no demo product takes a card payment');
});

afterAll(async () => {
  await admin?.end();
  await t?.close();
  await proxy.stop();
});

/** Terminates every connection the app holds to its database; answers how many there were. */
async function cutConnections(): Promise<number> {
  const result = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
  return result.rowCount ?? 0;
}

describe('PostgreSQL connections cut under load', () => {
  it('answers 503 (never 500) while they are cut, and resumes by itself within 10 s', async () => {
    const world = checkoutWorld(t);
    const statuses = new Map<string, number>();
    const count = (status: number, appCode: string | null) => {
      const key = status === 200 ? '200' : `${status} ${appCode}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    };
    const acknowledged: string[] = [];
    let running = true;

    const reader = async () => {
      while (running) {
        // A real client's next request arrives as I/O: without this yield, answers served from memory (the
        // session cache) would chain as microtasks and starve the event loop of the database's replies.
        await new Promise((resolve) => setImmediate(resolve));
        const me = await t.call('auth.me', undefined, { cookie: producerCookie });
        count(me.status, me.appCode);
      }
    };
    const buyer = async (n: number) => {
      while (running) {
        await new Promise((resolve) => setImmediate(resolve));
        const idempotencyKey = randomUUID();
        const input = world.checkoutInput(productCode, {
          idempotencyKey,
          buyer: { email: `comprador${n}.${idempotencyKey.slice(0, 6)}@example.com` },
        });
        const result = await t.call('checkout.start', input);
        count(result.status, result.appCode);
        // Paid is acknowledged; a payment whose confirmation could not be written answers pending (the
        // pending-sales job settles it), which the connection retries make rare.
        if (result.status === 200 && expectOk(result).status === 'paid') acknowledged.push(idempotencyKey);
      }
    };
    const load = [reader(), reader(), buyer(1), buyer(2), buyer(3), buyer(4)];

    await new Promise((resolve) => setTimeout(resolve, 500));
    let cut = 0;
    for (let round = 0; round < 3; round++) {
      cut += await cutConnections();
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    const lastCutAt = Date.now();

    // Service resumes: a run of successful reads, and /readyz up, within 10 s of the last cut.
    let resumedAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - lastCutAt < 10_000) {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      const me = await t.call('auth.me', undefined, { cookie: producerCookie });
      if (ready.statusCode === 200 && me.status === 200) {
        resumedAfterMs = Date.now() - lastCutAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(load);

    expect(cut).toBeGreaterThan(0);
    expect(lost.length).toBeGreaterThan(0);
    expect(resumedAfterMs).toBeLessThan(10_000);
    const answers = Object.fromEntries(statuses);
    expect(
      Object.keys(answers).filter((key) => key !== '200' && key !== '503 errors.serviceUnavailable'),
    ).toEqual([]);
    expect(answers['200'] ?? 0).toBeGreaterThan(0);

    // Every acknowledged sale is there and paid; no paid attributed sale lacks its commission.
    const paid = await t.db
      .select({ key: sales.idempotencyKey, status: sales.status })
      .from(sales)
      .where(eq(sales.productCode, productCode));
    const statusByKey = new Map(paid.map((row) => [row.key, row.status]));
    for (const key of acknowledged) expect(statusByKey.get(key)).toBe('paid');
    const orphans = await t.db
      .select({ id: sales.id })
      .from(sales)
      .leftJoin(commissions, eq(commissions.saleId, sales.id))
      .where(and(eq(sales.status, 'paid'), sql`${sales.resellerId} is not null`, isNull(commissions.id)));
    expect(orphans).toEqual([]);
  }, 40_000);

  it('reports the database down on /readyz while the server is away, and up again after', async () => {
    await proxy.stop();
    try {
      const down = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      // auth.me may answer from the session cache; the sales list always reads the database.
      const list = await t.call('sales.list', {}, { cookie: producerCookie });
      expect(list.status).toBe(503);
      expect(list.appCode).toBe('errors.serviceUnavailable');
      // A provider's webhook is told to deliver again later.
      const webhook = await t.app.inject({
        method: 'POST',
        url: `/webhooks/asaas/${randomUUID()}`,
        headers: { 'asaas-access-token': 'token' },
        payload: { id: 'evt_1', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1' } },
      });
      expect(webhook.statusCode).toBe(503);
      expect(webhook.headers['retry-after']).toBe('5');
      // An affiliate link still takes the buyer on (to the catalogue) rather than to an error page.
      const link = await t.app.inject({ method: 'GET', url: '/r/ABCDEFGH' });
      expect(link.statusCode).toBe(302);
    } finally {
      await proxy.start();
    }
    const up = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(up.statusCode).toBe(200);
    const list = await t.call('sales.list', {}, { cookie: producerCookie });
    expect(list.status).toBe(200);
  });
});
