import { eq, users } from '@afilia/db';
import { expect } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp } from './harness';

/** The password of every seller `addSeller` creates. */
export const SELLER_PASSWORD = 'Senha-do-Revendedor-9';

/**
 * A test app with the demo data, the demo producer and admin signed in, and `addSeller`, which adds a
 * seller as that producer and returns its id. Email confirmation is off, so the sellers can sign in.
 */
export async function createSellerTestApp() {
  const t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
  const producer = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
  const admin = await t.login('admin@demo.afilia.app', DEMO_PASSWORD);

  async function addSeller(email: string) {
    const added = await t.call(
      'sellers.add',
      { fullName: 'Rita Revendedora', email, phone: '11987654321', password: SELLER_PASSWORD },
      { cookie: producer },
    );
    expect(added.status).toBe(200);
    // The answer does not name the account (it is the same whether or not the email had one): read the id.
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    if (!row) throw new Error(`no account for ${email}`);
    return row.id;
  }

  return { t, producer, admin, addSeller };
}
