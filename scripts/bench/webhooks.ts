// BENCH_ONLY=webhooks: webhook delivery throughput. A producer with 3 endpoints on local receivers (answering
// 200 at once, or after 50 ms as a real members area might); events are written to the outbox in batches
// inside transactions, as the ledger writes them, then one dispatcher (the defaults a server instance runs:
// 32 attempts in flight, 4 per endpoint) delivers them all. Every delivery is signed and checked once
// delivered: the table reports events and deliveries per second and the latency from the event to its 2xx.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MailService,
  newWebhookSecret,
  parseKeyRing,
  SecretBox,
  sealWebhookSecret,
  WebhookDispatcher,
  writeEvent,
} from '@afilia/api/server';
import { count, type Database, eq, inArray, users, webhookDeliveries, webhookEndpoints } from '@afilia/db';

const ENDPOINTS = 3;

interface Receiver {
  url: string;
  received: number;
  close(): Promise<void>;
}

async function startReceiver(delayMs: number): Promise<Receiver> {
  const state = { received: 0 };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.received++;
      if (delayMs > 0) setTimeout(() => res.end('ok'), delayMs);
      else res.end('ok');
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    get received() {
      return state.received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Run {
  receiverDelayMs: number;
  events: number;
  deliveries: number;
  writeSeconds: number;
  deliverSeconds: number;
  p50Ms: number;
  p99Ms: number;
}

/** The demo producer (Profissional, so their plan includes webhooks). */
async function producerId(db: Database): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'produtor@demo.afilia.app'));
  if (!row) throw new Error('bench: the demo producer is missing (the app seeds it)');
  return row.id;
}

async function runOnce(db: Database, events: number, receiverDelayMs: number): Promise<Run> {
  const secrets = new SecretBox(parseKeyRing(randomBytes(32).toString('base64')));
  const producer = await producerId(db);
  const receivers = await Promise.all(
    Array.from({ length: ENDPOINTS }, () => startReceiver(receiverDelayMs)),
  );
  const endpointIds: string[] = [];
  for (const receiver of receivers) {
    const [row] = await db
      .insert(webhookEndpoints)
      .values({
        producerId: producer,
        url: receiver.url,
        events: ['sale.paid'],
        secretSealed: 'pending',
      })
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new Error('bench: no endpoint');
    await db
      .update(webhookEndpoints)
      .set({ secretSealed: sealWebhookSecret(secrets, row.id, newWebhookSecret()) })
      .where(eq(webhookEndpoints.id, row.id));
    endpointIds.push(row.id);
  }
  const sale = { object: 'sale', status: 'paid', amount_cents: 19_700, currency: 'BRL' };
  const writeStarted = performance.now();
  for (let done = 0; done < events; done += 100) {
    await db.transaction(async (tx) => {
      for (let i = done; i < Math.min(events, done + 100); i++)
        await writeEvent(tx, producer, 'sale.paid', { ...sale, id: `bench-${i}` }, new Date(), endpointIds);
    });
  }
  const writeSeconds = (performance.now() - writeStarted) / 1000;

  const dispatcher = new WebhookDispatcher({
    db,
    secrets,
    policy: { allowHttp: true, allowedHosts: ['127.0.0.1'] },
    mail: new MailService({ from: 'bench@afilia.app', logger: { info: () => {}, error: () => {} } }),
    appUrl: 'http://localhost:3000',
  });
  const deliverStarted = performance.now();
  await dispatcher.drain();
  const deliverSeconds = (performance.now() - deliverStarted) / 1000;
  await Promise.all(receivers.map((receiver) => receiver.close()));

  const [delivered] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds));
  const latencies = (
    await db
      .select({ created: webhookDeliveries.createdAt, delivered: webhookDeliveries.deliveredAt })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.endpointId, endpointIds))
  )
    .map((row) => (row.delivered ? row.delivered.getTime() - row.created.getTime() : Number.NaN))
    .sort((a, b) => a - b);
  const failed = latencies.filter((value) => Number.isNaN(value)).length;
  const sent = receivers.reduce((sum, receiver) => sum + receiver.received, 0);
  if (failed > 0 || sent !== events * ENDPOINTS || (delivered?.n ?? 0) !== events * ENDPOINTS)
    throw new Error(`bench: ${failed} deliveries not delivered, ${sent} received of ${events * ENDPOINTS}`);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return {
    receiverDelayMs,
    events,
    deliveries: events * ENDPOINTS,
    writeSeconds,
    deliverSeconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

/** The report's Markdown table. */
export async function runWebhooksBench(db: Database, events: number): Promise<string> {
  const runs = [await runOnce(db, events, 0), await runOnce(db, Math.round(events / 5), 50)];
  const rows = runs.map(
    (run) =>
      `| ${run.receiverDelayMs} ms | ${run.events.toLocaleString('en-US')} | ${run.deliveries.toLocaleString('en-US')} | ${(run.events / run.writeSeconds).toFixed(0)} | ${(run.deliveries / run.deliverSeconds).toFixed(0)} | ${run.deliverSeconds.toFixed(1)} s | ${run.p50Ms.toFixed(0)} ms | ${run.p99Ms.toFixed(0)} ms |`,
  );
  return [
    `${ENDPOINTS} endpoints, every event to each; one dispatcher (32 in flight, 4 per endpoint), signatures included.`,
    '',
    '| receiver answers after | events | deliveries | events written/s | deliveries/s | to deliver all | event → 2xx p50 | p99 |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'The latency runs from the event to its 2xx while the whole backlog drains, so it grows with the backlog; deliveries/s is the figure to compare.',
  ].join('\n');
}
