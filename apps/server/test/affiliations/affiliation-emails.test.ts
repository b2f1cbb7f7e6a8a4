// The affiliation emails: the producer hears of a request, the reseller of the decision. Notifications:
// 'Notificações por email' off silences them.
import { eq, profiles } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, TEST_ORIGIN, type TestApp } from '../support/harness';
import { affiliationWorld, type WorldUser } from './affiliation-world';

let t: TestApp;
let world: ReturnType<typeof affiliationWorld>;
let producer: WorldUser;

beforeAll(async () => {
  t = await createTestApp();
  world = affiliationWorld(t);
  producer = await world.addProducer({ fullName: 'Paula Produtora' });
});
afterAll(() => t.close());

const emailOf = async (user: WorldUser) =>
  (await t.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, user.id)))[0]?.email ??
  '';

async function affiliationEmails(user: WorldUser) {
  return t.emailsTo(await emailOf(user), ['affiliationRequested', 'affiliationDecided']);
}

async function request(reseller: WorldUser, productId: string) {
  return expectOk(await t.call('affiliations.createLink', { productId }, { cookie: reseller.cookie }));
}

const decide = async (affiliationId: string, decision: 'approve' | 'refuse' | 'revoke') =>
  expectOk(await t.call('affiliations.decide', { affiliationId, decision }, { cookie: producer.cookie }));

const setNotifyEmail = (user: WorldUser, on: boolean) =>
  t.db.update(profiles).set({ notifyEmail: on }).where(eq(profiles.id, user.id));

describe('affiliation emails', () => {
  it("tells the producer of a request on an 'approval' product, once, naming the reseller", async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval', title: 'Mentoria VIP' });
    const reseller = await world.addUser('reseller', { fullName: 'Rita Revendedora' });
    const before = (await affiliationEmails(producer)).length;
    await request(reseller, product.id);
    await request(reseller, product.id);
    const emails = await affiliationEmails(producer);
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1);
    expect(email).toMatchObject({
      template: 'affiliationRequested',
      locale: 'pt-BR',
      subject: 'Nova solicitação de afiliação: Mentoria VIP',
    });
    expect(email?.text).toContain('Rita Revendedora pediu para se afiliar a Mentoria VIP');
    expect(email?.text).toContain(`Ver solicitação: ${TEST_ORIGIN}/dashboard/products`);

    // An open product affiliates at once: there is nothing to decide, and no email.
    const open = await world.addProduct(producer.id, { mode: 'open' });
    await request(await world.addUser('reseller'), open.id);
    expect(await affiliationEmails(producer)).toHaveLength(before + 1);
  });

  it('tells the reseller of an approval, a refusal and a revocation, in their language', async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval', title: 'Curso de Vendas' });
    const reseller = await world.addUser('reseller');
    await t.db.update(profiles).set({ language: 'en-US' }).where(eq(profiles.id, reseller.id));
    const { affiliationId } = await request(reseller, product.id);
    await decide(affiliationId, 'approve');
    await decide(affiliationId, 'revoke');
    const [approved, revoked] = await affiliationEmails(reseller);
    expect(approved).toMatchObject({ locale: 'en-US', subject: 'Affiliation approved: Curso de Vendas' });
    expect(approved?.text).toContain('Your affiliate link works now');
    expect(approved?.text).toContain(`Get my link: ${TEST_ORIGIN}/dashboard/affiliated-products`);
    expect(revoked?.subject).toBe('Affiliation revoked: Curso de Vendas');
    expect(revoked?.text).toContain("commissions on sales already made don't change");

    const other = await world.addUser('reseller');
    const refused = await request(other, product.id);
    await decide(refused.affiliationId, 'refuse');
    const [email] = await affiliationEmails(other);
    expect(email).toMatchObject({
      locale: 'pt-BR',
      subject: 'Solicitação de afiliação recusada: Curso de Vendas',
    });
    // A decision the status does not allow changes nothing and sends nothing.
    expect(
      (
        await t.call(
          'affiliations.decide',
          { affiliationId: refused.affiliationId, decision: 'revoke' },
          { cookie: producer.cookie },
        )
      ).status,
    ).toBe(409);
    expect(await affiliationEmails(other)).toHaveLength(1);
  });

  it("sends neither with 'Notificações por email' off", async () => {
    const product = await world.addProduct(producer.id, { mode: 'approval' });
    const reseller = await world.addUser('reseller');
    await setNotifyEmail(producer, false);
    await setNotifyEmail(reseller, false);
    try {
      const before = (await affiliationEmails(producer)).length;
      const { affiliationId } = await request(reseller, product.id);
      await decide(affiliationId, 'approve');
      expect(await affiliationEmails(producer)).toHaveLength(before);
      expect(await affiliationEmails(reseller)).toHaveLength(0);
    } finally {
      await setNotifyEmail(producer, true);
    }
  });
});
