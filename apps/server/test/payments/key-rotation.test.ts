import { randomBytes } from 'node:crypto';
import { parseKeyRing, resealConnectionSecrets, SecretBox } from '@afilia/api/server';
import { eq, paymentConnections } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld } from '../affiliations/affiliation-world';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe-server';
import { createTestApp, type TestApp } from '../support/harness';

const OLD_KEY = randomBytes(32).toString('base64');
const NEW_KEY = randomBytes(32).toString('base64');
const STRIPE_KEY = 'sk_test_rotationAccount42';

let t: TestApp;
let stripe: FakeStripe;
let producerId = '';

beforeAll(async () => {
  stripe = await startFakeStripe({ apiKeys: [STRIPE_KEY] });
  t = await createTestApp({ STRIPE_API_URL: stripe.url, APP_ENCRYPTION_KEY: OLD_KEY });
  const producer = await affiliationWorld(t).addProducer();
  producerId = producer.id;
  const saved = await t.call(
    'payments.saveStripe',
    { apiKey: STRIPE_KEY, webhookSecret: '' },
    { cookie: producer.cookie },
  );
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('encryption key rotation', () => {
  it('re-seals with the new key, once; the old key is then no longer needed', async () => {
    const rotating = new SecretBox(parseKeyRing(NEW_KEY, OLD_KEY));
    expect(await resealConnectionSecrets(t.db, rotating)).toEqual({ resealed: 1, current: 0, unreadable: 0 });
    expect(await resealConnectionSecrets(t.db, rotating)).toEqual({ resealed: 0, current: 1, unreadable: 0 });

    const [row] = await t.db
      .select()
      .from(paymentConnections)
      .where(eq(paymentConnections.userId, producerId));
    const newOnly = new SecretBox(parseKeyRing(NEW_KEY));
    const context = `payment_connections:${producerId}:stripe`;
    expect(JSON.parse(newOnly.open(row?.secretsSealed ?? '', context))).toMatchObject({ apiKey: STRIPE_KEY });
    // Fails closed with the old key alone or a wrong one.
    expect(() => new SecretBox(parseKeyRing(OLD_KEY)).open(row?.secretsSealed ?? '', context)).toThrow();
    const stranger = new SecretBox(parseKeyRing(randomBytes(32).toString('base64')));
    expect(await resealConnectionSecrets(t.db, stranger)).toEqual({ resealed: 0, current: 0, unreadable: 1 });
  });
});
