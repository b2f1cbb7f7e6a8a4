import { and, emailTokens, eq, isNull, profiles, sessions, subscriptions, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, type InputOf, type TestApp } from '../support/harness';

const PASSWORD = 'demo12345';
let t: TestApp;
let producer = '';
let other = '';
let admin = '';
let reseller = '';
let producerId = '';

const seller = (email: string, extra: Partial<InputOf<'sellers.add'>> = {}): InputOf<'sellers.add'> => ({
  fullName: 'Sofia Vendedora',
  email,
  phone: '11987654321',
  password: 'segredo1',
  ...extra,
});

async function registerProducer(email: string) {
  await t.call('auth.register', {
    name: 'Outra Produtora',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    termsAccepted: true,
    userType: 'producer',
    freeTrial: true,
  });
  return t.login(email, PASSWORD);
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
  producer = await t.login('produtor@demo.afilia.app', PASSWORD);
  admin = await t.login('admin@demo.afilia.app', PASSWORD);
  reseller = await t.login('revendedor@demo.afilia.app', PASSWORD, 'reseller');
  other = await registerProducer('outra.produtora@example.com');
  const [row] = await t.db.select().from(profiles).where(eq(profiles.email, 'produtor@demo.afilia.app'));
  producerId = row?.id ?? '';
});
afterAll(() => t.close());

describe('sellers', () => {
  let sellerId = '';

  it('adds a confirmed, active reseller referred by the producer, and emails the login link', async () => {
    const added = await t.call('sellers.add', seller('Sofia@Example.com'), { cookie: producer });
    expect(added.status).toBe(200);
    expect(added.data).toEqual({ ok: true });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'sofia@example.com'));
    sellerId = profile?.id ?? '';
    expect(profile).toMatchObject({
      fullName: 'Sofia Vendedora',
      isReseller: true,
      isProducer: false,
      isAdmin: false,
      role: 'reseller',
      status: 'active',
      referrerId: producerId,
      phone: '11987654321',
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, sellerId));
    expect(user?.emailConfirmedAt).not.toBeNull();
    const email = await t.lastEmailTo('sofia@example.com');
    expect(email.template).toBe('sellerWelcome');
    expect(email.subject).toContain('Paulo Produtor');
    expect(email.links).toContain('http://localhost:3000/login?tab=reseller&email=sofia%40example.com');
    // The new reseller signs in on the Revendedor tab with the password the producer chose.
    await expect(t.login('sofia@example.com', 'segredo1', 'reseller')).resolves.toMatch(/^afilia_session=/);
  });

  it('validates with the seller form messages as i18n keys', async () => {
    const bad = await t.call(
      'sellers.add',
      { fullName: 'A', email: 'nope', phone: '123', password: '12345' },
      { cookie: producer },
    );
    expect(bad.status).toBe(400);
    expect(Object.fromEntries((bad.zodIssues ?? []).map((i) => [i.path[0], i.message]))).toEqual({
      fullName: 'validation.seller.fullNameMin',
      email: 'validation.seller.emailInvalid',
      phone: 'validation.seller.phoneInvalid',
      password: 'validation.seller.passwordMin',
    });
  });

  it('answers an email that already has an account like a new one, and tells its owner instead', async () => {
    const before = await t.db.select().from(users);
    const [owner] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'revendedor@demo.afilia.app'));
    const fresh = await t.call('sellers.add', seller('nova.conta@example.com'), { cookie: producer });
    const taken = await t.call('sellers.add', seller('REVENDEDOR@demo.afilia.app'), { cookie: other });
    expect({ status: taken.status, data: taken.data }).toEqual({ status: fresh.status, data: fresh.data });
    // No account was made or changed: the owner was told, with a link to sign in.
    expect(await t.db.select().from(users)).toHaveLength(before.length + 1);
    const [after] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'revendedor@demo.afilia.app'));
    expect(after).toEqual(owner);
    const notice = await t.lastEmailTo('revendedor@demo.afilia.app');
    expect(notice.template).toBe('accountExists');
    expect(notice.links[0]).toBe(
      'http://localhost:3000/login?tab=reseller&email=revendedor%40demo.afilia.app',
    );
    // Out of this producer's team again (the account stays), for the list figures below.
    await t.call(
      'sellers.delete',
      { id: (await idOf('nova.conta@example.com')) ?? '' },
      { cookie: producer },
    );
  });

  it('lists only the producer’s resellers, with search, filters, tabs and pagination', async () => {
    await t.call('sellers.add', seller('bruno@example.com', { fullName: 'Bruno Costa' }), { cookie: other });
    const mine = await t.call('sellers.list', {}, { cookie: producer });
    const names = expectOk(mine)
      .items.map((i) => i.name)
      .sort();
    expect(names).toEqual(['Renata Revendedora', 'Sofia Vendedora']);
    const search = await t.call('sellers.list', { search: 'SOFIA@EX' }, { cookie: producer });
    expect(expectOk(search).totalItems).toBe(1);
    const byName = await t.call('sellers.list', { search: 'renata' }, { cookie: producer });
    expect(expectOk(byName).items[0]?.email).toBe('revendedor@demo.afilia.app');
    const wildcard = await t.call('sellers.list', { search: '%' }, { cookie: producer });
    expect(expectOk(wildcard).totalItems).toBe(0);
    const pending = await t.call('sellers.list', { tab: 'pending' }, { cookie: producer });
    expect(expectOk(pending).totalItems).toBe(0);
    const admins = await t.call('sellers.list', { filter: 'admins' }, { cookie: producer });
    expect(expectOk(admins).totalItems).toBe(0);
    const page = await t.call('sellers.list', { pageSize: 10, page: 9 }, { cookie: producer });
    expect(page.data).toMatchObject({ page: 1, totalPages: 1, totalItems: 2 });
    // An admin sees every reseller (with the demo's marketplace reseller and nova.conta, who have no producer).
    const all = await t.call('sellers.list', {}, { cookie: admin });
    expect(expectOk(all).totalItems).toBe(5);
    // A reseller has no seller screen.
    expect((await t.call('sellers.list', {}, { cookie: reseller })).status).toBe(403);
  });

  it('edits name and phone, never the login email', async () => {
    const edited = await t.callRaw(
      'sellers.update',
      { id: sellerId, fullName: 'Sofia Souza', email: 'sofia.souza@example.com', phone: '11911112222' },
      { cookie: producer },
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      name: 'Sofia Souza',
      email: 'sofia@example.com',
      phone: '11911112222',
    });
    expect(edited.data).not.toHaveProperty('emailChangePending');
    // The new address hears nothing, and no change is pending at any step.
    await expect(t.lastEmailTo('sofia.souza@example.com')).rejects.toThrow();
    const pending = await t.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, sellerId), isNull(emailTokens.usedAt)));
    expect(pending.filter((token) => token.purpose.startsWith('email_change'))).toEqual([]);
    await expect(t.login('sofia@example.com', 'segredo1', 'reseller')).resolves.toMatch(/^afilia_session=/);
  });

  it('blocks the relationship only (the account stays signed in and active), and unblocks', async () => {
    const sellerCookie = await t.login('sofia@example.com', 'segredo1', 'reseller');
    const blocked = await t.call('sellers.toggleBlock', { id: sellerId }, { cookie: producer });
    expect(blocked.data).toMatchObject({ status: 'suspended' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, sellerId));
    expect(profile?.status).toBe('active');
    expect(profile?.referralBlockedAt).toBeInstanceOf(Date);
    expect((await t.call('auth.me', undefined, { cookie: sellerCookie })).data).not.toBeNull();
    await expect(t.login('sofia@example.com', 'segredo1', 'reseller')).resolves.toMatch(/^afilia_session=/);
    // To an admin, the account is active.
    const seen = await t.call('sellers.list', { search: 'sofia@example.com' }, { cookie: admin });
    expect(expectOk(seen).items[0]?.status).toBe('active');
    const unblocked = await t.call('sellers.toggleBlock', { id: sellerId }, { cookie: producer });
    expect(unblocked.data).toMatchObject({ status: 'active' });
  });

  it('keeps producers apart: another producer’s reseller is FORBIDDEN, even by id', async () => {
    for (const [path, input] of [
      ['sellers.update', { id: sellerId, fullName: 'Hack', phone: '11911112222' }],
      ['sellers.toggleBlock', { id: sellerId }],
      ['sellers.delete', { id: sellerId }],
    ] as const) {
      const result = await t.call(path, input, { cookie: other });
      expect(result.status).toBe(403);
      expect(result.appCode).toBe('errors.team.notYourSeller');
    }
    // An id that does not exist answers the same, so ids leak nothing.
    const ghost = await t.call('sellers.delete', { id: crypto.randomUUID() }, { cookie: other });
    expect(ghost.appCode).toBe('errors.team.notYourSeller');
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, sellerId));
    expect(row).toMatchObject({ fullName: 'Sofia Souza', status: 'active' });
    // Nor can a producer reach a user who is not a reseller through this screen.
    const [adminRow] = await t.db.select().from(profiles).where(eq(profiles.email, 'admin@demo.afilia.app'));
    const adminAsSeller = await t.call(
      'sellers.toggleBlock',
      { id: adminRow?.id ?? '' },
      { cookie: producer },
    );
    expect(adminAsSeller.status).toBe(403);
  });

  it('removes the reseller from the team, not the account, which stays signed in', async () => {
    const sellerCookie = await t.login('sofia@example.com', 'segredo1', 'reseller');
    const deleted = await t.call('sellers.delete', { id: sellerId }, { cookie: producer });
    expect(deleted.status).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, sellerId));
    expect(profile).toMatchObject({ status: 'active', referrerId: null });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, sellerId))).not.toHaveLength(0);
    expect((await t.call('auth.me', undefined, { cookie: sellerCookie })).data).not.toBeNull();
    expect((await t.call('sellers.delete', { id: sellerId }, { cookie: producer })).status).toBe(403);
  });

  it('refuses a seller past the plan limit, naming it', async () => {
    const limited = await registerProducer('limite@example.com');
    // Iniciante: 10 sellers.
    for (let i = 0; i < 10; i++) {
      const ok = await t.call('sellers.add', seller(`lote${i}@example.com`), { cookie: limited });
      expect(ok.status).toBe(200);
    }
    const over = await t.call('sellers.add', seller('lote10@example.com'), { cookie: limited });
    expect(over.status).toBe(403);
    expect(over.appCode).toBe('errors.plans.limitReached');
    expect(over.appParams).toMatchObject({ limit: '10', resource: 'sellers' });
    expect(await t.db.select().from(users).where(eq(users.email, 'lote10@example.com'))).toHaveLength(0);
    // Without a plan at all, the producer is asked to subscribe.
    const [row] = await t.db.select().from(profiles).where(eq(profiles.email, 'limite@example.com'));
    await t.db.delete(subscriptions).where(eq(subscriptions.userId, row?.id ?? ''));
    const noPlan = await t.call('sellers.add', seller('semplano@example.com'), { cookie: limited });
    expect(noPlan.appCode).toBe('errors.plans.subscriptionRequired');
  });

  it('counts pending invitations against the limit, so accepting them never passes it', async () => {
    const inviter = await registerProducer('convites@example.com');
    for (let i = 0; i < 8; i++)
      await t.call('sellers.add', seller(`assento${i}@example.com`), { cookie: inviter });
    expect(
      (await t.call('users.invite', { email: 'pendente1@example.com' }, { cookie: inviter })).status,
    ).toBe(200);
    expect(
      (await t.call('users.invite', { email: 'pendente2@example.com' }, { cookie: inviter })).status,
    ).toBe(200);
    // 8 sellers + 2 pending invitations = 10: full.
    const add = await t.call('sellers.add', seller('assento8@example.com'), { cookie: inviter });
    expect(add.appCode).toBe('errors.plans.limitReached');
    const invite = await t.call('users.invite', { email: 'pendente3@example.com' }, { cookie: inviter });
    expect(invite.appCode).toBe('errors.plans.limitReached');
    // Re-inviting a pending email replaces its invitation and keeps its seat.
    expect(
      (await t.call('users.invite', { email: 'pendente1@example.com' }, { cookie: inviter })).status,
    ).toBe(200);
  });

  it('serializes concurrent additions at the last slot', async () => {
    const racer = await registerProducer('corrida@example.com');
    for (let i = 0; i < 9; i++)
      await t.call('sellers.add', seller(`corrida${i}@example.com`), { cookie: racer });
    const results = await Promise.all(
      [0, 1, 2].map((i) => t.call('sellers.add', seller(`ultima${i}@example.com`), { cookie: racer })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.appCode === 'errors.plans.limitReached')).toHaveLength(2);
  });
});

async function idOf(email: string) {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.email, email));
  return row?.id;
}
