import { findProcedure } from '@afilia/api/server';
import { eq, profiles } from '@afilia/db';
import { CAPABILITY_NAMES, UPLOAD_CAPABILITIES } from '@afilia/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAsaas, startFakeAsaas } from '../support/fake-asaas-server';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe-server';
import { allProcedurePaths, createTestApp, type TestApp } from '../support/harness';
import { createMatrixFixtures } from '../support/matrix-fixtures';
import { type Access, type Actor, AUTHORIZATION_MATRIX, expectedOutcome } from './matrix';

const ACTORS: Actor[] = ['anonymous', 'reseller', 'producer', 'otherProducer', 'admin'];
const DENIAL_STATUS = { UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404 } as const;
const DENIAL_CODES = [
  'errors.auth.unauthenticated',
  'errors.forbidden',
  'errors.products.notFound',
  'errors.affiliations.notFound',
  'errors.notFound',
  'errors.team.notYourSeller',
  'errors.sales.notFound',
  'errors.payments.notFound',
  'errors.team.invitationNotFound',
  'errors.webhooks.notFound',
  'errors.apiKeys.notFound',
  'errors.webhooks.deliveryNotFound',
];

/** What each procedure declares about its callers (the `access` meta; none means public). */
function declaredAccess(path: string): Access | undefined {
  return findProcedure(path)?.access;
}

let t: TestApp;
let fixtures: Awaited<ReturnType<typeof createMatrixFixtures>>;
// The connection tests talk to local fakes, which refuse the matrix's keys: allowed callers get a 4xx.
let asaas: FakeAsaas;
let stripe: FakeStripe;

beforeAll(async () => {
  asaas = await startFakeAsaas();
  stripe = await startFakeStripe();
  t = await createTestApp({
    RATE_LIMIT_AUTH_MAX: '10000',
    // Every mutation row is called once anonymously, from one address: more than a visitor's minute allows.
    RATE_LIMIT_ANON_WRITE_MAX: '10000',
    ASAAS_API_URL: asaas.url,
    STRIPE_API_URL: stripe.url,
  });
  fixtures = await createMatrixFixtures(t);
});
afterAll(async () => {
  await t.close();
  await asaas.close();
  await stripe.close();
});

// Rows such as plans.checkout change the reseller; every row starts from the same roles.
beforeEach(async () => {
  if (!fixtures?.ids.reseller) return;
  await t.db
    .update(profiles)
    .set({ isReseller: true, isProducer: false })
    .where(eq(profiles.id, fixtures.ids.reseller));
});

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
    expect(pageOnly.sort()).toEqual(['settings.manage'].sort());
  });

  for (const [procedure, row] of Object.entries(AUTHORIZATION_MATRIX)) {
    for (const actor of ACTORS) {
      const expected = expectedOutcome(row, actor);
      it(`${procedure} as ${actor} → ${expected}`, async () => {
        const input = typeof row.input === 'function' ? row.input(await fixtures.fresh()) : row.input;
        const result = await t.callRaw(procedure, input, { cookie: await fixtures.cookieFor(actor) });
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
