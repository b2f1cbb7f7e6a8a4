import { and, emailTokens, eq, isNull, profiles, sessions, users } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness';
import { requestResetToken } from '../support/reset-links';
import { createSellerTestApp, SELLER_PASSWORD } from '../support/seller-setup';

// A login email is its owner's: a producer cannot change a reseller's at all, and an admin's change needs
// the owner's approval from the current address before the new address may confirm it. A change still
// pending dies with a password change, a password reset or a deactivation.

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

/** The link of the newest email to `to`, which must be `template`, checked to open `path`. */
async function tokenFrom(to: string, template: string, path: string) {
  const email = await t.lastEmailTo(to);
  expect(email.template).toBe(template);
  const link = new URL(email.links[0] ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:3000${path}`);
  return link.searchParams.get('token') ?? '';
}

const approvalToken = (to: string) => tokenFrom(to, 'emailChangeApproval', '/approve-email-change');
const confirmationToken = (to: string) => tokenFrom(to, 'emailChangeConfirm', '/confirm-email-change');

/** An admin asks to move the user's login to `email` ('Editar perfil'). */
function adminChanges(id: string, email: string) {
  return t.call('users.update', { userId: id, fullName: 'Rita', email, phone: '' }, { cookie: admin });
}

async function pendingChangeTokens(id: string) {
  const rows = await t.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, id), isNull(emailTokens.usedAt)));
  return rows.filter((row) => row.purpose === 'email_change' || row.purpose === 'email_change_approval');
}

describe("a producer and a reseller's login email", () => {
  it('cannot be changed by the producer: the new address hears nothing and no change is pending', async () => {
    const id = await addSeller('dono@example.com');
    const updated = await t.callRaw(
      'sellers.update',
      { id, fullName: 'Rita Souza', email: 'produtor.quer@example.com', phone: '11911112222' },
      { cookie: producer },
    );
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ name: 'Rita Souza', email: 'dono@example.com' });
    expect(await emailOf(id)).toEqual({ user: 'dono@example.com', profile: 'dono@example.com' });
    await expect(t.lastEmailTo('produtor.quer@example.com')).rejects.toThrow();
    expect(await pendingChangeTokens(id)).toEqual([]);
  });
});

describe("an admin's change of a login email", () => {
  it('waits for the owner to approve from the current address, then for the new address to confirm', async () => {
    const id = await addSeller('antigo@example.com');
    const sellerCookie = await t.login('antigo@example.com', SELLER_PASSWORD, 'reseller');
    const staleReset = await requestResetToken(t, 'antigo@example.com');

    const edited = await adminChanges(id, 'Novo@Example.com');
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ email: 'antigo@example.com', emailChangePending: true });
    // Nothing changed, and the new address got nothing yet: only its owner can let the change go on.
    expect(await emailOf(id)).toEqual({ user: 'antigo@example.com', profile: 'antigo@example.com' });
    await expect(t.lastEmailTo('novo@example.com')).rejects.toThrow();
    const approval = await approvalToken('antigo@example.com');
    expect((await t.lastEmailTo('antigo@example.com')).text).toContain('novo@example.com');
    const [stored] = await t.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, id), eq(emailTokens.purpose, 'email_change_approval')));
    expect(stored?.tokenHash).not.toBe(approval);
    expect(stored?.newEmail).toBe('novo@example.com');
    const ttl = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.round(ttl / 3_600_000)).toBe(24);
    // The approval link is no confirmation link.
    expect((await t.call('auth.confirmEmailChange', { token: approval })).appCode).toBe(
      'errors.auth.invalidLink',
    );

    const approved = await t.call('auth.answerEmailChange', { token: approval, decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.data).toEqual({ decision: 'approve' });
    expect(await emailOf(id)).toEqual({ user: 'antigo@example.com', profile: 'antigo@example.com' });
    expect((await t.call('auth.answerEmailChange', { token: approval, decision: 'approve' })).appCode).toBe(
      'errors.auth.invalidLink',
    );

    const token = await confirmationToken('novo@example.com');
    const confirmed = await t.call('auth.confirmEmailChange', { token });
    expect(confirmed.data).toEqual({ ok: true });
    expect(await emailOf(id)).toEqual({ user: 'novo@example.com', profile: 'novo@example.com' });
    // Every session of the user ended; a reset link mailed to the old address no longer works.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await t.call('auth.me', undefined, { cookie: sellerCookie })).data).toBeNull();
    const reset = await t.call('auth.resetPassword', { token: staleReset, password: 'Outra-Senha-Forte-7' });
    expect(reset.appCode).toBe('errors.auth.invalidLink');
    await expect(t.login('antigo@example.com', SELLER_PASSWORD, 'reseller')).rejects.toThrow();
    await expect(t.login('novo@example.com', SELLER_PASSWORD, 'reseller')).resolves.toMatch(
      /^afilia_session=/,
    );
    expect((await t.call('auth.confirmEmailChange', { token })).appCode).toBe('errors.auth.invalidLink');
  });

  it('ends when the owner declines: the new address never hears of it', async () => {
    const id = await addSeller('recusa@example.com');
    await adminChanges(id, 'recusada@example.com');
    const approval = await approvalToken('recusa@example.com');
    const declined = await t.call('auth.answerEmailChange', { token: approval, decision: 'decline' });
    expect(declined.data).toEqual({ decision: 'decline' });
    await expect(t.lastEmailTo('recusada@example.com')).rejects.toThrow();
    expect(await pendingChangeTokens(id)).toEqual([]);
    expect((await t.call('auth.answerEmailChange', { token: approval, decision: 'approve' })).appCode).toBe(
      'errors.auth.invalidLink',
    );
    expect(await emailOf(id)).toEqual({ user: 'recusa@example.com', profile: 'recusa@example.com' });
  });

  it('writes to the owner in their language and refuses a taken email', async () => {
    const id = await addSeller('admin.edita@example.com');
    await t.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, id));
    expect((await adminChanges(id, 'produtor@demo.afilia.app')).appCode).toBe('errors.team.emailInUse');
    await adminChanges(id, 'admin.editou@example.com');
    const request = await t.lastEmailTo('admin.edita@example.com');
    expect(request.locale).toBe('es');
    expect(request.subject).toBe('Aprueba el cambio del email de tu cuenta de Afilia');
    await t.call('auth.answerEmailChange', {
      token: await approvalToken('admin.edita@example.com'),
      decision: 'approve',
    });
    expect((await t.lastEmailTo('admin.editou@example.com')).locale).toBe('es');
  });

  it('refuses with 409 when the new email was taken meanwhile, and changes nothing', async () => {
    const id = await addSeller('disputado.antes@example.com');
    await adminChanges(id, 'disputado@example.com');
    await t.call('auth.answerEmailChange', {
      token: await approvalToken('disputado.antes@example.com'),
      decision: 'approve',
    });
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

  it('answers without a pending change when the email stays the same, and sends nothing', async () => {
    const id = await addSeller('mesmo@example.com');
    const welcome = await t.lastEmailTo('mesmo@example.com');
    const same = await adminChanges(id, 'MESMO@example.com');
    expect(same.data).toMatchObject({ name: 'Rita', emailChangePending: false });
    expect((await t.lastEmailTo('mesmo@example.com')).id).toBe(welcome.id);
  });

  it('only honours the latest request, at either step', async () => {
    const id = await addSeller('duas.vezes@example.com');
    await adminChanges(id, 'primeiro@example.com');
    const first = await approvalToken('duas.vezes@example.com');
    await adminChanges(id, 'segundo@example.com');
    const second = await approvalToken('duas.vezes@example.com');
    expect((await t.call('auth.answerEmailChange', { token: first, decision: 'approve' })).appCode).toBe(
      'errors.auth.invalidLink',
    );
    await t.call('auth.answerEmailChange', { token: second, decision: 'approve' });
    const confirmation = await confirmationToken('segundo@example.com');
    // A new request withdraws the approved change waiting for its confirmation too.
    await adminChanges(id, 'terceiro@example.com');
    expect((await t.call('auth.confirmEmailChange', { token: confirmation })).appCode).toBe(
      'errors.auth.invalidLink',
    );
    expect(await emailOf(id)).toEqual({ user: 'duas.vezes@example.com', profile: 'duas.vezes@example.com' });
  });

  it('refuses unknown links with a translated 400', async () => {
    const unknown = await t.call('auth.confirmEmailChange', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.appCode).toBe('errors.auth.invalidLink');
    const answer = await t.call('auth.answerEmailChange', { token: 'x'.repeat(43), decision: 'approve' });
    expect(answer.status).toBe(400);
    expect(answer.appCode).toBe('errors.auth.invalidLink');
  });
});

describe('a pending login-email change', () => {
  /** A change approved by the owner and waiting for the new address, plus a second one waiting for approval. */
  async function pendingChanges(email: string) {
    const id = await addSeller(email);
    await adminChanges(id, `aprovada.${email}`);
    await t.call('auth.answerEmailChange', { token: await approvalToken(email), decision: 'approve' });
    const confirmation = await confirmationToken(`aprovada.${email}`);
    expect(await pendingChangeTokens(id)).toHaveLength(1);
    return { id, confirmation };
  }

  it('dies when the owner changes their password', async () => {
    const { id, confirmation } = await pendingChanges('troca.senha@example.com');
    const cookie = await t.login('troca.senha@example.com', SELLER_PASSWORD, 'reseller');
    const changed = await t.callRaw(
      'security.changePassword',
      {
        currentPassword: SELLER_PASSWORD,
        newPassword: 'Senha-Nova-Forte-3',
        confirmPassword: 'Senha-Nova-Forte-3',
      },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect(await pendingChangeTokens(id)).toEqual([]);
    expect((await t.call('auth.confirmEmailChange', { token: confirmation })).appCode).toBe(
      'errors.auth.invalidLink',
    );
  });

  it('dies when the owner resets their password', async () => {
    const { id, confirmation } = await pendingChanges('reset.senha@example.com');
    await adminChanges(id, 'outra.pedida@example.com');
    const approval = await approvalToken('reset.senha@example.com');
    const reset = await requestResetToken(t, 'reset.senha@example.com');
    expect(
      (await t.call('auth.resetPassword', { token: reset, password: 'Senha-Nova-Forte-4' })).status,
    ).toBe(200);
    expect(await pendingChangeTokens(id)).toEqual([]);
    expect((await t.call('auth.answerEmailChange', { token: approval, decision: 'approve' })).appCode).toBe(
      'errors.auth.invalidLink',
    );
    expect((await t.call('auth.confirmEmailChange', { token: confirmation })).appCode).toBe(
      'errors.auth.invalidLink',
    );
  });

  it('dies when the owner deactivates the account', async () => {
    const { id, confirmation } = await pendingChanges('desativa@example.com');
    const cookie = await t.login('desativa@example.com', SELLER_PASSWORD, 'reseller');
    expect((await t.call('security.deactivate', { password: SELLER_PASSWORD }, { cookie })).status).toBe(200);
    expect(await pendingChangeTokens(id)).toEqual([]);
    expect((await t.call('auth.confirmEmailChange', { token: confirmation })).appCode).toBe(
      'errors.auth.invalidLink',
    );
  });
});

describe('auth.confirmEmailChange and auth.answerEmailChange throttling', () => {
  it('are on the strict rate-limit tier, like the other auth mutations', async () => {
    const strict = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_AUTH_WINDOW_SECONDS: '60' });
    try {
      for (const [path, input] of [
        ['auth.confirmEmailChange', { token: 'x'.repeat(43) }],
        ['auth.answerEmailChange', { token: 'x'.repeat(43), decision: 'decline' }],
      ] as const) {
        const attempt = () => strict.call(path, input, { ip: '10.9.9.9' });
        expect((await attempt()).status).toBe(400);
        expect((await attempt()).status).toBe(400);
        const limited = await attempt();
        expect(limited.status).toBe(429);
        expect(limited.appCode).toBe('errors.rateLimited');
      }
    } finally {
      await strict.close();
    }
  });
});
