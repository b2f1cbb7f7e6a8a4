import { randomUUID } from 'node:crypto';
import { affiliations, productPricing, products, profiles, users } from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MailService } from '../../integrations/mail/mail-service';
import { createAffiliateLink } from './create-affiliate-link';

// The next codes the generator hands out; the test makes the first one clash with an existing link.
const nextCodes: string[] = [];
vi.mock('@afilia/validators', async (importOriginal) => {
  const original = await importOriginal<typeof import('@afilia/validators')>();
  return { ...original, generateLinkCode: () => nextCodes.shift() ?? original.generateLinkCode() };
});

type TestDb = Awaited<ReturnType<typeof createTestDb>>;
let testDb: TestDb;

async function addUser(flags: { isProducer?: boolean; isReseller?: boolean }) {
  const id = randomUUID();
  const email = `${id}@example.com`;
  await testDb.db.insert(users).values({ id, email, passwordHash: 'x' });
  await testDb.db.insert(profiles).values({ id, email, ...flags });
  return id;
}

async function addOpenProduct(producerId: string, productCode: string) {
  const [row] = await testDb.db
    .insert(products)
    .values({
      userId: producerId,
      productCode,
      title: 'Produto',
      description: 'Descrição',
      instructions: 'Instruções',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
      affiliationMode: 'open',
    })
    .returning();
  const productId = row?.id ?? '';
  await testDb.db
    .insert(productPricing)
    .values({ productId, priceCents: 1000, commissionType: 'fixed', commissionValue: 100 });
  return productId;
}

beforeAll(async () => {
  testDb = await createTestDb();
});

const mail = new MailService({ from: 'x@afilia.app', logger: { info: () => {}, error: () => {} } });
const deps = () => ({ db: testDb.db, mail, appUrl: 'https://app.example' });
afterAll(() => testDb.cleanup());

describe('createAffiliateLink', () => {
  it('draws another code when the drawn one is already some other link’s', async () => {
    const producer = await addUser({ isProducer: true });
    const first = await addUser({ isReseller: true });
    const second = await addUser({ isReseller: true });
    const productA = await addOpenProduct(producer, 'AAAA');
    const productB = await addOpenProduct(producer, 'BBBB');

    nextCodes.push('TAKENXX2');
    const taken = await createAffiliateLink(deps(), { id: first }, productA);
    expect(taken.linkCode).toBe('TAKENXX2');

    nextCodes.push('TAKENXX2', 'TAKENXX2', 'FRESHXX3');
    const fresh = await createAffiliateLink(deps(), { id: second }, productB);
    expect(fresh).toMatchObject({
      status: 'active',
      linkCode: 'FRESHXX3',
      link: 'https://app.example/r/FRESHXX3',
    });
    const rows = await testDb.db.select().from(affiliations);
    expect(rows).toHaveLength(2);
  });
});
