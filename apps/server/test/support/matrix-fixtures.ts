import { randomUUID } from 'node:crypto';
import { newWebhookSecret, sealWebhookSecret, writeEvent } from '@afilia/api/server';
import {
  affiliations,
  apiKeys,
  eq,
  invitations,
  productPricing,
  products,
  profiles,
  storedFiles,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '@afilia/db';
import { codeFromNumber } from '@afilia/validators';
import type { Actor, Fixtures } from '../authorization/matrix';
import type { TestApp } from './harness';
import { insertSale } from './sale-fixtures';
import { seedActors } from './seed-actors';

/**
 * The callers and per-object fixtures the authorization matrix's inputs expect: the demo accounts plus
 * a second producer, and for each call a priced product, a private file and a reseller owned by the demo
 * producer, with that reseller's pending affiliation request to the product and a paid sale of the product
 * through that reseller.
 */
export async function createMatrixFixtures(t: TestApp) {
  const actors = await seedActors(t, { otherProducer: {} });
  const ids: Record<Actor, string> = {
    anonymous: '',
    reseller: actors.ids.reseller,
    producer: actors.ids.producer,
    otherProducer: actors.ids.otherProducer,
    admin: actors.ids.admin,
  };

  let codeCounter = 0;
  /** Fresh objects for one call (delete rows consume them). */
  async function fresh(): Promise<Fixtures> {
    // Codes from the product alphabet, distinct per fixture: the counter written in base 32. A product an
    // earlier call created (products.create, products.duplicate) may hold one by chance: skip it.
    let product: typeof products.$inferSelect | undefined;
    let code = '';
    while (!product) {
      codeCounter += 1;
      code = codeFromNumber(codeCounter, 4);
      [product] = await t.db
        .insert(products)
        .values({
          userId: ids.producer,
          productCode: code,
          title: 'Fixture',
          description: 'Sem descrição',
          instructions: 'Sem instruções',
          imageLinks: ['https://cdn.example.com/a.png'],
          downloadLinks: [],
          youtubeVideos: [],
        })
        .onConflictDoNothing({ target: products.productCode })
        .returning();
    }
    const fileKey = randomUUID();
    await t.db
      .insert(storedFiles)
      .values({ bucket: 'product-files', key: fileKey, ownerId: ids.producer, size: 1, mime: 'text/plain' });
    const sellerId = randomUUID();
    const email = `seller.${sellerId}@example.com`;
    await t.db.insert(users).values({ id: sellerId, email, passwordHash: 'x' });
    await t.db.insert(profiles).values({
      id: sellerId,
      email,
      fullName: 'Revendedor Fixture',
      isReseller: true,
      referrerId: ids.producer,
    });
    const productId = product?.id ?? '';
    await t.db
      .insert(productPricing)
      .values({ productId, priceCents: 10_000, commissionType: 'percentage', commissionValue: 1000 });
    const [affiliation] = await t.db
      .insert(affiliations)
      .values({ resellerId: sellerId, productId, status: 'pending', linkCode: `FX${code}AA` })
      .returning();
    const sale = await insertSale(t.db, {
      producerId: ids.producer,
      productId,
      productTitle: 'Fixture',
      productCode: code,
      reseller: { id: sellerId, affiliationId: affiliation?.id ?? null },
      commission: { amountCents: 1_000 },
    });
    // An invitation the demo producer sent two days ago (so it may be sent again at once).
    const [invitation] = await t.db
      .insert(invitations)
      .values({
        email: `convidado.${sellerId}@example.com`,
        role: 'reseller',
        tokenHash: `fixture-${sellerId}`,
        invitedBy: ids.producer,
        referrerId: ids.producer,
        expiresAt: new Date(Date.now() + 5 * 86_400_000),
      })
      .returning({ id: invitations.id });
    const endpointId = randomUUID();
    await t.db.insert(webhookEndpoints).values({
      id: endpointId,
      producerId: ids.producer,
      url: 'https://hooks.example.com/afilia',
      events: ['sale.paid'],
      secretSealed: sealWebhookSecret(t.secrets, endpointId, newWebhookSecret()),
    });
    const eventId = await writeEvent(t.db, ids.producer, 'sale.paid', { id: sale.id }, new Date(), [
      endpointId,
    ]);
    const [delivery] = await t.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, eventId));
    const [apiKey] = await t.db
      .insert(apiKeys)
      .values({
        producerId: ids.producer,
        name: 'Fixture',
        tokenHash: randomUUID(),
        display: 'afilia_live_…fixt',
        scopes: ['products:read'],
      })
      .returning({ id: apiKeys.id });
    return {
      apiKeyId: apiKey?.id ?? '',
      webhookEndpointId: endpointId,
      webhookDeliveryId: delivery?.id ?? '',
      ids,
      productId,
      invitationId: invitation?.id ?? '',
      productCode: code,
      affiliationId: affiliation?.id ?? '',
      fileKey,
      sellerId,
      saleId: sale.id,
      orderCode: sale.orderCode,
      saleIdempotencyKey: sale.idempotencyKey,
      buyerEmail: sale.buyerEmail,
    };
  }

  /** A new session cookie for the actor (none for anonymous), so a logout cannot affect later calls. */
  function cookieFor(actor: Actor): Promise<string | undefined> {
    return actor === 'anonymous' ? Promise.resolve(undefined) : actors.cookieFor(actor);
  }

  return { ids, fresh, cookieFor };
}
