import { createInvitation } from '@afilia/api/server';
import { and, eq, invitations, isNull, profiles } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApiConfig } from '../../src/app';
import { seedDemoData } from '../../src/seed';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let producerId = '';
let adminId = '';
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  const rows = await t.db.select().from(profiles);
  producerId = rows.find((r) => r.email === 'produtor@demo.afilia.app')?.id ?? '';
  adminId = rows.find((r) => r.email === 'admin@demo.afilia.app')?.id ?? '';
});
afterAll(() => t.close());

const adminInviter = () => ({ id: adminId, name: 'Ana', role: 'admin' as const });

async function invite(
  email: string,
  role: 'admin' | 'producer' | 'reseller',
  by: 'producer' | 'admin' = 'admin',
) {
  const inviter =
    by === 'admin' ? adminInviter() : { id: producerId, name: 'Paulo', role: 'producer' as const };
  await createInvitation({ db: t.db, config: toApiConfig(t.config), mail: t.mail }, inviter, {
    email,
    role,
    locale: 'pt-BR',
    roleLabel: role,
  });
  const mail = await t.lastEmailTo(email);
  const link = new URL(mail.links[0] ?? '');
  expect(link.pathname).toBe('/accept-invitation');
  return { token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') ?? '' };
}

describe('invitations', () => {
  it('validates the link, creates the account with the invited role and signs in', async () => {
    const { token, email } = await invite('novo.produtor@example.com', 'producer');
    const lookup = await t.call('auth.invitation', { token, email });
    expect(lookup.data).toMatchObject({
      email: 'novo.produtor@example.com',
      role: 'producer',
      inviterName: 'Ana Administradora',
    });

    const accepted = await t.call('auth.acceptInvitation', {
      termsAccepted: true,
      token,
      email,
      password: 'segredo123',
      fullName: 'Novo Produtor',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ success: true, role: 'producer' });
    const cookie = accepted.setCookie?.split(';')[0] ?? '';
    expect((await t.call('auth.me', undefined, { cookie })).data).toMatchObject({
      role: 'producer',
      user: { emailConfirmed: true },
    });
    await t.login('novo.produtor@example.com', 'segredo123', 'producer');

    const reused = await t.call('auth.acceptInvitation', {
      termsAccepted: true,
      token,
      email,
      password: 'segredo123',
      fullName: 'Outro',
    });
    expect(reused.status).toBe(400);
    expect(reused.appCode).toBe('errors.auth.invitationInvalid');
    const [row] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'novo.produtor@example.com'));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it("sets a producer's invitee as their reseller", async () => {
    const { token, email } = await invite('rev.convidado@example.com', 'reseller', 'producer');
    await t.call('auth.acceptInvitation', {
      termsAccepted: true,
      token,
      email,
      password: 'segredo123',
      fullName: 'Rev Convidado',
    });
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'rev.convidado@example.com'));
    expect(profile).toMatchObject({ isReseller: true, referrerId: producerId, status: 'active' });
  });

  it('refuses an expired invitation', async () => {
    const { token, email } = await invite('expirado@example.com', 'reseller');
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'expirado@example.com'));
    expect((await t.call('auth.invitation', { token, email })).appCode).toBe('errors.auth.invitationInvalid');
    const result = await t.call('auth.acceptInvitation', {
      termsAccepted: true,
      token,
      email,
      password: 'segredo123',
      fullName: 'X',
    });
    expect(result.appCode).toBe('errors.auth.invitationInvalid');
  });

  it('replaces a pending invitation when the email is invited again', async () => {
    const first = await invite('duas.vezes@example.com', 'reseller');
    const second = await invite('duas.vezes@example.com', 'producer');
    expect((await t.call('auth.invitation', first)).appCode).toBe('errors.auth.invitationInvalid');
    expect((await t.call('auth.invitation', second)).data).toMatchObject({ role: 'producer' });
  });

  it("keeps other inviters' pending invitations: inviting again replaces only the inviter's own", async () => {
    const byAdmin = await invite('disputado@example.com', 'producer');
    const byProducer = await invite('disputado@example.com', 'reseller', 'producer');
    // Another inviter's invitation leaves the admin's valid, and the other way round.
    expect((await t.call('auth.invitation', byAdmin)).data).toMatchObject({ role: 'producer' });
    expect((await t.call('auth.invitation', byProducer)).data).toMatchObject({ role: 'reseller' });
    const again = await invite('disputado@example.com', 'reseller', 'producer');
    expect((await t.call('auth.invitation', byProducer)).appCode).toBe('errors.auth.invitationInvalid');
    expect((await t.call('auth.invitation', byAdmin)).data).toMatchObject({ role: 'producer' });
    expect((await t.call('auth.invitation', again)).data).toMatchObject({ role: 'reseller' });
    const readmin = await invite('disputado@example.com', 'admin');
    expect((await t.call('auth.invitation', byAdmin)).appCode).toBe('errors.auth.invitationInvalid');
    expect((await t.call('auth.invitation', again)).data).toMatchObject({ role: 'reseller' });

    // Accepting one closes the others: the email has an account now, and their seats are free again.
    const accepted = await t.call('auth.acceptInvitation', {
      termsAccepted: true,
      ...again,
      password: 'segredo123',
      fullName: 'Disputada',
    });
    expect(accepted.data).toMatchObject({ role: 'reseller' });
    expect((await t.call('auth.invitation', readmin)).appCode).toBe('errors.auth.invitationInvalid');
    const pending = await t.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.email, 'disputado@example.com'), isNull(invitations.usedAt)));
    expect(pending).toEqual([]);
  });

  it('refuses a link whose email does not match', async () => {
    const { token } = await invite('certo@example.com', 'reseller');
    const result = await t.call('auth.acceptInvitation', {
      termsAccepted: true,
      token,
      email: 'errado@example.com',
      password: 'segredo123',
      fullName: 'X',
    });
    expect(result.appCode).toBe('errors.auth.invitationInvalid');
  });

  it('sends an email that already has an account a notice instead of an invitation', async () => {
    await createInvitation({ db: t.db, config: toApiConfig(t.config), mail: t.mail }, adminInviter(), {
      email: 'produtor@demo.afilia.app',
      role: 'reseller',
      locale: 'pt-BR',
      roleLabel: 'reseller',
    });
    const notice = await t.lastEmailTo('produtor@demo.afilia.app');
    expect(notice.template).toBe('invitationAccountExists');
    expect(notice.links).toEqual([
      'http://localhost:3000/login?tab=producer&email=produtor%40demo.afilia.app',
    ]);
    expect(
      await t.db.select().from(invitations).where(eq(invitations.email, 'produtor@demo.afilia.app')),
    ).toEqual([]);
  });

  it('validates the acceptance payload with the form messages as i18n keys', async () => {
    const { token, email } = await invite('valida@example.com', 'reseller');
    const result = await t.call('auth.acceptInvitation', {
      termsAccepted: true,
      token,
      email,
      password: '123',
      fullName: '',
    });
    const messages = (result.zodIssues ?? []).map((i) => i.message).sort();
    expect(messages).toEqual(['validation.fullNameRequired', 'validation.invitePasswordMin']);
  });
});
