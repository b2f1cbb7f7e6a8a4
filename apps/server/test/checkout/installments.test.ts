import { commissions, eq, productPricing, products } from '@afilia/db';
import { installmentOption } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { checkoutWorld } from './checkout-world';

/** R$ 199,00 with a 20% commission. */
const PRICE = 19_900;

let t: TestApp;
let w: ReturnType<typeof checkoutWorld>;
let producer: { id: string; cookie: string };
let buyerPays: { id: string; productCode: string };
let producerPays: { id: string; productCode: string };
let membership: { id: string; productCode: string };
let referral: { buyerPays: string; producerPays: string };

async function offerInstallments(
  productId: string,
  maxInstallments: number,
  installmentInterest: 'buyer' | 'producer',
) {
  await t.db
    .update(productPricing)
    .set({ maxInstallments, installmentInterest })
    .where(eq(productPricing.productId, productId));
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  w = checkoutWorld(t);
  producer = await w.addProducer();
  const pricing = { priceCents: PRICE, commissionType: 'percentage' as const, commissionValue: 2_000 };
  buyerPays = await w.addProduct(producer.id, { pricing });
  producerPays = await w.addProduct(producer.id, { pricing });
  membership = await w.addProduct(producer.id, { pricing });
  await offerInstallments(buyerPays.id, 12, 'buyer');
  await offerInstallments(producerPays.id, 12, 'producer');
  await offerInstallments(membership.id, 12, 'buyer');
  await t.db.update(products).set({ category: 'membership' }).where(eq(products.id, membership.id));
  const reseller = await w.addUser('reseller', { referrerId: producer.id });
  referral = {
    buyerPays: w.attributionCookie(await w.addAffiliation(reseller.id, buyerPays.id)),
    producerPays: w.attributionCookie(await w.addAffiliation(reseller.id, producerPays.id)),
  };
});
afterAll(() => t.close());

const commissionOf = async (saleId: string) =>
  (await t.db.select().from(commissions).where(eq(commissions.saleId, saleId)))[0];

describe('the installment options of a product', () => {
  it('are listed on the public product: 1x first, then each count the product offers', async () => {
    const page = expectOk(await t.call('catalog.product', { productCode: buyerPays.productCode }));
    expect(page.installmentOptions.map((o) => o.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(page.installmentOptions[11]).toEqual({
      count: 12,
      installmentCents: 1_998,
      totalCents: 23_976,
      feeCents: 4_076,
      interestFree: false,
    });
    const free = expectOk(await t.call('catalog.product', { productCode: producerPays.productCode }));
    expect(free.installmentOptions[11]).toMatchObject({ totalCents: PRICE, interestFree: true });
  });

  it('are only 1x for a subscription, whatever its pricing row says', async () => {
    const page = expectOk(await t.call('catalog.product', { productCode: membership.productCode }));
    expect(page.installmentOptions).toEqual([installmentOption(PRICE, 1, 'buyer')]);
  });

  it('are saved from the pricing screen, and a subscription keeps none', async () => {
    const save = (productId: string) =>
      t.call(
        'pricing.save',
        {
          productId,
          priceCents: PRICE,
          commissionType: 'percentage',
          commissionValue: 2_000,
          maxInstallments: 6,
          installmentInterest: 'producer',
        },
        { cookie: producer.cookie },
      );
    const extra = await w.addProduct(producer.id, { pricing: null });
    expect(expectOk(await save(extra.id))).toMatchObject({
      maxInstallments: 6,
      installmentInterest: 'producer',
    });
    const other = await w.addProduct(producer.id, { pricing: null });
    await t.db.update(products).set({ category: 'membership' }).where(eq(products.id, other.id));
    expect(expectOk(await save(other.id))).toMatchObject({ maxInstallments: 1 });
    const tooMany = await t.callRaw(
      'pricing.save',
      {
        productId: extra.id,
        priceCents: PRICE,
        commissionType: 'fixed',
        commissionValue: 0,
        maxInstallments: 13,
      },
      { cookie: producer.cookie },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.zodIssues).toEqual([
      { path: ['maxInstallments'], message: 'validation.pricing.installmentsInvalid' },
    ]);
  });
});

describe('a card paid in installments', () => {
  it('charges the buyer the interest, records 12x, and pays the commission on the price', async () => {
    const input = { ...w.checkoutInput(buyerPays.productCode), installments: 12 };
    const result = expectOk(await t.call('checkout.start', input, { cookie: referral.buyerPays }));
    expect(result).toMatchObject({ status: 'paid', amountCents: 23_976, installments: 12 });
    const sale = await w.saleByOrder(result.orderCode);
    expect(sale).toMatchObject({
      amountCents: 23_976,
      installments: 12,
      installmentFeeCents: 4_076,
      priceCents: PRICE,
    });
    // 20% of R$ 199,00: the interest is not the producer's, so it earns nobody a commission.
    expect(await commissionOf(sale.id)).toMatchObject({ amountCents: 3_980, status: 'pending' });
    const email = await t.lastEmailTo('maria.compradora@example.com');
    expect(email.text).toContain('Seu pagamento de R$ 239,76');
    expect(email.text).toContain('Parcelado em 12x de R$ 19,98 no cartão.');
    const newSale = await t.lastEmailTo(await w.emailOf(producer.id));
    expect(newSale.text).toContain('Custo do parcelamento em 12x: −R$ 40,76');
    expect(newSale.text).toContain('Comissão do revendedor: −R$ 39,80\nVocê recebe: R$ 159,20');

    const detail = expectOk(await t.call('sales.get', { saleId: sale.id }, { cookie: producer.cookie }));
    expect(detail).toMatchObject({
      installments: 12,
      installmentFeeCents: 4_076,
      amountCents: 23_976,
      netCents: 15_920,
    });
  });

  it('keeps the price for the buyer when the producer bears it, and the commission follows what they receive', async () => {
    const input = { ...w.checkoutInput(producerPays.productCode), installments: 10 };
    const result = expectOk(await t.call('checkout.start', input, { cookie: referral.producerPays }));
    const option = installmentOption(PRICE, 10, 'producer');
    expect(result.amountCents).toBe(PRICE);
    const sale = await w.saleByOrder(result.orderCode);
    expect(sale).toMatchObject({
      amountCents: PRICE,
      installments: 10,
      installmentFeeCents: option.feeCents,
    });
    const commission = await commissionOf(sale.id);
    expect(commission?.amountCents).toBe(Math.floor(((PRICE - option.feeCents) * 2_000 + 5_000) / 10_000));
  });

  it('reverses a refunded installment sale in full: the whole amount and the whole commission', async () => {
    const input = {
      ...w.checkoutInput(buyerPays.productCode, { buyer: { email: 'parcelas.reembolso@example.com' } }),
      installments: 6,
    };
    const result = expectOk(await t.call('checkout.start', input, { cookie: referral.buyerPays }));
    const sale = await w.saleByOrder(result.orderCode);
    const before = await commissionOf(sale.id);
    expect(before?.amountCents).toBe(3_980);
    expect(
      expectOk(await t.call('sales.refund', { saleId: sale.id }, { cookie: producer.cookie })),
    ).toMatchObject({
      status: 'refunded',
    });
    expect(await w.saleByOrder(result.orderCode)).toMatchObject({ status: 'refunded' });
    expect(await commissionOf(sale.id)).toMatchObject({ status: 'cancelled', amountCents: 3_980 });
    const email = await t.lastEmailTo('parcelas.reembolso@example.com');
    expect(email.template).toBe('refundIssued');
    // The buyer gets back everything they paid, the interest included.
    expect(installmentOption(PRICE, 6, 'buyer').totalCents).toBe(22_032);
    expect(email.text).toContain('reembolsado: R$ 220,32 voltam para você');
  });

  it('refuses what the product does not offer, before anything is written or charged', async () => {
    const outOfRange = await t.callRaw('checkout.start', {
      ...w.checkoutInput(buyerPays.productCode),
      installments: 13,
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.zodIssues).toEqual([
      { path: ['installments'], message: 'errors.checkout.installmentsUnavailable' },
    ]);
    const refusals = [
      { productCode: membership.productCode, installments: 2 },
      { productCode: buyerPays.productCode, installments: 2, method: 'pix' as const, paymentMethodId: null },
    ];
    for (const refusal of refusals) {
      const { productCode, ...rest } = refusal;
      const call = await t.callRaw('checkout.start', { ...w.checkoutInput(productCode), ...rest });
      expect(call.status).toBe(400);
      expect(call.appCode).toBe('errors.checkout.installmentsUnavailable');
    }
    // An installment below R$ 5,00: R$ 9,00 offers 1x only.
    const cheap = await w.addProduct(producer.id, {
      pricing: { priceCents: 900, commissionType: 'fixed', commissionValue: 0 },
    });
    await offerInstallments(cheap.id, 12, 'producer');
    const call = await t.callRaw('checkout.start', {
      ...w.checkoutInput(cheap.productCode),
      installments: 2,
    });
    expect(call.status).toBe(400);
    expect(call.appCode).toBe('errors.checkout.installmentsUnavailable');
  });

  it('answers a retry of the same attempt with other installments as a conflict, not a second charge', async () => {
    const input = { ...w.checkoutInput(buyerPays.productCode), installments: 3 };
    const first = expectOk(await t.call('checkout.start', input));
    const replay = await t.call('checkout.start', { ...input, installments: 4 });
    expect(replay.status).toBe(409);
    expect(replay.appCode).toBe('errors.checkout.idempotencyConflict');
    expect((await w.saleByOrder(first.orderCode)).installments).toBe(3);
  });
});
