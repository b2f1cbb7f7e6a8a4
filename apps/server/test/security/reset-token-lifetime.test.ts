import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, type TestApp } from '../support/harness';
import { requestResetToken, resetTokenFrom } from '../support/reset-links';

// A reset token stops working once the password was changed through Settings.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
});
afterAll(() => t.close());

describe('reset links end with any password change', () => {
  it('a link mailed before a change in Settings → Security no longer resets the password', async () => {
    const email = 'produtor@demo.afilia.app';
    const token = await requestResetToken(t, email);
    const cookie = await t.login(email, DEMO_PASSWORD);
    const changed = await t.call(
      'security.changePassword',
      { currentPassword: DEMO_PASSWORD, newPassword: 'Nova-Senha-Forte-31' },
      { cookie },
    );
    expect(changed.status).toBe(200);
    const reset = await t.call('auth.resetPassword', { token, password: 'Senha-Do-Atacante-47' });
    expect(reset.status).toBe(400);
    expect(reset.appCode).toBe('errors.auth.invalidLink');
    await expect(t.login(email, 'Nova-Senha-Forte-31')).resolves.toMatch(/^afilia_session=/);
  });

  it('a reset ends every other outstanding reset link of the user', async () => {
    const email = 'revendedor@demo.afilia.app';
    const first = await requestResetToken(t, email);
    // A second link issued through the sign-up notice (someone registering with this email).
    await t.call('auth.register', {
      name: 'Alguém',
      email,
      password: 'Qualquer-Senha-Forte-5',
      confirmPassword: 'Qualquer-Senha-Forte-5',
      termsAccepted: true,
      userType: 'reseller',
    });
    const notice = await t.lastEmailTo(email);
    expect(notice.template).toBe('accountExists');
    const second = resetTokenFrom(notice.links[1] ?? '');
    expect(
      (await t.call('auth.resetPassword', { token: second, password: 'Senha-Renovada-22' })).status,
    ).toBe(200);
    const stale = await t.call('auth.resetPassword', { token: first, password: 'Senha-Do-Atacante-47' });
    expect(stale.appCode).toBe('errors.auth.invalidLink');
  });
});
