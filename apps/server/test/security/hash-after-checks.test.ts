import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, expectOk, type TestApp } from '../support/harness';

// A password is hashed only after the authorization and plan checks, so
// a refused call costs no argon2 work.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('@afilia/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@afilia/auth')>();
  return {
    ...actual,
    hashPassword: async (password: string) => {
      hashes.count++;
      return actual.hashPassword(password);
    },
  };
});

const PASSWORD = 'Senha-Forte-Nova-8';
let t: TestApp;
let producer = '';

beforeAll(async () => {
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '10000' });
  await t.call('auth.register', {
    name: 'Produtora Limitada',
    email: 'limite@example.com',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    termsAccepted: true,
    userType: 'producer',
    freeTrial: true,
  });
  producer = await t.login('limite@example.com', PASSWORD);
});
afterAll(() => t.close());

const seller = (email: string) => ({ fullName: 'Rita', email, phone: '11987654321', password: PASSWORD });

describe('sellers.add hashes last', () => {
  it('refuses a producer at the seller limit without computing a hash', async () => {
    // Iniciante: 10 sellers.
    for (let i = 0; i < 10; i++)
      expect((await t.call('sellers.add', seller(`lote${i}@example.com`), { cookie: producer })).status).toBe(
        200,
      );
    hashes.count = 0;
    const refused = await t.call('sellers.add', seller('onze@example.com'), { cookie: producer });
    expect(refused.status).toBe(403);
    expect(refused.appCode).toBe('errors.plans.limitReached');
    expect(hashes.count).toBe(0);
  });

  it('hashes once for an email in use as for a new one, so the time taken tells nothing', async () => {
    await t.call('sellers.delete', { id: await idOf('lote0@example.com') }, { cookie: producer });
    hashes.count = 0;
    const taken = await t.call('sellers.add', seller('limite@example.com'), { cookie: producer });
    expect(taken.status).toBe(200);
    expect(hashes.count).toBe(1);
    expect((await t.call('sellers.add', seller('vaga@example.com'), { cookie: producer })).status).toBe(200);
    expect(hashes.count).toBe(2);
  });

  it('refuses a dead reset link without computing a hash', async () => {
    hashes.count = 0;
    const reset = await t.call('auth.resetPassword', {
      token: 'x'.repeat(43),
      password: 'Outra-Senha-Forte-4',
    });
    expect(reset.appCode).toBe('errors.auth.invalidLink');
    expect(hashes.count).toBe(0);
  });
});

async function idOf(email: string) {
  const list = await t.call('sellers.list', { search: email }, { cookie: producer });
  return expectOk(list).items[0]?.id ?? '';
}
