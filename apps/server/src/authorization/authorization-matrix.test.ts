import { randomUUID } from 'node:crypto';
import { appRouter, type ProcedureMeta } from '@afilia/api';
import { createSession } from '@afilia/auth';
import { eq, products, profiles, storedFiles, users } from '@afilia/db';
import { CAPABILITY_NAMES, PRODUCT_CODE_ALPHABET, UPLOAD_CAPABILITIES } from '@afilia/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed';
import { allProcedurePaths, createTestApp, type TestApp } from '../testing/harness';
import { type Access, type Actor, AUTHORIZATION_MATRIX, expectedOutcome, type Fixtures } from './matrix';

const ACTORS: Actor[] = ['anonymous', 'reseller', 'producer', 'otherProducer', 'admin'];
const DENIAL_STATUS = { UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404 } as const;
const DENIAL_CODES = [
  'errors.auth.unauthenticated',
  'errors.forbidden',
  'errors.products.notFound',
  'errors.notFound',
  'errors.team.notYourSeller',
];

/** What each procedure declares about its callers (the `access` meta; none means public). */
function declaredAccess(path: string): Access {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: ProcedureMeta } }
  >;
  return procedures[path]?._def.meta?.access ?? 'public';
}

let t: TestApp;
const ids = {} as Record<Actor, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
  await t.call('auth.register', {
    name: 'Outra Produtora',
    email: 'outra.produtora@example.com',
    password: 'segredo123',
    confirmPassword: 'segredo123',
    termsAccepted: true,
    userType: 'producer',
  });
  const rows = await t.db.select().from(profiles);
  const byEmail = (email: string) => rows.find((r) => r.email === email)?.id ?? '';
  ids.anonymous = '';
  ids.reseller = byEmail('revendedor@demo.afilia.app');
  ids.producer = byEmail('produtor@demo.afilia.app');
  ids.otherProducer = byEmail('outra.produtora@example.com');
  ids.admin = byEmail('admin@demo.afilia.app');
});
afterAll(() => t.close());

// Rows such as account.becomeProducer change the reseller; every row starts from the same roles.
beforeEach(async () => {
  if (!ids.reseller) return;
  await t.db
    .update(profiles)
    .set({ isReseller: true, isProducer: false, role: 'reseller' })
    .where(eq(profiles.id, ids.reseller));
});

let codeCounter = 0;
/** A product and a private file owned by the demo producer, new for every call (delete rows consume them). */
async function freshFixtures(): Promise<Fixtures> {
  codeCounter += 1;
  // Codes from the product alphabet, distinct per fixture: the counter written in base 32.
  let n = codeCounter;
  let code = '';
  for (let i = 0; i < 4; i++) {
    code = PRODUCT_CODE_ALPHABET[n % 32] + code;
    n = Math.floor(n / 32);
  }
  const [product] = await t.db
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
    .returning();
  const fileKey = randomUUID();
  await t.db
    .insert(storedFiles)
    .values({ bucket: 'product-files', key: fileKey, ownerId: ids.producer, size: 1, mime: 'text/plain' });
  const sellerId = randomUUID();
  await t.db
    .insert(users)
    .values({ id: sellerId, email: `seller.${sellerId}@example.com`, passwordHash: 'x' });
  await t.db.insert(profiles).values({
    id: sellerId,
    email: `seller.${sellerId}@example.com`,
    fullName: 'Revendedor Fixture',
    isReseller: true,
    role: 'reseller',
    referrerId: ids.producer,
  });
  return { ids, productId: product?.id ?? '', fileKey, sellerId };
}

/** A fresh session per call, so procedures such as logout do not affect the next row. */
async function cookieFor(actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const session = await createSession(t.db, ids[actor]);
  return `afilia_session=${session.token}`;
}

describe('authorization matrix', () => {
  it('has a row for every procedure, and no row for a procedure that does not exist', () => {
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual(allProcedurePaths());
  });

  it('names, in each row, the capability the procedure itself declares', () => {
    const declared = Object.fromEntries(allProcedurePaths().map((path) => [path, declaredAccess(path)]));
    const named = Object.fromEntries(
      Object.entries(AUTHORIZATION_MATRIX).map(([path, row]) => [path, row.access]),
    );
    expect(named).toEqual(declared);
  });

  it('leaves no capability unused by the procedures and the upload route (the pages aside)', () => {
    const used = new Set<string>([
      ...Object.values(AUTHORIZATION_MATRIX).map((row) => row.access),
      ...Object.values(UPLOAD_CAPABILITIES),
    ]);
    // Pages with no procedure behind them yet: the sidebar reads these (apps/web sidebar-items.test.ts checks it).
    const pageOnly = CAPABILITY_NAMES.filter((capability) => !used.has(capability));
    expect(pageOnly.sort()).toEqual(
      ['affiliations.view', 'dashboard.view', 'payments.view', 'reports.view', 'settings.manage'].sort(),
    );
  });

  for (const [procedure, row] of Object.entries(AUTHORIZATION_MATRIX)) {
    for (const actor of ACTORS) {
      const expected = expectedOutcome(row, actor);
      it(`${procedure} as ${actor} → ${expected}`, async () => {
        const input = typeof row.input === 'function' ? row.input(await freshFixtures()) : row.input;
        const result = await t.call(procedure, input, { cookie: await cookieFor(actor) });
        if (expected === 'allow') {
          expect(DENIAL_CODES).not.toContain(result.appCode);
          expect(result.status).toBeLessThan(500);
        } else {
          expect(result.status).toBe(DENIAL_STATUS[expected]);
          expect(DENIAL_CODES).toContain(result.appCode);
        }
      });
    }
  }
});
