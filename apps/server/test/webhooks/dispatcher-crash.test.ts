// kill -9 of an instance while a thousand webhooks wait: after it dies, another instance delivers every one,
// each under its event's id (a delivery the dead instance had sent may come again, never under another id).
// The embedded database cannot be shared with a second process, so this file always runs on PostgreSQL
// (DATABASE_URL, else the local server CI starts).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebhookDispatcher, writeEvent } from '@afilia/api/server';
import { eq, rawRows, sql, webhookDeliveries } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApiConfig } from '../../src/app';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { type SeededActors, seedActors } from '../support/seed-actors';
import { WebhookReceiver } from '../support/webhook-receiver';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');
const EVENTS = 1000;
const here = path.dirname(fileURLToPath(import.meta.url));

let t: TestApp;
let actors: SeededActors;
let receiver: WebhookReceiver;
let child: ChildProcess | undefined;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  t = await createTestApp(
    { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', APP_ENCRYPTION_KEY: ENCRYPTION_KEY },
    {},
    { databaseUrl: POSTGRES_URL },
  );
  actors = await seedActors(t);
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await t.close();
  await receiver.close();
});

describe('webhook delivery across a crash', () => {
  it('delivers all 1 000 events after kill -9, none under a second id', async () => {
    const created = expectOk(
      await t.call(
        'webhooks.create',
        { url: `${receiver.url}/crash`, description: '', events: ['sale.paid'], enabled: true },
        { cookie: actors.cookies.producer },
      ),
    );
    const ids: string[] = [];
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < EVENTS; i++)
        ids.push(
          await writeEvent(tx, actors.ids.producer, 'sale.paid', { n: i }, new Date(), [created.endpoint.id]),
        );
    });

    const [row] = rawRows(await t.db.execute(sql`select current_database() as name`)) as { name: string }[];
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${row?.name}`;
    // Slow answers, so the instance dies with deliveries in flight.
    receiver.willAnswer(...Array.from({ length: EVENTS }, () => ({ status: 200, delayMs: 15 })));
    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'dispatcher-process.ts')], {
      env: { ...process.env, DATABASE_URL: url.toString(), APP_ENCRYPTION_KEY: ENCRYPTION_KEY },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await expect.poll(() => receiver.received.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(100);
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    const deliveredBeforeCrash = receiver.received.length;
    expect(deliveredBeforeCrash).toBeLessThan(EVENTS);

    // The dead instance's claims lapse; this instance (its clock past the lease) takes them over.
    const survivor = new WebhookDispatcher(
      {
        db: t.db,
        secrets: t.secrets,
        policy: toApiConfig(t.config).webhooks,
        mail: t.mail,
        appUrl: t.config.appUrl,
        clock: () => new Date(Date.now() + 60_000),
      },
      { concurrency: 32, perEndpoint: 32 },
    );
    await survivor.drain();

    const rows = await t.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.endpoint.id));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(EVENTS);
    const received = new Set(receiver.received.map((request) => String(request.headers['webhook-id'])));
    expect(received).toEqual(new Set(ids));
    for (const request of receiver.received) {
      const body = receiver.verify(request, created.secret);
      expect(body.id).toBe(request.headers['webhook-id']);
    }
  }, 90_000);
});
