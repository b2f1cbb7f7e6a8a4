// Producers' webhooks end to end: endpoints saved through the API, events written by the ledger in the same
// transaction as the change, delivered by the dispatcher to a local receiver that verifies the signatures
// with the `standardwebhooks` package, retried, replayed, rotated, and refused where they must not go.
import { reverseSale, WebhookDispatcher } from '@afilia/api/server';
import { eq, sales, webhookDeliveries, webhookEndpoints, webhookEvents } from '@afilia/db';
import { WEBHOOK_EVENT_TYPES } from '@afilia/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toApiConfig } from '../../src/app';
import { checkoutWorld } from '../checkout/checkout-world';
import { createTestApp, expectOk, expectPresent, type TestApp } from '../support/harness';
import { buyerNoticeDeps, insertSale } from '../support/sale-fixtures';
import { type SeededActors, seedActors } from '../support/seed-actors';
import { WebhookReceiver } from '../support/webhook-receiver';

let t: TestApp;
let actors: SeededActors;
let receiver: WebhookReceiver;
/** How far ahead of the real time the dispatcher's clock runs (to reach a retry's due time). */
let offsetMs = 0;
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  actors = await seedActors(t);
  dispatcher = new WebhookDispatcher(
    {
      db: t.db,
      secrets: t.secrets,
      policy: toApiConfig(t.config).webhooks,
      mail: t.mail,
      appUrl: t.config.appUrl,
      clock: () => new Date(Date.now() + offsetMs),
    },
    { jitter: 0, timeoutMs: 1500 },
  );
});
// Each test starts with no endpoint (a producer may have ten at most).
beforeEach(async () => {
  await t.db.delete(webhookEndpoints);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** Creates an endpoint of the demo producer on the receiver; answers its id and secret. */
async function addEndpoint(path: string, events: string[] = [...WEBHOOK_EVENT_TYPES]) {
  const created = expectOk(
    await t.call(
      'webhooks.create',
      {
        url: `${receiver.url}${path}`,
        description: 'Área de membros',
        events: events as never,
        enabled: true,
      },
      { cookie: actors.cookies.producer },
    ),
  );
  expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  return { id: created.endpoint.id, secret: created.secret };
}

function onPath(path: string) {
  return receiver.received.filter((request) => request.path === path);
}

async function deliveriesOf(endpointId: string) {
  return t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

describe('webhooks', () => {
  it('a sale paid through checkout reaches the receiver, signed, with the sale as the API shows it', async () => {
    const endpoint = await addEndpoint('/paid', ['sale.paid']);
    const world = checkoutWorld(t);
    const product = await world.addProduct(actors.ids.producer);
    const paid = expectOk(await t.call('checkout.start', world.checkoutInput(product.productCode)));
    const orderCode = 'orderCode' in paid ? String(paid.orderCode) : '';
    await dispatcher.drain();

    const [request] = onPath('/paid');
    const body = receiver.verify(expectPresent(request), endpoint.secret);
    expect(body.type).toBe('sale.paid');
    expect(request?.headers['webhook-id']).toBe(body.id);
    expect(body.data).toMatchObject({
      object: 'sale',
      status: 'paid',
      order_code: orderCode,
      currency: 'BRL',
    });
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200, failure: null });
  });

  it('a refund sends refund_requested and refunded; an endpoint not listening to them gets nothing', async () => {
    const refunds = await addEndpoint('/refunds', ['sale.refund_requested', 'sale.refunded']);
    await addEndpoint('/paid-only', ['sale.paid']);
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: actors.cookies.producer }));
    await dispatcher.drain();
    const types = onPath('/refunds').map((request) => receiver.verify(request, refunds.secret).type);
    expect(types.sort()).toEqual(['sale.refund_requested', 'sale.refunded']);
    expect(onPath('/paid-only')).toHaveLength(0);
  });

  it('a rolled-back change writes no event and sends nothing', async () => {
    const endpoint = await addEndpoint('/rollback', ['sale.refunded']);
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    await expect(
      t.db.transaction(async (tx) => {
        const reversed = await reverseSale(tx, buyerNoticeDeps(t), sale.id, 'refunded', new Date());
        expect(reversed.reversed).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    const [row] = await t.db.select({ status: sales.status }).from(sales).where(eq(sales.id, sale.id));
    expect(row?.status).toBe('paid');
    await dispatcher.drain();
    expect(onPath('/rollback')).toHaveLength(0);
  });

  it('a 500 then a 200 is retried after the backoff and delivered once, under the same id', async () => {
    const endpoint = await addEndpoint('/flaky', ['sale.refunded']);
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    receiver.willAnswer({ status: 500, body: 'temporarily down' });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: actors.cookies.producer }));
    await dispatcher.drain();
    let [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      failure: 'http_status',
    });
    expect(delivery?.responseBody).toBe('temporarily down');
    const wait =
      expectPresent(delivery).nextAttemptAt.getTime() - expectPresent(delivery?.lastAttemptAt).getTime();
    // 5 s after the attempt ended (the attempt's own milliseconds are in between).
    expect(wait).toBeGreaterThanOrEqual(5_000);
    expect(wait).toBeLessThan(6_000);

    // Not yet due: nothing is sent.
    await dispatcher.drain();
    expect(onPath('/flaky')).toHaveLength(1);
    offsetMs = 5_001;
    await dispatcher.drain();
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 200 });
    const requests = onPath('/flaky');
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(
      new Set([delivery?.eventId]),
    );
    expect(requests[0]?.body).toBe(requests[1]?.body);
    offsetMs = 0;
  });

  it("'Reenviar' sends the same event again, with its id and body; another producer cannot", async () => {
    const endpoint = await addEndpoint('/replay', ['sale.refunded']);
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: actors.cookies.producer }));
    await dispatcher.drain();
    const [delivery] = await deliveriesOf(endpoint.id);
    const deliveryId = expectPresent(delivery).id;
    expectOk(await t.call('webhooks.resend', { deliveryId }, { cookie: actors.cookies.producer }));
    await dispatcher.drain();
    const [first, second] = onPath('/replay');
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    expect(receiver.verify(expectPresent(second), endpoint.secret).type).toBe('sale.refunded');
    const listed = expectOk(
      await t.call('webhooks.deliveries', { endpointId: endpoint.id }, { cookie: actors.cookies.producer }),
    );
    expect(listed[0]).toMatchObject({
      id: deliveryId,
      status: 'succeeded',
      attempts: 2,
      eventType: 'sale.refunded',
    });
    expect(JSON.parse(listed[0]?.requestBody ?? '{}').data.id).toBe(sale.id);

    const stranger = await t.call('webhooks.resend', { deliveryId }, { cookie: actors.cookies.admin });
    expect(stranger.appCode).toBe('errors.webhooks.deliveryNotFound');
  });

  it('after a rotation both secrets sign for 24 hours, then only the new one', async () => {
    const endpoint = await addEndpoint('/rotate', ['sale.paid']);
    const rotated = expectOk(
      await t.call('webhooks.rotateSecret', { endpointId: endpoint.id }, { cookie: actors.cookies.producer }),
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    expectOk(
      await t.call('webhooks.sendTest', { endpointId: endpoint.id }, { cookie: actors.cookies.producer }),
    );
    await dispatcher.drain();
    const [request] = onPath('/rotate');
    expect(String(request?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(receiver.verify(expectPresent(request), rotated.secret).type).toBe('webhook.test');
    expect(receiver.verify(expectPresent(request), endpoint.secret).type).toBe('webhook.test');

    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    expectOk(
      await t.call('webhooks.sendTest', { endpointId: endpoint.id }, { cookie: actors.cookies.producer }),
    );
    await dispatcher.drain();
    const later = expectPresent(onPath('/rotate')[1]);
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(receiver.verify(later, rotated.secret).type).toBe('webhook.test');
    expect(() => receiver.verify(later, endpoint.secret)).toThrow();
    const revealed = expectOk(
      await t.call('webhooks.secret', { endpointId: endpoint.id }, { cookie: actors.cookies.producer }),
    );
    expect(revealed.secret).toBe(rotated.secret);
  });

  it('a receiver that never answers holds only its own slot, and times out', async () => {
    const slow = await addEndpoint('/slow', ['sale.refunded']);
    const fast = await addEndpoint('/fast', ['sale.refunded']);
    receiver.willAnswerOn('/slow', { hang: true });
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: actors.cookies.producer }));
    const started = Date.now();
    await dispatcher.tick();
    // Delivered to the fast endpoint while the slow one is still waiting for its answer.
    await expect.poll(() => onPath('/fast').length, { timeout: 1000, interval: 20 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    await dispatcher.settle();
    const [slowDelivery] = await deliveriesOf(slow.id);
    expect(slowDelivery).toMatchObject({ status: 'pending', failure: 'timeout', responseStatus: null });
    const [fastDelivery] = await deliveriesOf(fast.id);
    expect(fastDelivery?.status).toBe('succeeded');
    await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, slow.id));
  });

  it('keeps the first 2 KB of an answer and follows no redirect', async () => {
    const endpoint = await addEndpoint('/big', ['sale.refunded']);
    receiver.willAnswer({ status: 200, body: 'x'.repeat(512 * 1024) });
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: actors.cookies.producer }));
    await dispatcher.drain();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery?.status).toBe('succeeded');
    expect(delivery?.responseBody).toHaveLength(2048);

    const target = await new WebhookReceiver().start();
    const redirected = await addEndpoint('/redirect', ['sale.refunded']);
    await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    receiver.willAnswer({ redirectTo: `${target.url}/internal` });
    const other = await insertSale(t.db, { producerId: actors.ids.producer });
    expectOk(await t.call('sales.refund', { saleId: other.id }, { cookie: actors.cookies.producer }));
    await dispatcher.drain();
    const [bounced] = await deliveriesOf(redirected.id);
    expect(bounced).toMatchObject({ status: 'pending', responseStatus: 302, failure: 'redirect' });
    expect(target.received).toHaveLength(0);
    await target.close();
    await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, redirected.id));
  });

  it('an endpoint failing for five days is disabled, its producer emailed, its waiting deliveries stopped', async () => {
    const endpoint = await addEndpoint('/down', ['sale.refunded']);
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 5 * 86_400_000 - 60_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    receiver.willAnswer({ status: 503 });
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: actors.cookies.producer }));
    await dispatcher.drain();
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false });
    expect(row?.disabledForFailuresAt).not.toBeNull();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', failure: 'endpoint_disabled' });
    const emails = await t.emailsTo('produtor@demo.afilia.app', ['webhookEndpointDisabled']);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(`${receiver.url}/down`);

    // Switching it back on clears the streak; 'Reenviar' brings the stopped delivery back.
    const updated = expectOk(
      await t.call(
        'webhooks.update',
        {
          endpointId: endpoint.id,
          url: `${receiver.url}/down`,
          description: '',
          events: ['sale.refunded'],
          enabled: true,
        },
        { cookie: actors.cookies.producer },
      ),
    );
    expect(updated).toMatchObject({ enabled: true, disabledForFailuresAt: null, failingSince: null });
    expectOk(
      await t.call(
        'webhooks.resend',
        { deliveryId: expectPresent(delivery).id },
        { cookie: actors.cookies.producer },
      ),
    );
    await dispatcher.drain();
    expect((await deliveriesOf(endpoint.id))[0]?.status).toBe('succeeded');
  });

  it('the last of ten attempts gives the delivery up', async () => {
    const endpoint = await addEndpoint('/gone', ['sale.refunded']);
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: actors.cookies.producer }));
    await t.db
      .update(webhookDeliveries)
      .set({ attempts: 9 })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    receiver.willAnswer({ status: 410 });
    await dispatcher.drain();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 10, responseStatus: 410 });
    await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  });

  it('the plan decides: an Iniciante trial gets the upgrade prompt, and a lapsed plan stops deliveries', async () => {
    const starter = expectOk(
      await t.call('webhooks.settings', undefined, { cookie: actors.cookies.starter }),
    );
    expect(starter.access).toBe('upgradeRequired');
    const refused = await t.call(
      'webhooks.create',
      { url: `${receiver.url}/starter`, description: '', events: ['sale.paid'], enabled: true },
      { cookie: actors.cookies.starter },
    );
    expect(refused).toMatchObject({ status: 403, appCode: 'errors.webhooks.upgradeRequired' });
    const paulo = expectOk(await t.call('webhooks.settings', undefined, { cookie: actors.cookies.producer }));
    expect(paulo.access).toBe('allowed');
  });

  it('refuses URLs that reach the platform’s own network, and plain http outside the allow-list', async () => {
    for (const url of [
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://user:pass@93.184.215.14/hook',
      'ftp://93.184.215.14/hook',
    ]) {
      const result = await t.call(
        'webhooks.create',
        { url, description: '', events: ['sale.paid'], enabled: true },
        { cookie: actors.cookies.producer },
      );
      expect(result, url).toMatchObject({ status: 400, appCode: 'errors.webhooks.urlNotAllowed' });
    }
    const bad = await t.callRaw(
      'webhooks.create',
      {
        url: `https://example.com/\u0000`,
        description: 'x'.repeat(5000),
        events: ['sale.paid'],
        enabled: true,
      },
      { cookie: actors.cookies.producer },
    );
    expect(bad.status).toBe(400);
    const unknownEvent = await t.callRaw(
      'webhooks.create',
      { url: 'https://93.184.215.14/hook', description: '', events: ['sale.stolen'], enabled: true },
      { cookie: actors.cookies.producer },
    );
    expect(unknownEvent.status).toBe(400);
  });

  it('never lets one producer read or change another’s endpoint', async () => {
    const endpoint = await addEndpoint('/mine', ['sale.paid']);
    for (const [path, input] of [
      ['webhooks.deliveries', { endpointId: endpoint.id }],
      ['webhooks.secret', { endpointId: endpoint.id }],
      ['webhooks.sendTest', { endpointId: endpoint.id }],
      ['webhooks.delete', { endpointId: endpoint.id }],
    ] as const) {
      const result = await t.callRaw(path, input, { cookie: actors.cookies.admin });
      expect(result.appCode, path).toBe('errors.webhooks.notFound');
    }
    const listed = expectOk(
      await t.call('webhooks.platformEndpoints', undefined, { cookie: actors.cookies.admin }),
    );
    const seen = expectPresent(listed.find((row) => row.id === endpoint.id));
    expect(seen.owner.email).toBe('produtor@demo.afilia.app');
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    const [event] = await t.db.select().from(webhookEvents).limit(1);
    expect(JSON.stringify(listed)).not.toContain(expectPresent(event).payload);
  });

  it('writes no event when no endpoint listens', async () => {
    const before = await t.db.select().from(webhookEvents);
    const sale = await insertSale(t.db, { producerId: actors.ids.producer });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: actors.cookies.producer }));
    expect(await t.db.select().from(webhookEvents)).toHaveLength(before.length);
  });
});
