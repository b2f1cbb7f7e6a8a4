// The buyer's emails after the purchase: a refund, a declined renewal, the end of a subscription.
import { type BuyerRenewalDeps, renewBuyerSubscriptions, reverseSale } from '@afilia/api/server';
import { buyerSubscriptions, eq, sales } from '@afilia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldUser } from '../affiliations/affiliation-world';
import { createTestApp, expectOk, expectPresent, TEST_ORIGIN, type TestApp } from '../support/harness';
import { buyerNoticeDeps, buyerRenewalDeps, insertSale } from '../support/sale-fixtures';
import { ordersWorld } from './orders-world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const longDate = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(date);

let t: TestApp;
let w: ReturnType<typeof ordersWorld>;
let deps: BuyerRenewalDeps;
let producer: WorldUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  w = ordersWorld(t);
  deps = buyerRenewalDeps(t);
  producer = await w.addProducer({ fullName: 'Paula Produtora' });
});
afterAll(() => t.close());

/** A monthly subscription bought with 4242 by this buyer, in this language. */
async function subscribe(buyerEmail: string, locale: 'pt-BR' | 'en-US' | 'es' = 'pt-BR') {
  const product = await w.addProductWithFiles(producer.id, { membership: true, priceCents: 9_700 });
  const { sale, result } = await w.buy(product.productCode, { buyer: { email: buyerEmail }, locale });
  const [subscription] = await t.db
    .select()
    .from(buyerSubscriptions)
    .where(eq(buyerSubscriptions.id, sale.subscriptionId ?? ''));
  return { product, sale, orderCode: result.orderCode, subscription: expectPresent(subscription) };
}

const templatesTo = async (to: string) => (await w.emailsTo(to)).map((email) => email.template);

describe('refund emails', () => {
  it('tells the buyer the amount and that a card refund shows in 5 to 10 business days', async () => {
    const product = await w.addProductWithFiles(producer.id);
    const buyer = 'reembolso.cartao@example.com';
    const { sale, result } = await w.buy(product.productCode, { buyer: { email: buyer } });
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: producer.cookie }));

    const email = await t.lastEmailTo(buyer);
    expect(email).toMatchObject({
      template: 'refundIssued',
      locale: 'pt-BR',
      subject: `Reembolso do seu pedido: ${product.title}`,
    });
    expect(email.text).toContain(
      `Seu pedido ${result.orderCode} de ${product.title} foi reembolsado: R$ 99,90`,
    );
    expect(email.text).toContain('O estorno foi feito no cartão Visa •••• 4242');
    expect(email.text).toContain('5 a 10 dias úteis');
    expect(email.text).not.toContain('assinatura');
    expect(email.links).toContain(`${TEST_ORIGIN}/orders?code=${result.orderCode}`);
  });

  it('says a Pix refund arrives at once, in the language the buyer bought in', async () => {
    const buyer = 'reembolso.pix@example.com';
    const sale = await insertSale(t.db, {
      producerId: producer.id,
      buyerEmail: buyer,
      method: 'pix',
      amountCents: 4_990,
      productTitle: 'Ebook de receitas',
    });
    await t.db.transaction((tx) => reverseSale(tx, buyerNoticeDeps(t), sale.id, 'refunded', new Date()));
    const pt = await t.lastEmailTo(buyer);
    expect(pt.text).toContain('devolvido por Pix para a conta de onde o pagamento saiu');
    expect(pt.text).toContain('na hora, e no máximo no mesmo dia');

    const spanish = 'reembolso.pix.es@example.com';
    const other = await insertSale(t.db, { producerId: producer.id, buyerEmail: spanish, method: 'pix' });
    await t.db.update(sales).set({ buyerLocale: 'es' }).where(eq(sales.id, other.id));
    await t.db.transaction((tx) => reverseSale(tx, buyerNoticeDeps(t), other.id, 'refunded', new Date()));
    const es = await t.lastEmailTo(spanish);
    expect(es.locale).toBe('es');
    expect(es.subject).toBe('Reembolso de tu pedido: Produto vendido');
    expect(es.text).toContain('se devolvió por Pix');

    // A chargeback is the buyer's own dispute with their bank: no refund email.
    const disputed = 'contestacao@example.com';
    const third = await insertSale(t.db, { producerId: producer.id, buyerEmail: disputed });
    await t.db.transaction((tx) => reverseSale(tx, buyerNoticeDeps(t), third.id, 'chargeback', new Date()));
    expect(await templatesTo(disputed)).toEqual([]);
  });

  it("says the refunded sale's subscription ended, in one email", async () => {
    const buyer = 'reembolso.assinatura@example.com';
    const { sale } = await subscribe(buyer, 'en-US');
    expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: producer.cookie }));
    expect(await templatesTo(buyer)).toEqual(['purchaseConfirmation', 'refundIssued']);
    const email = await t.lastEmailTo(buyer);
    expect(email.text).toContain('It usually shows on your statement within 5 to 10 business days');
    expect(email.text).toContain(
      "The subscription to this product was canceled too: you won't be charged again.",
    );
  });
});

describe('subscription emails', () => {
  it('tells the buyer once that a renewal was declined and what to do, then that the subscription ended', async () => {
    const buyer = 'renovacao.recusada@example.com';
    const { subscription, product } = await subscribe(buyer);
    await t.db
      .update(buyerSubscriptions)
      .set({ testCardOutcome: 'declined' })
      .where(eq(buyerSubscriptions.id, subscription.id));
    const end = subscription.currentPeriodEnd.getTime();

    await renewBuyerSubscriptions(deps, new Date(end + HOUR));
    await renewBuyerSubscriptions(deps, new Date(end + 26 * HOUR));
    await renewBuyerSubscriptions(deps, new Date(end + 50 * HOUR));
    expect(await templatesTo(buyer)).toEqual(['purchaseConfirmation', 'renewalFailed']);
    const declined = await t.lastEmailTo(buyer);
    expect(declined.subject).toBe(`Não conseguimos renovar sua assinatura de ${product.title}`);
    expect(declined.text).toContain(
      `A cobrança mensal de ${product.title} (R$ 97,00/mês) foi recusada no cartão Visa •••• 4242.`,
    );
    expect(declined.text).toContain('O que fazer:');
    expect(declined.text).toContain('Confira se o cartão está válido e tem limite disponível');
    expect(declined.text).toContain(`uma vez por dia até ${longDate('pt-BR', new Date(end + 7 * DAY))}`);
    expect(declined.text).toContain('cancele em Meu pedido');

    await renewBuyerSubscriptions(deps, new Date(end + 8 * DAY));
    const ended = await t.lastEmailTo(buyer);
    expect(ended.template).toBe('subscriptionEnded');
    expect(ended.subject).toBe(`Sua assinatura de ${product.title} foi cancelada`);
    expect(ended.text).toContain('a cobrança da renovação foi recusada em todas as tentativas');
    expect(ended.text).toContain('Não haverá novas cobranças.');
    expect(ended.text).not.toContain('período já pago');
    expect(ended.links).toContain(`${TEST_ORIGIN}/p/${product.productCode}`);
  });

  it("confirms the buyer's own cancellation with the end of the paid period, once", async () => {
    const buyer = 'cancela.assinatura@example.com';
    const { orderCode, subscription, product } = await subscribe(buyer, 'es');
    const input = { orderCode, email: buyer };
    expectOk(await t.call('orders.cancelSubscription', input));
    expectOk(await t.call('orders.cancelSubscription', input));
    expect(await templatesTo(buyer)).toEqual(['purchaseConfirmation', 'subscriptionEnded']);
    const email = await t.lastEmailTo(buyer);
    expect(email).toMatchObject({ locale: 'es', subject: `Tu suscripción a ${product.title} fue cancelada` });
    expect(email.text).toContain('Confirmamos la cancelación de tu suscripción');
    expect(email.text).toContain(
      `El período ya pagado termina el ${longDate('es', subscription.currentPeriodEnd)}.`,
    );
    expect(email.links).toContain(`${TEST_ORIGIN}/orders?code=${orderCode}`);
  });

  it('tells the buyer when the producer withdrew the product, or the payment was disputed', async () => {
    const withdrawn = 'produto.removido@example.com';
    const first = await subscribe(withdrawn);
    expectOk(await t.call('products.delete', { id: first.product.id }, { cookie: producer.cookie }));
    await renewBuyerSubscriptions(deps, new Date(first.subscription.currentPeriodEnd.getTime() + HOUR));
    const gone = await t.lastEmailTo(withdrawn);
    expect(gone.template).toBe('subscriptionEnded');
    expect(gone.text).toContain('o produtor deixou de oferecer este produto pela Afilia');
    // No page to buy again: the product is gone.
    expect(gone.links.some((link) => link.includes('/p/'))).toBe(false);

    const disputed = 'assinatura.contestada@example.com';
    const second = await subscribe(disputed);
    await t.db.transaction((tx) =>
      reverseSale(tx, buyerNoticeDeps(t), second.sale.id, 'chargeback', new Date()),
    );
    const email = await t.lastEmailTo(disputed);
    expect(email.template).toBe('subscriptionEnded');
    expect(email.text).toContain('o pagamento foi contestado junto ao banco');
  });

  it("tells each buyer when an admin removes the producer's account", async () => {
    const other = await w.addProducer({ fullName: 'Outro Produtor' });
    const product = await w.addProductWithFiles(other.id, { membership: true });
    const buyer = 'conta.removida@example.com';
    await w.buy(product.productCode, { buyer: { email: buyer } });
    const admin = await w.addUser('admin');
    expectOk(await t.call('users.deleteUser', { userId: other.id }, { cookie: admin.cookie }));
    const email = await t.lastEmailTo(buyer);
    expect(email.template).toBe('subscriptionEnded');
    expect(email.text).toContain('o produtor deixou de oferecer este produto pela Afilia');
  });
});
