import { eq, profiles, salesDailyTotals } from '@afilia/db';
import { BUYER_DOWNLOAD_LINK_TTL_MS, businessDay } from '@afilia/validators';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, TEST_ORIGIN, type TestApp } from '../support/harness';
import { ordersWorld, VIDEO } from './orders-world';

let t: TestApp;
let w: ReturnType<typeof ordersWorld>;
let producer: WorldUser;
let reseller: WorldUser;
let product: Awaited<ReturnType<ReturnType<typeof ordersWorld>['addProductWithFiles']>>;
let affiliationId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  w = ordersWorld(t);
  producer = await w.addProducer({ fullName: 'Paula Produtora' });
  reseller = await w.addUser('reseller', { referrerId: producer.id, fullName: 'Rita Revendedora' });
  product = await w.addProductWithFiles(producer.id);
  affiliationId = await w.addAffiliation(reseller.id, product.id);
});
afterAll(() => t.close());

/** Today's day in São Paulo, the key of the producer's daily totals. */
const businessToday = () => businessDay(new Date());

type EmailSwitches = Partial<
  Pick<typeof profiles.$inferInsert, 'notifyEmail' | 'notifyNewSale' | 'notifyNewCommission'>
>;

/**
 * With the producer's and the reseller's switches set as given, an attributed sale emails the buyer their
 * confirmation and neither of them anything; the switches are turned back on afterwards.
 */
async function expectOnlyTheBuyerEmailed(
  producerOff: EmailSwitches,
  resellerOff: EmailSwitches,
  buyer: string,
) {
  const on = (off: EmailSwitches) => Object.fromEntries(Object.keys(off).map((key) => [key, true]));
  await t.db.update(profiles).set(producerOff).where(eq(profiles.id, producer.id));
  await t.db.update(profiles).set(resellerOff).where(eq(profiles.id, reseller.id));
  try {
    const producerEmail = await w.emailOf(producer.id);
    const resellerEmail = await w.emailOf(reseller.id);
    const sentBefore = (await w.emailsTo(producerEmail)).length;
    const earnedBefore = (await w.emailsTo(resellerEmail)).length;
    await w.buy(product.productCode, {
      buyer: { email: buyer },
      cookie: w.attributionCookie(affiliationId),
    });
    expect(await w.emailsTo(producerEmail)).toHaveLength(sentBefore);
    expect(await w.emailsTo(resellerEmail)).toHaveLength(earnedBefore);
    // The buyer's confirmation is theirs, about their own order: always sent.
    expect(await w.emailsTo(buyer, 'purchaseConfirmation')).toHaveLength(1);
  } finally {
    await t.db.update(profiles).set(on(producerOff)).where(eq(profiles.id, producer.id));
    await t.db.update(profiles).set(on(resellerOff)).where(eq(profiles.id, reseller.id));
  }
}

describe('the emails of a purchase', () => {
  it('sends the buyer absolute 7-day download links that work, the videos and the order page', async () => {
    const buyer = 'bia.emails@example.com';
    const before = Date.now();
    const { result } = await w.buy(product.productCode, {
      buyer: { email: buyer },
      cookie: w.attributionCookie(affiliationId),
    });
    const email = await t.lastEmailTo(buyer);
    expect(email.template).toBe('purchaseConfirmation');
    expect(email.locale).toBe('pt-BR');
    expect(email.subject).toBe(`Seu pedido ${result.orderCode}: ${product.title}`);
    expect(email.text).toContain('R$ 99,90');
    expect(email.text).toContain('Acesse a área de membros com o seu email.');
    expect(email.text).toContain('7 dias');

    const signed = email.links.find((link) => link.includes('/files/product-files/'));
    expect(signed).toMatch(
      new RegExp(`^${TEST_ORIGIN}/files/product-files/${product.file.key}\\?expires=\\d+&signature=`),
    );
    const expires = Number(new URL(signed ?? '').searchParams.get('expires')) * 1000;
    expect(expires).toBeGreaterThanOrEqual(before + BUYER_DOWNLOAD_LINK_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + BUYER_DOWNLOAD_LINK_TTL_MS);
    const download = await w.fetchThroughApp(signed ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(product.content);

    expect(email.links).toContain('https://cdn.example.com/bonus.zip');
    expect(email.links).toContain(VIDEO.url);
    expect(email.links).toContain(`${TEST_ORIGIN}/orders?code=${result.orderCode}`);
    expect(email.html).toContain(`href="${TEST_ORIGIN}/orders?code=${result.orderCode}"`);
  });

  it("tells the producer 'Nova venda', with the commission and their net, and the reseller 'Nova comissão'", async () => {
    const { sale: sold } = await w.buy(product.productCode, {
      buyer: { email: 'caio.emails@example.com', name: 'Caio Comprador' },
      cookie: w.attributionCookie(affiliationId),
    });
    const sale = await t.lastEmailTo(await w.emailOf(producer.id));
    expect(sale.template).toBe('newSale');
    expect(sale.locale).toBe('pt-BR');
    expect(sale.subject).toBe(`Nova venda: ${product.title}`);
    expect(sale.text).toContain('Valor: R$ 99,90');
    expect(sale.text).toContain('Comprador: Caio Comprador');
    expect(sale.text).toContain('Revendedor: Rita Revendedora');
    // 20 % of R$ 99,90, and what is left: the same figures as the sale's entry in the payment history.
    expect(sale.text).toContain('Comissão do revendedor: −R$ 19,98\nVocê recebe: R$ 79,92');
    expect(sale.links).toContain(`${TEST_ORIGIN}/dashboard/sales`);
    const entry = expectOk(
      await t.call('payments.entry', { kind: 'sale', id: sold.id }, { cookie: producer.cookie }),
    );
    expect(entry.lines).toEqual([
      { label: 'sale', amountCents: 9_990 },
      { label: 'commission', amountCents: -1_998 },
    ]);
    expect(entry.totalCents).toBe(7_992);

    const commission = await t.lastEmailTo(await w.emailOf(reseller.id));
    expect(commission.subject).toBe('Nova comissão: R$ 19,98');
    expect(commission.text).toContain('Valor da venda: R$ 99,90');
    expect(commission.links).toContain(`${TEST_ORIGIN}/dashboard/commissions`);
  });

  it("writes to the buyer in the buyer's language", async () => {
    const buyer = 'ellen.emails@example.com';
    const { result } = await w.buy(product.productCode, { buyer: { email: buyer }, locale: 'en-US' });
    const email = await t.lastEmailTo(buyer);
    expect(email.locale).toBe('en-US');
    expect(email.subject).toBe(`Your order ${result.orderCode}: ${product.title}`);
  });

  it("writes 'Nova venda' in the producer's language", async () => {
    await t.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, producer.id));
    try {
      await w.buy(product.productCode, { cookie: w.attributionCookie(affiliationId) });
      const sale = await t.lastEmailTo(await w.emailOf(producer.id));
      expect(sale.locale).toBe('es');
      expect(sale.subject).toBe(`Nueva venta: ${product.title}`);
      expect(sale.text).toContain('Comisión del revendedor: −R$ 19,98\nRecibes: R$ 79,92');
    } finally {
      await t.db.update(profiles).set({ language: null }).where(eq(profiles.id, producer.id));
    }
  });

  it("silences 'Nova venda' and 'Nova comissão' with 'Notificações por email', whatever their own switches", async () => {
    await expectOnlyTheBuyerEmailed({ notifyEmail: false }, { notifyEmail: false }, 'gil.emails@example.com');
  });

  it('shows a subscription product per month in the confirmation and on the receipt', async () => {
    const monthly = await w.addProductWithFiles(producer.id, { membership: true, priceCents: 9_700 });
    const buyer = 'hugo.emails@example.com';
    const { sale } = await w.buy(monthly.productCode, { buyer: { email: buyer } });
    const email = await t.lastEmailTo(buyer);
    expect(email.template).toBe('purchaseConfirmation');
    expect(email.text).toContain(`Seu pagamento de R$ 97,00/mês por ${monthly.title} foi confirmado.`);

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/sale/${sale.id}`,
      headers: { cookie: producer.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(receipt.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('R$ 97,00/mês');

    // A one-off product says no period anywhere.
    const once = 'ivo.emails@example.com';
    await w.buy(product.productCode, { buyer: { email: once } });
    expect((await t.lastEmailTo(once)).text).not.toContain('/mês');
  });

  it('sends nothing to a producer or reseller who switched those emails off', async () => {
    await expectOnlyTheBuyerEmailed(
      { notifyNewSale: false },
      { notifyNewCommission: false },
      'dora.emails@example.com',
    );
  });
});

describe('the plan sales-limit email', () => {
  it('goes once a month, when the paid sales of the month pass the limit, and never blocks a sale', async () => {
    // Visionário: 10 000 sales a month.
    const busy = await w.addProducer();
    const busyEmail = await w.emailOf(busy.id);
    const theirs = await w.addProductWithFiles(busy.id);
    await t.db
      .insert(salesDailyTotals)
      .values({ producerId: busy.id, day: businessToday(), paidCount: 9_999 });
    const warnings = () => w.emailsTo(busyEmail, 'salesLimitReached');

    await w.buy(theirs.productCode); // 10 000: at the limit, not past it
    expect(await warnings()).toHaveLength(0);

    const concurrent = await Promise.all([1, 2, 3].map(() => w.buy(theirs.productCode)));
    expect(concurrent.map(({ sale }) => sale.status)).toEqual(['paid', 'paid', 'paid']);
    const [warning, ...more] = await warnings();
    expect(more).toHaveLength(0);
    expect(warning?.subject).toBe('Limite de vendas do plano atingido');
    expect(warning?.text).toContain('O plano Visionário inclui até 10.000 vendas por mês');
    expect(warning?.text).toContain(`${TEST_ORIGIN}/plans`);
    const [profile] = await t.db
      .select({ month: profiles.salesLimitWarnedMonth })
      .from(profiles)
      .where(eq(profiles.id, busy.id));
    expect(profile?.month).toBe(businessToday().slice(0, 7));

    await w.buy(theirs.productCode);
    expect(await warnings()).toHaveLength(1);

    // A warning sent in an earlier month does not silence this month's.
    await t.db.update(profiles).set({ salesLimitWarnedMonth: '2000-01' }).where(eq(profiles.id, busy.id));
    await w.buy(theirs.productCode);
    expect(await warnings()).toHaveLength(2);
  });

  it('is not sent to a producer without a plan in force', async () => {
    const planless = await w.addUser('producer');
    const theirs = await w.addProduct(planless.id);
    await t.db
      .insert(salesDailyTotals)
      .values({ producerId: planless.id, day: businessToday(), paidCount: 50_000 });
    await w.buy(theirs.productCode);
    expect(await w.emailsTo(await w.emailOf(planless.id), 'salesLimitReached')).toHaveLength(0);
  });
});
