import { createSession } from '@afilia/auth';
import { profiles } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed';
import { allProcedurePaths, createTestApp, type TestApp } from '../testing/harness';
import { type Actor, AUTHORIZATION_MATRIX } from './matrix';

const ACTORS: Actor[] = ['anonymous', 'reseller', 'producer', 'otherProducer', 'admin'];
const DENIAL_CODES = { UNAUTHORIZED: 'errors.auth.unauthenticated', FORBIDDEN: 'errors.forbidden' } as const;

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

  for (const [procedure, row] of Object.entries(AUTHORIZATION_MATRIX)) {
    for (const actor of ACTORS) {
      const expected = row.expect[actor];
      it(`${procedure} as ${actor} → ${expected}`, async () => {
        const input = typeof row.input === 'function' ? row.input(ids) : row.input;
        const result = await t.call(procedure, input, { cookie: await cookieFor(actor) });
        if (expected === 'allow') {
          expect([DENIAL_CODES.UNAUTHORIZED, DENIAL_CODES.FORBIDDEN]).not.toContain(result.appCode);
          expect(result.status).toBeLessThan(500);
        } else {
          expect(result.appCode).toBe(DENIAL_CODES[expected]);
          expect(result.status).toBe(expected === 'UNAUTHORIZED' ? 401 : 403);
        }
      });
    }
  }
});
