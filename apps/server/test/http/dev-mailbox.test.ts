import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { seedDemoData } from '../../src/seed';
import { createTestApp, PRODUCTION_SECRETS, type TestApp } from '../support/harness';

const PRODUCTION = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('dev mailbox', () => {
  it('is not served unless DEV_MAILBOX is set', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
  });

  it('lists emails newest first with clickable links when DEV_MAILBOX=true', async () => {
    t = await createTestApp({ DEV_MAILBOX: 'true' });
    await seedDemoData(t.db);
    await t.call('auth.forgotPassword', { email: 'revendedor@demo.afilia.app' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a href="http://localhost:3000/reset-password#access_token=');
    const json = await t.app.inject({ method: 'GET', url: '/dev/mail.json?to=revendedor@demo.afilia.app' });
    expect(json.json()[0].links[0]).toMatch(/reset-password#access_token=/);
  });

  it('is never served in production, even with DEV_MAILBOX=true', async () => {
    t = await createTestApp({ ...PRODUCTION, DEV_MAILBOX: 'true' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
  });

  it('warns at start-up that DEV_MAILBOX is ignored in production', () => {
    const config = loadConfig({ ...PRODUCTION, DEV_MAILBOX: 'true' });
    expect(config.devMailbox).toBe(false);
    expect(config.warnings.join('\n')).toMatch(/DEV_MAILBOX is ignored in production/);
  });
});
