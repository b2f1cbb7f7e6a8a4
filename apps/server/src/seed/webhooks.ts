import { createHash, randomUUID } from 'node:crypto';
import { apiSale, newWebhookSecret, type SecretBox, sealWebhookSecret } from '@afilia/api/server';
import {
  and,
  apiKeyEvents,
  apiKeys,
  type Database,
  desc,
  eq,
  sales,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '@afilia/db';

const MINUTE_MS = 60_000;

/**
 * Paulo's members-area endpoint, as a producer on Profissional would have it: it listens to paid, refunded
 * and charged-back sales, and shows the deliveries of his four latest sales, one of which failed twice (the
 * members area answered 503) before its third attempt was accepted. Every delivery is settled, so the
 * running server has nothing of the seed to send.
 */
export async function seedDemoWebhooks(db: Database, secrets: SecretBox, producerId: string, now: Date) {
  const [existing] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.producerId, producerId));
  if (existing) return;
  const latest = await db
    .select()
    .from(sales)
    .where(and(eq(sales.producerId, producerId), eq(sales.status, 'paid')))
    .orderBy(desc(sales.paidAt))
    .limit(4);
  const endpointId = randomUUID();
  const createdAt = new Date(now.getTime() - 20 * 24 * 60 * MINUTE_MS);
  await db.transaction(async (tx) => {
    await tx.insert(webhookEndpoints).values({
      id: endpointId,
      producerId,
      url: 'https://membros.paulocursos.com.br/webhooks/afilia',
      description: 'Área de membros: libera o acesso na compra e o retira no reembolso',
      events: ['sale.paid', 'sale.refunded', 'sale.chargeback', 'subscription.canceled'],
      enabled: true,
      secretSealed: sealWebhookSecret(secrets, endpointId, newWebhookSecret()),
      createdAt,
      updatedAt: createdAt,
    });
    for (const [index, sale] of latest.entries()) {
      const paidAt = sale.paidAt ?? sale.createdAt;
      const eventId = randomUUID();
      const payload = JSON.stringify({
        id: eventId,
        type: 'sale.paid',
        timestamp: paidAt.toISOString(),
        data: apiSale(sale),
      });
      await tx
        .insert(webhookEvents)
        .values({ id: eventId, producerId, type: 'sale.paid', payload, createdAt: paidAt });
      const retried = index === 1;
      // The retried one: 503 at once and after 5 s, accepted at the third attempt 5 minutes later.
      const lastAttemptAt = new Date(paidAt.getTime() + (retried ? 5 * MINUTE_MS + 5_000 : 1_000));
      await tx.insert(webhookDeliveries).values({
        eventId,
        endpointId,
        status: 'succeeded',
        attempts: retried ? 3 : 1,
        nextAttemptAt: lastAttemptAt,
        lastAttemptAt,
        responseStatus: 200,
        responseBody: JSON.stringify({ received: true, access: 'granted' }),
        durationMs: 140 + index * 37,
        deliveredAt: lastAttemptAt,
        createdAt: paidAt,
      });
    }
  });
}

/**
 * Vitória's API keys (Visionário): her ERP's key, used this morning, and the one it replaced, revoked. Only
 * metadata: the keys themselves were never kept, so their hashes are of random values no one holds.
 */
export async function seedDemoApiKeys(db: Database, producerId: string, now: Date) {
  const [existing] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.producerId, producerId));
  if (existing) return;
  const at = (days: number, hours = 0) =>
    new Date(now.getTime() - days * 24 * 60 * MINUTE_MS - hours * 60 * MINUTE_MS);
  const unknownKey = () => createHash('sha256').update(randomUUID()).digest('hex');
  await db.transaction(async (tx) => {
    const [old] = await tx
      .insert(apiKeys)
      .values({
        producerId,
        name: 'ERP (chave antiga)',
        tokenHash: unknownKey(),
        display: 'afilia_live_…9Qw2',
        scopes: ['sales:read', 'commissions:read'],
        lastUsedAt: at(12),
        revokedAt: at(11),
        createdAt: at(40),
      })
      .returning({ id: apiKeys.id });
    const [current] = await tx
      .insert(apiKeys)
      .values({
        producerId,
        name: 'ERP da empresa',
        tokenHash: unknownKey(),
        display: 'afilia_live_…x7Kp',
        scopes: ['products:read', 'sales:read', 'sales:refund', 'commissions:read', 'payouts:read'],
        lastUsedAt: at(0, 3),
        createdAt: at(11),
      })
      .returning({ id: apiKeys.id });
    if (!old || !current) throw new Error('seed: api key insert returned no row');
    await tx.insert(apiKeyEvents).values([
      { keyId: old.id, actorId: producerId, action: 'created', createdAt: at(40) },
      { keyId: current.id, actorId: producerId, action: 'created', createdAt: at(11) },
      { keyId: old.id, actorId: producerId, action: 'revoked', createdAt: at(11) },
    ]);
  });
}
