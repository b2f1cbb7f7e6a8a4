import { eq, invitations, profiles, sessions, sql, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { createTestApp, expectOk, type TestApp } from '../support/harness';

const PASSWORD = 'demo12345';
let t: TestApp;
let admin = '';
let producer = '';
const ids: Record<'admin' | 'producer' | 'reseller', string> = { admin: '', producer: '', reseller: '' };

async function acceptInvite(email: string, fullName = 'Pessoa Convidada') {
  const link = (await t.lastEmailTo(email)).links.find((l) => l.includes('/accept-invitation'));
  const url = new URL(link ?? '');
  return t.callRaw('auth.acceptInvitation', {
    termsAccepted: true,
    token: url.searchParams.get('token'),
    email: url.searchParams.get('email'),
    fullName,
    password: 'segredo1',
    confirmPassword: 'segredo1',
  });
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
  admin = await t.login('admin@demo.afilia.app', PASSWORD);
  producer = await t.login('produtor@demo.afilia.app', PASSWORD);
  const rows = await t.db.select().from(profiles);
  for (const [key, email] of [
    ['admin', 'admin@demo.afilia.app'],
    ['producer', 'produtor@demo.afilia.app'],
    ['reseller', 'revendedor@demo.afilia.app'],
  ] as const) {
    ids[key] = rows.find((r) => r.email === email)?.id ?? '';
  }
});
afterAll(() => t.close());

describe('users.list', () => {
  it('gives an admin every profile with the seven tab counts and last access', async () => {
    const result = await t.call('users.list', {}, { cookie: admin });
    const data = expectOk(result);
    expect(data.counts).toEqual({
      all: 6,
      admin: 1,
      producer: 3,
      reseller: 2,
      active: 6,
      pending: 0,
      suspended: 0,
    });
    expect(data.items.find((i) => i.id === ids.admin)?.lastLogin).toBeInstanceOf(Date);
    expect(data.items.find((i) => i.id === ids.reseller)?.lastLogin).toBeNull();
    const producers = await t.call('users.list', { tab: 'producer' }, { cookie: admin });
    expect(expectOk(producers).items.map((i) => i.email)).toEqual([
      'iniciante@demo.afilia.app',
      'visionario@demo.afilia.app',
      'produtor@demo.afilia.app',
    ]);
    const search = await t.call('users.list', { search: 'ANA ADMIN' }, { cookie: admin });
    expect(expectOk(search).counts.all).toBe(1);
  });

  it('gives a producer only their referred resellers, on the resellers tab', async () => {
    const result = await t.call('users.list', { tab: 'admin' }, { cookie: producer });
    const data = expectOk(result);
    expect(data.tab).toBe('reseller');
    expect(data.items.map((i) => i.email)).toEqual(['revendedor@demo.afilia.app']);
    expect(data.counts.admin).toBe(0);
  });
});

describe('roles and status', () => {
  it('changes the role: sets the three flags and the role field, and ends the user’s sessions', async () => {
    const resellerCookie = await t.login('revendedor@demo.afilia.app', PASSWORD, 'reseller');
    const changed = await t.call(
      'users.updateRole',
      { userId: ids.reseller, role: 'producer' },
      { cookie: admin },
    );
    expect(changed.data).toMatchObject({ role: 'producer' });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, ids.reseller));
    expect(row).toMatchObject({
      isAdmin: false,
      isProducer: true,
      isReseller: false,
      role: 'producer',
      referrerId: null,
    });
    expect((await t.call('auth.me', undefined, { cookie: resellerCookie })).data).toBeNull();
    const asProducer = await t.login('revendedor@demo.afilia.app', PASSWORD, 'producer');
    expect((await t.call('products.list', {}, { cookie: asProducer })).status).not.toBe(403);
    await t.call('users.updateRole', { userId: ids.reseller, role: 'reseller' }, { cookie: admin });
    await t.db.update(profiles).set({ referrerId: ids.producer }).where(eq(profiles.id, ids.reseller));
  });

  it('suspends an active user (ending their sessions) and reactivates them', async () => {
    const producerCookie = await t.login('produtor@demo.afilia.app', PASSWORD);
    const suspended = await t.call(
      'users.updateStatus',
      { userId: ids.producer, status: 'suspended' },
      { cookie: admin },
    );
    expect(suspended.data).toMatchObject({ status: 'suspended' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, ids.producer))).toHaveLength(0);
    expect((await t.call('products.list', {}, { cookie: producerCookie })).status).toBe(401);
    const counts = expectOk(await t.call('users.list', {}, { cookie: admin }));
    expect(counts.counts.suspended).toBe(1);
    const active = await t.call(
      'users.updateStatus',
      { userId: ids.producer, status: 'active' },
      { cookie: admin },
    );
    expect(active.data).toMatchObject({ status: 'active' });
    producer = await t.login('produtor@demo.afilia.app', PASSWORD);
  });

  it('never lets an admin demote, suspend or delete themselves', async () => {
    for (const [path, input] of [
      ['users.updateRole', { userId: ids.admin, role: 'producer' }],
      ['users.updateStatus', { userId: ids.admin, status: 'suspended' }],
      ['users.deleteUser', { userId: ids.admin }],
    ] as const) {
      const result = await t.call(path, input, { cookie: admin });
      expect(result.status).toBe(403);
      expect(result.appCode).toBe('errors.team.selfAction');
    }
  });

  it('keeps the last remaining admin, even when two admins demote each other at once', async () => {
    await t.call('users.updateRole', { userId: ids.producer, role: 'admin' }, { cookie: admin });
    const second = await t.login('produtor@demo.afilia.app', PASSWORD);
    const [a, b] = await Promise.all([
      t.call('users.updateRole', { userId: ids.producer, role: 'producer' }, { cookie: admin }),
      t.call('users.updateRole', { userId: ids.admin, role: 'producer' }, { cookie: second }),
    ]);
    const outcomes = [a, b].map((r) => r.appCode ?? r.status);
    // Exactly one wins. The other either found the target to be the last admin, or (when the first had
    // already committed) was itself demoted, its sessions ended.
    expect(outcomes.filter((o) => o === 200)).toHaveLength(1);
    expect(
      outcomes.filter((o) => o === 'errors.team.lastAdmin' || o === 'errors.auth.unauthenticated'),
    ).toHaveLength(1);
    const admins = await t.db.select().from(profiles).where(eq(profiles.isAdmin, true));
    expect(admins).toHaveLength(1);
    // Restore the demo roles.
    const survivor = admins[0]?.id === ids.admin ? admin : second;
    if (admins[0]?.id !== ids.admin) {
      await t.call('users.updateRole', { userId: ids.admin, role: 'admin' }, { cookie: survivor });
      admin = await t.login('admin@demo.afilia.app', PASSWORD);
      await t.call('users.updateRole', { userId: ids.producer, role: 'producer' }, { cookie: admin });
    }
    producer = await t.login('produtor@demo.afilia.app', PASSWORD);
    admin = await t.login('admin@demo.afilia.app', PASSWORD);
    const after = await t.db.select().from(profiles).where(eq(profiles.isAdmin, true));
    expect(after.map((row) => row.id)).toEqual([ids.admin]);
  });

  it('refuses to remove the last active admin even when another admin account is suspended', async () => {
    const [extra] = await t.db
      .insert(users)
      .values({ email: 'outro.admin@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    await t.db.insert(profiles).values({
      id: extra?.id ?? '',
      email: 'outro.admin@example.com',
      isAdmin: true,
      status: 'suspended',
    });
    const extraCookie = `afilia_session=${(await import('@afilia/auth').then((m) => m.createSession(t.db, extra?.id ?? ''))).token}`;
    // The suspended admin cannot act at all.
    expect((await t.call('users.deleteUser', { userId: ids.admin }, { cookie: extraCookie })).status).toBe(
      403,
    );
    await t.db
      .update(profiles)
      .set({ status: 'active' })
      .where(eq(profiles.id, extra?.id ?? ''));
    const extraActive = `afilia_session=${(await import('@afilia/auth').then((m) => m.createSession(t.db, extra?.id ?? ''))).token}`;
    // Both active: one may remove the other, and then the survivor is the last admin.
    expect((await t.call('users.deleteUser', { userId: extra?.id ?? '' }, { cookie: admin })).status).toBe(
      200,
    );
    expect((await t.call('auth.me', undefined, { cookie: extraActive })).data).toBeNull();
  });

  it('removes a user softly: the row stays, anonymised and marked deleted', async () => {
    const [row] = await t.db
      .insert(users)
      .values({ email: 'apagar@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    await t.db
      .insert(profiles)
      .values({ id: row?.id ?? '', email: 'apagar@example.com', phone: '11999990000' });
    const result = await t.call('users.deleteUser', { userId: row?.id ?? '' }, { cookie: admin });
    expect(result.status).toBe(200);
    const [removed] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, row?.id ?? ''));
    expect(removed).toMatchObject({ status: 'deleted', phone: null });
    expect(removed?.email).not.toBe('apagar@example.com');
    expect((await t.call('users.deleteUser', { userId: row?.id ?? '' }, { cookie: admin })).appCode).toBe(
      'errors.team.userNotFound',
    );
  });

  it('edits a user (Editar perfil) and emails them a message (Enviar mensagem)', async () => {
    const edited = await t.call(
      'users.update',
      {
        userId: ids.reseller,
        fullName: 'Renata Souza',
        email: 'revendedor@demo.afilia.app',
        phone: '11933334444',
      },
      { cookie: admin },
    );
    expect(edited.data).toMatchObject({ name: 'Renata Souza', phone: '11933334444' });
    const clash = await t.call(
      'users.update',
      { userId: ids.reseller, fullName: 'Renata Souza', email: 'produtor@demo.afilia.app', phone: '' },
      { cookie: admin },
    );
    expect(clash.appCode).toBe('errors.team.emailInUse');
    const sent = await t.call(
      'users.sendMessage',
      { userId: ids.reseller, subject: 'Boas-vindas', message: 'Olá, Renata!\nBem-vinda.' },
      { cookie: admin },
    );
    expect(sent.status).toBe(200);
    const email = await t.lastEmailTo('revendedor@demo.afilia.app');
    expect(email.template).toBe('directMessage');
    expect(email.subject).toBe('Ana Administradora: Boas-vindas');
    expect(email.text).toContain('Olá, Renata!');
    const empty = await t.call(
      'users.sendMessage',
      { userId: ids.reseller, subject: '', message: '' },
      { cookie: admin },
    );
    expect(empty.status).toBe(400);
  });
});

describe('invitations', () => {
  it('invites with a hashed 7-day token and the accept link; acceptance creates the account with the role', async () => {
    const sent = await t.call(
      'users.invite',
      { email: 'Nova.Produtora@example.com', role: 'producer' },
      { cookie: admin },
    );
    expect(sent.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'nova.produtora@example.com'));
    const email = await t.lastEmailTo('nova.produtora@example.com');
    const link = new URL(email.links.find((l) => l.includes('/accept-invitation')) ?? '');
    const token = link.searchParams.get('token') ?? '';
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(7 * 24 * 60 * 60 * 1000);
    const accepted = await acceptInvite('nova.produtora@example.com', 'Nova Produtora');
    expect(accepted.data).toMatchObject({ success: true, role: 'producer' });
    const [used] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, row?.id ?? ''));
    expect(used?.usedAt).not.toBeNull();
    await expect(t.login('nova.produtora@example.com', 'segredo1')).resolves.toMatch(/^afilia_session=/);
    // Reused: the same link no longer works.
    const again = await t.callRaw('auth.acceptInvitation', {
      termsAccepted: true,
      token,
      email: 'nova.produtora@example.com',
      fullName: 'Outra',
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });
    expect(again.appCode).toBe('errors.auth.invitationInvalid');
  });

  it('makes a producer’s invitee their reseller', async () => {
    const sent = await t.call('users.invite', { email: 'convidado@example.com' }, { cookie: producer });
    expect(sent.status).toBe(200);
    const accepted = await acceptInvite('convidado@example.com');
    expect(accepted.data).toMatchObject({ role: 'reseller' });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.email, 'convidado@example.com'));
    expect(row?.referrerId).toBe(ids.producer);
    const producerRole = await t.call(
      'users.invite',
      { email: 'p@example.com', role: 'producer' },
      { cookie: producer },
    );
    expect(producerRole.appCode).toBe('errors.team.producerInvitesResellers');
  });

  it('replaces a pending invitation when the same email is invited again', async () => {
    await t.call('users.invite', { email: 'duas.vezes@example.com' }, { cookie: admin });
    const first = new URL(
      (await t.lastEmailTo('duas.vezes@example.com')).links.find((l) => l.includes('token')) ?? '',
    );
    await t.call('users.invite', { email: 'duas.vezes@example.com', role: 'producer' }, { cookie: admin });
    const pending = await t.db
      .select()
      .from(invitations)
      .where(sql`${invitations.email} = 'duas.vezes@example.com' and ${invitations.usedAt} is null`);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.role).toBe('producer');
    const old = await t.callRaw('auth.acceptInvitation', {
      termsAccepted: true,
      token: first.searchParams.get('token'),
      email: 'duas.vezes@example.com',
      fullName: 'Velho Link',
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });
    expect(old.appCode).toBe('errors.auth.invitationInvalid');
    expect((await acceptInvite('duas.vezes@example.com')).data).toMatchObject({ role: 'producer' });
  });

  it('refuses an expired invitation', async () => {
    await t.call('users.invite', { email: 'expirado@example.com' }, { cookie: admin });
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'expirado@example.com'));
    expect((await acceptInvite('expirado@example.com')).appCode).toBe('errors.auth.invitationInvalid');
  });

  it('answers an email that already has an account like any other, and tells its owner instead', async () => {
    const taken = await t.call('users.invite', { email: 'REVENDEDOR@demo.afilia.app' }, { cookie: admin });
    expect(taken.status).toBe(200);
    expect(taken.data).toEqual({ ok: true });
    expect((await t.lastEmailTo('revendedor@demo.afilia.app')).template).toBe('invitationAccountExists');
    expect(
      await t.db.select().from(invitations).where(eq(invitations.email, 'revendedor@demo.afilia.app')),
    ).toEqual([]);
  });
});
