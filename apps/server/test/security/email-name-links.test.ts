import { emailOutbox, eq, profiles } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { createTestApp, type TestApp } from '../support/harness';

// A name like https://evil.example/... must never reach an email as a link (emails can go to any address).
const EVIL = 'https://evil.example/pagar';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '10000' });
  await seedDemoData(t.db);
});
afterAll(() => t.close());

async function expectNoEvilLink(to: string) {
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(`${row.subject}\n${row.text}\n${row.html}`).not.toMatch(/evil/i);
    expect(
      row.text.match(/https?:\/\/[^\s]+/g)?.every((link) => link.startsWith('http://localhost:3000/')),
    ).toBe(true);
  }
}

describe('names in emails', () => {
  it('a sign-up named with a URL sends the address a confirmation without it', async () => {
    const registered = await t.call('auth.register', {
      name: EVIL,
      email: 'vitima@example.com',
      password: 'Senha-Forte-Nova-8',
      confirmPassword: 'Senha-Forte-Nova-8',
      termsAccepted: true,
      userType: 'reseller',
    });
    expect(registered.status).toBe(200);
    await expectNoEvilLink('vitima@example.com');
    expect((await t.lastEmailTo('vitima@example.com')).text).toContain('Olá, um usuário da Afilia!');
  });

  it('a producer named with a URL adds a seller and invites someone without it reaching them', async () => {
    await t.db
      .update(profiles)
      .set({ fullName: `Paulo ${EVIL}` })
      .where(eq(profiles.email, 'produtor@demo.afilia.app'));
    const producer = await t.login('produtor@demo.afilia.app', DEMO_PASSWORD);
    const added = await t.call(
      'sellers.add',
      { fullName: 'Rita', email: 'alvo@example.com', phone: '11987654321', password: 'Senha-Forte-Nova-8' },
      { cookie: producer },
    );
    expect(added.status).toBe(200);
    await expectNoEvilLink('alvo@example.com');
    expect((await t.lastEmailTo('alvo@example.com')).subject).toBe(
      'Paulo cadastrou você como revendedor na Afilia',
    );
    expect(
      (await t.call('users.invite', { email: 'outro.alvo@example.com' }, { cookie: producer })).status,
    ).toBe(200);
    await expectNoEvilLink('outro.alvo@example.com');
  });
});
