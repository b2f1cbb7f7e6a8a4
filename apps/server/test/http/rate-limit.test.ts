import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_AUTH_WINDOW_SECONDS: '60' });
});
afterAll(() => t.close());

describe('strict rate-limit tier', () => {
  it('limits the contact form per IP with a translated 429', async () => {
    const message = { name: 'Cliente', email: 'cliente@example.com', subject: 'Dúvida', message: 'Olá!' };
    for (let i = 0; i < 3; i++)
      expect((await t.call('contact.send', message, { ip: '10.1.1.1' })).status).toBe(200);
    const limited = await t.call('contact.send', message, { ip: '10.1.1.1' });
    expect(limited.status).toBe(429);
    expect(limited.appCode).toBe('errors.rateLimited');
    expect((await t.call('contact.send', message, { ip: '10.1.1.2' })).status).toBe(200);
  });

  it('limits registration and forgot-password independently', async () => {
    for (let i = 0; i < 3; i++)
      await t.call('auth.forgotPassword', { email: `x${i}@example.com` }, { ip: '10.2.2.2' });
    expect((await t.call('auth.forgotPassword', { email: 'y@example.com' }, { ip: '10.2.2.2' })).status).toBe(
      429,
    );
    const registration = await t.call(
      'auth.register',
      {
        name: 'Fulano',
        email: 'f@example.com',
        password: 'segredo-forte-1',
        confirmPassword: 'segredo-forte-1',
        termsAccepted: true,
      },
      { ip: '10.2.2.2' },
    );
    expect(registration.status).toBe(200);
  });
});
