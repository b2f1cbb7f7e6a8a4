import { eq, invitations, sql } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, type TestApp } from '../support/harness';

const DAY = 86_400_000;
let t: TestApp;
let admin = '';
let producer = '';
let otherProducer = '';

beforeAll(async () => {
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
  admin = await t.login('admin@demo.afilia.app', DEMO_PASSWORD);
  producer = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
  otherProducer = await t.login('iniciante@demo.afilia.app', DEMO_PASSWORD);
});
afterAll(() => t.close());

/** The token and email of the newest invitation link sent to an address. */
async function invitationLink(email: string) {
  const link = (await t.lastEmailTo(email)).links.find((l) => l.includes('/accept-invitation'));
  const url = new URL(link ?? '');
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

const listOf = async (cookie: string) => expectOk(await t.call('users.invitations', undefined, { cookie }));

/** Moves an invitation's last sending into the past (the clock of the resend interval and the expiry). */
async function sentDaysAgo(email: string, days: number) {
  await t.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() + (7 - days) * DAY) })
    .where(sql`lower(${invitations.email}) = ${email}`);
}

describe('sent invitations', () => {
  it("lists a producer's own invitations, and every one to an admin, never another producer's", async () => {
    expect((await t.call('users.invite', { email: 'lista@example.com' }, { cookie: producer })).status).toBe(
      200,
    );
    const mine = await listOf(producer);
    expect(mine).toMatchObject([
      { email: 'lista@example.com', role: 'reseller', status: 'pending', invitedBy: 'Paulo Produtor' },
    ]);
    expect(mine[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
    expect((await listOf(otherProducer)).map((i) => i.email)).not.toContain('lista@example.com');
    expect((await listOf(admin)).map((i) => i.email)).toContain('lista@example.com');
    // The admin's 'Pendentes' tab counts the invitations waiting for an answer.
    const users = expectOk(await t.call('users.list', { tab: 'pending' }, { cookie: admin }));
    expect(users.invitationsPending).toBe((await listOf(admin)).length);
    expect(users.invitationsPending).toBeGreaterThanOrEqual(1);
  });

  it('sends again with a new link (the old one stops working), but not twice within a minute', async () => {
    await t.call('users.invite', { email: 'reenvio@example.com' }, { cookie: producer });
    const [sent] = (await listOf(producer)).filter((i) => i.email === 'reenvio@example.com');
    const id = sent?.id ?? '';
    const first = await invitationLink('reenvio@example.com');

    const tooSoon = await t.call('users.resendInvitation', { invitationId: id }, { cookie: producer });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.appCode).toBe('errors.team.invitationJustSent');

    await sentDaysAgo('reenvio@example.com', 2);
    const again = await t.call('users.resendInvitation', { invitationId: id }, { cookie: producer });
    expect(again.data).toEqual({ status: 'sent' });
    const second = await invitationLink('reenvio@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await t.call('auth.invitation', first)).appCode).toBe('errors.auth.invitationInvalid');
    expect((await t.call('auth.invitation', second)).data).toMatchObject({ email: 'reenvio@example.com' });
    const [renewed] = (await listOf(producer)).filter((i) => i.id === id);
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it('shows an expired invitation as expired, and sending it again revives it', async () => {
    await t.call('users.invite', { email: 'expirado@example.com' }, { cookie: producer });
    await sentDaysAgo('expirado@example.com', 8);
    const [expired] = (await listOf(producer)).filter((i) => i.email === 'expirado@example.com');
    expect(expired?.status).toBe('expired');
    const link = await invitationLink('expirado@example.com');
    expect((await t.call('auth.invitation', link)).appCode).toBe('errors.auth.invitationInvalid');

    await t.call('users.resendInvitation', { invitationId: expired?.id ?? '' }, { cookie: producer });
    const [revived] = (await listOf(producer)).filter((i) => i.email === 'expirado@example.com');
    expect(revived?.status).toBe('pending');
    expect((await t.call('auth.invitation', await invitationLink('expirado@example.com'))).status).toBe(200);
  });

  it('revokes: the link stops working; another producer can neither see, resend nor revoke it', async () => {
    await t.call('users.invite', { email: 'revogar@example.com' }, { cookie: producer });
    const [sent] = (await listOf(producer)).filter((i) => i.email === 'revogar@example.com');
    const invitationId = sent?.id ?? '';
    await sentDaysAgo('revogar@example.com', 2);
    for (const path of ['users.resendInvitation', 'users.revokeInvitation'] as const) {
      const stranger = await t.call(path, { invitationId }, { cookie: otherProducer });
      expect(stranger.status, path).toBe(404);
      expect(stranger.appCode, path).toBe('errors.team.invitationNotFound');
    }
    const link = await invitationLink('revogar@example.com');
    expect((await t.call('auth.invitation', link)).status).toBe(200);

    expect((await t.call('users.revokeInvitation', { invitationId }, { cookie: producer })).status).toBe(200);
    expect((await listOf(producer)).map((i) => i.email)).not.toContain('revogar@example.com');
    expect((await t.call('auth.invitation', link)).appCode).toBe('errors.auth.invitationInvalid');
    const twice = await t.call('users.revokeInvitation', { invitationId }, { cookie: producer });
    expect(twice.status).toBe(404);
  });

  it('lets an admin resend and revoke any invitation', async () => {
    await t.call('users.invite', { email: 'admin.gerencia@example.com' }, { cookie: producer });
    await sentDaysAgo('admin.gerencia@example.com', 2);
    const [sent] = (await listOf(admin)).filter((i) => i.email === 'admin.gerencia@example.com');
    const invitationId = sent?.id ?? '';
    expect((await t.call('users.resendInvitation', { invitationId }, { cookie: admin })).data).toEqual({
      status: 'sent',
    });
    // The invitation is still the producer's: accepting it makes the reseller theirs.
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitationId));
    expect(row?.invitedBy).toBe(sent && row?.referrerId);
    expect((await t.call('users.revokeInvitation', { invitationId }, { cookie: admin })).status).toBe(200);
  });

  it('withdraws an invitation whose address got an account meanwhile, sending nothing', async () => {
    await t.call('users.invite', { email: 'ja.tem.conta@example.com' }, { cookie: producer });
    const [sent] = (await listOf(producer)).filter((i) => i.email === 'ja.tem.conta@example.com');
    await sentDaysAgo('ja.tem.conta@example.com', 2);
    await t.call('auth.register', {
      name: 'Já Tem Conta',
      email: 'ja.tem.conta@example.com',
      password: 'segredo123',
      confirmPassword: 'segredo123',
      termsAccepted: true,
      userType: 'reseller',
    });
    const before = await t.lastEmailTo('ja.tem.conta@example.com');
    const result = await t.call(
      'users.resendInvitation',
      { invitationId: sent?.id ?? '' },
      { cookie: producer },
    );
    expect(result.data).toEqual({ status: 'accountExists' });
    expect((await t.lastEmailTo('ja.tem.conta@example.com')).id).toBe(before.id);
    expect((await listOf(producer)).map((i) => i.email)).not.toContain('ja.tem.conta@example.com');
  });
});
