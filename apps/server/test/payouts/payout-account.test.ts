import { emailOutbox, eq, payoutSettings } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationWorld, type WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, type InputOf, type TestApp } from '../support/harness';

let t: TestApp;
let reseller: WorldUser;
const EMAIL = 'reseller.2@example.com';

beforeAll(async () => {
  t = await createTestApp();
  const world = affiliationWorld(t);
  const producer = await world.addProducer();
  reseller = await world.addUser('reseller', { referrerId: producer.id, password: 'segredo123' });
});
afterAll(() => t.close());

type AccountInput = InputOf<'payouts.saveAccount'>;

const account: AccountInput = {
  asaasWalletId: 'wal_rita_0001',
  pixKeyType: 'EMAIL',
  pixKey: 'rita.pix@example.com',
};
const save = (input: AccountInput) => t.call('payouts.saveAccount', input, { cookie: reseller.cookie });
const stored = async () =>
  (await t.db.select().from(payoutSettings).where(eq(payoutSettings.userId, reseller.id)))[0] ?? null;
const notices = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, EMAIL));

describe("a reseller's payout account", () => {
  it('changes only with the account password, and tells the account email of every change', async () => {
    for (const currentPassword of [undefined, '', 'errada123']) {
      const refused = await save({
        ...account,
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
      expect(refused.status).toBe(400);
      expect(refused.appCode).toBe('errors.account.wrongPassword');
    }
    expect(await stored()).toBeNull();
    expect(await notices()).toHaveLength(0);

    const saved = await save({ ...account, currentPassword: 'segredo123' });
    expect(saved.status).toBe(200);
    expect(await stored()).toMatchObject({ pixKey: 'rita.pix@example.com', asaasWalletId: 'wal_rita_0001' });
    const [notice] = await notices();
    expect(notice).toBeDefined();
    const body = `${notice?.subject}\n${notice?.text}`;
    expect(body).toContain('•••• .com');
    expect(body).toContain('•••• 0001');
    // The key itself never travels by email.
    expect(body).not.toContain('rita.pix@example.com');

    // Saving what is already there changes nothing: no password asked, no email.
    expect((await save(account)).status).toBe(200);
    expect(await notices()).toHaveLength(1);

    // A stolen session cannot point the payouts elsewhere.
    const hijack = await save({
      ...account,
      pixKeyType: 'EVP',
      pixKey: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(hijack.appCode).toBe('errors.account.wrongPassword');
    expect(await stored()).toMatchObject({ pixKey: 'rita.pix@example.com' });
    // Removing the key is a change too.
    expect((await save({ asaasWalletId: '', pixKeyType: null, pixKey: '' })).appCode).toBe(
      'errors.account.wrongPassword',
    );
    expect(
      (await save({ asaasWalletId: '', pixKeyType: null, pixKey: '', currentPassword: 'segredo123' })).status,
    ).toBe(200);
    expect(await notices()).toHaveLength(2);
  });
});
