import { emailTokens, eq, profiles, sessions, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { requestResetToken } from '../testing/reset-links';
import { createSellerTestApp, SELLER_PASSWORD } from '../testing/seller-setup';

// Issue 9, High (second part) and Low "sessions stay valid after an email change": a login email set by
// a producer or an admin only takes effect once the new address confirms it.

let t: TestApp;
let producer = '';
let admin = '';
let addSeller: (email: string) => Promise<string>;

beforeAll(async () => {
  ({ t, producer, admin, addSeller } = await createSellerTestApp());
});
afterAll(() => t.close());

const emailOf = async (id: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.id, id));
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
  return { user: user?.email, profile: profile?.email };
};

async function confirmationToken(to: string) {
  const email = await t.lastEmailTo(to);
  expect(email.template).toBe('emailChangeConfirm');
  const link = new URL(email.links[0] ?? '');
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/confirm-email-change');
  return link.searchParams.get('token') ?? '';
}

describe('changing a login email', () => {
  it('keeps the old email until the new address confirms, then ends sessions and emailed links', async () => {
    const id = await addSeller('antigo@example.com');
    const sellerCookie = await t.login('antigo@example.com', SELLER_PASSWORD, 'reseller');
    const staleReset = await requestResetToken(t, 'antigo@example.com');

    const updated = await t.call(
      'sellers.update',
      { id, fullName: 'Rita Souza', email: 'Novo@Example.com', phone: '11911112222' },
      { cookie: producer },
    );
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      name: 'Rita Souza',
      email: 'antigo@example.com',
      emailChangePending: true,
    });
    // Nothing changed yet: the old email still signs in, the new one does not.
    expect(await emailOf(id)).toEqual({ user: 'antigo@example.com', profile: 'antigo@example.com' });
    await expect(t.login('novo@example.com', SELLER_PASSWORD, 'reseller')).rejects.toThrow();
    expect((await t.call('auth.me', undefined, { cookie: sellerCookie })).data).not.toBeNull();

    // The old address is told, in the user's language, without any link to act on.
    const notice = await t.lastEmailTo('antigo@example.com');
    expect(notice.template).toBe('emailChangeNotice');
    expect(notice.locale).toBe('pt-BR');
    expect(notice.text).toContain('novo@example.com');
    expect(notice.links).toEqual([]);
    // The new address gets a single-use link valid for 24 hours; only its hash is stored.
    const token = await confirmationToken('novo@example.com');
    const [stored] = await t.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'email_change'));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.newEmail).toBe('novo@example.com');
    const ttl = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.round(ttl / 3_600_000)).toBe(24);

    const confirmed = await t.call('auth.confirmEmailChange', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toEqual({ ok: true });
    expect(await emailOf(id)).toEqual({ user: 'novo@example.com', profile: 'novo@example.com' });
    // Every session of the user ended; a reset link mailed to the old address no longer works.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await t.call('auth.me', undefined, { cookie: sellerCookie })).data).toBeNull();
    const reset = await t.call('auth.resetPassword', { token: staleReset, password: 'Outra-Senha-Forte-7' });
    expect(reset.status).toBe(400);
    expect(reset.appCode).toBe('errors.auth.invalidLink');
    await expect(t.login('antigo@example.com', SELLER_PASSWORD, 'reseller')).rejects.toThrow();
    await expect(t.login('novo@example.com', SELLER_PASSWORD, 'reseller')).resolves.toMatch(
      /^afilia_session=/,
    );

    // The link works once.
    const replay = await t.call('auth.confirmEmailChange', { token });
    expect(replay.status).toBe(400);
    expect(replay.appCode).toBe('errors.auth.invalidLink');
  });

  it('refuses with 409 when the new email was taken meanwhile, and changes nothing', async () => {
    const id = await addSeller('disputado.antes@example.com');
    await t.call(
      'sellers.update',
      { id, fullName: 'Rita', email: 'disputado@example.com', phone: '11911112222' },
      { cookie: producer },
    );
    const token = await confirmationToken('disputado@example.com');
    await addSeller('disputado@example.com');
    const taken = await t.call('auth.confirmEmailChange', { token });
    expect(taken.status).toBe(409);
    expect(taken.appCode).toBe('errors.team.emailInUse');
    expect(await emailOf(id)).toEqual({
      user: 'disputado.antes@example.com',
      profile: 'disputado.antes@example.com',
    });
  });

  it('goes through the same confirmation when an admin edits a user, in the user’s language', async () => {
    const id = await addSeller('admin.edita@example.com');
    await t.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, id));
    const edited = await t.call(
      'users.update',
      { userId: id, fullName: 'Rita', email: 'admin.editou@example.com', phone: '' },
      { cookie: admin },
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ email: 'admin.edita@example.com', emailChangePending: true });
    expect(await emailOf(id)).toEqual({
      user: 'admin.edita@example.com',
      profile: 'admin.edita@example.com',
    });
    expect((await t.lastEmailTo('admin.edita@example.com')).subject).toBe(
      'Solicitud de cambio del email de tu cuenta de Afilia',
    );
    const token = await confirmationToken('admin.editou@example.com');
    expect((await t.lastEmailTo('admin.editou@example.com')).locale).toBe('es');
    expect((await t.call('auth.confirmEmailChange', { token })).status).toBe(200);
    expect(await emailOf(id)).toEqual({
      user: 'admin.editou@example.com',
      profile: 'admin.editou@example.com',
    });
  });

  it('answers without a pending change when the email stays the same, and sends nothing', async () => {
    const id = await addSeller('mesmo@example.com');
    const welcome = await t.lastEmailTo('mesmo@example.com');
    const same = await t.call(
      'sellers.update',
      { id, fullName: 'Rita Mesmo', email: 'MESMO@example.com', phone: '11911112222' },
      { cookie: producer },
    );
    expect(same.data).toMatchObject({ name: 'Rita Mesmo', emailChangePending: false });
    expect((await t.lastEmailTo('mesmo@example.com')).id).toBe(welcome.id);
  });

  it('only honours the latest request: an earlier link stops working', async () => {
    const id = await addSeller('duas.vezes@example.com');
    const change = (email: string) =>
      t.call('sellers.update', { id, fullName: 'Rita', email, phone: '11911112222' }, { cookie: producer });
    await change('primeiro@example.com');
    const first = await confirmationToken('primeiro@example.com');
    await change('segundo@example.com');
    const second = await confirmationToken('segundo@example.com');
    expect((await t.call('auth.confirmEmailChange', { token: first })).appCode).toBe(
      'errors.auth.invalidLink',
    );
    expect((await t.call('auth.confirmEmailChange', { token: second })).status).toBe(200);
    expect(await emailOf(id)).toEqual({ user: 'segundo@example.com', profile: 'segundo@example.com' });
  });

  it('refuses an unknown link with a translated 400', async () => {
    const unknown = await t.call('auth.confirmEmailChange', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.appCode).toBe('errors.auth.invalidLink');
  });
});

describe('auth.confirmEmailChange throttling', () => {
  it('is on the strict rate-limit tier, like the other auth mutations', async () => {
    const strict = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_AUTH_WINDOW_SECONDS: '60' });
    try {
      const attempt = () =>
        strict.call('auth.confirmEmailChange', { token: 'x'.repeat(43) }, { ip: '10.9.9.9' });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.appCode).toBe('errors.rateLimited');
    } finally {
      await strict.close();
    }
  });
});
