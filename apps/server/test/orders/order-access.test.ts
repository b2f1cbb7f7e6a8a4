import { eq, sales } from '@afilia/db';
import { BUYER_DOWNLOAD_LINK_TTL_MS } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type TestApp } from '../support/harness';
import { insertSale } from '../support/sale-fixtures';
import { EXTERNAL_DOWNLOAD, ordersWorld, VIDEO } from './orders-world';

let t: TestApp;
let w: ReturnType<typeof ordersWorld>;
let producerId: string;
let product: Awaited<ReturnType<ReturnType<typeof ordersWorld>['addProductWithFiles']>>;
let orderCode: string;
const BUYER = 'ana.compradora@example.com';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  w = ordersWorld(t);
  producerId = (await w.addProducer()).id;
  product = await w.addProductWithFiles(producerId);
  ({
    result: { orderCode },
  } = await w.buy(product.productCode, { buyer: { email: BUYER } }));
});
afterAll(() => t.close());

const access = (code: string, email: string) => t.call('orders.access', { orderCode: code, email });
const signedParts = (url: string) => {
  const parsed = new URL(url, t.config.appUrl);
  return {
    key: parsed.pathname.split('/').pop() ?? '',
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
  };
};

describe('orders.access', () => {
  it('opens a paid order with its instructions, fresh 7-day signed links that download, and its videos', async () => {
    const before = Date.now();
    const call = await access(orderCode, '  Ana.Compradora@EXAMPLE.com ');
    expect(call.status).toBe(200);
    const order = expectOk(call);
    expect(order).toMatchObject({
      orderCode,
      status: 'paid',
      productTitle: product.title,
      productCode: product.productCode,
      amountCents: 9_990,
      instructions: 'Acesse a área de membros com o seu email.',
      videos: [VIDEO],
      subscription: null,
    });
    expect(order.paidAt).toBeInstanceOf(Date);
    const [file, external] = order.downloads;
    expect(external).toEqual({ ...EXTERNAL_DOWNLOAD, expiresAt: null });
    expect(file?.title).toBe('Apostila');
    expect(file?.url).toMatch(
      new RegExp(`^/files/product-files/${product.file.key}\\?expires=\\d+&signature=`),
    );
    const expiresAt = file?.expiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + BUYER_DOWNLOAD_LINK_TTL_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + BUYER_DOWNLOAD_LINK_TTL_MS);

    const response = await w.fetchThroughApp(file?.url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(product.content);
  });

  it('signs links valid for 7 days and no longer', async () => {
    const order = expectOk(await access(orderCode, BUYER));
    const url = order.downloads[0]?.url ?? '';
    const { key, expires, signature } = signedParts(url);
    const expiresAt = order.downloads[0]?.expiresAt ?? new Date(0);
    const verify = (at: number) =>
      t.storage.verifySignedUrl('product-files', key, expires, signature, new Date(at));
    expect(verify(Date.now() + 6 * 24 * 60 * 60 * 1000)).toBe(true);
    expect(verify(expiresAt.getTime() - 1000)).toBe(true);
    expect(verify(expiresAt.getTime())).toBe(false);
    const tampered = await w.fetchThroughApp(url.replace(/signature=[^&]+/, 'signature=invalid'));
    expect(tampered.statusCode).toBe(403);
  });

  it('answers a wrong email and an unknown code with the same 404', async () => {
    const wrongEmail = await access(orderCode, 'outra.pessoa@example.com');
    const unknownCode = await access('AFZZZZZZZZZZ', BUYER);
    for (const call of [wrongEmail, unknownCode]) {
      expect(call.status).toBe(404);
      expect(call.appCode).toBe('errors.orders.notFound');
    }
    const answer = ({ status, appCode, appParams, data }: typeof wrongEmail) => ({
      status,
      appCode,
      appParams,
      data,
    });
    expect(answer(unknownCode)).toEqual(answer(wrongEmail));
  });

  it.each(['refunded', 'chargeback', 'pending', 'failed'] as const)(
    'shows a %s order without instructions, downloads or videos',
    async (status) => {
      const sale = await insertSale(t.db, {
        producerId,
        productId: product.id,
        productTitle: product.title,
        productCode: product.productCode,
        buyerEmail: BUYER,
        status,
      });
      const call = await access(sale.orderCode, BUYER);
      expect(call.status).toBe(200);
      expect(call.data).toMatchObject({ status, instructions: '', downloads: [], videos: [] });
    },
  );

  it('stops giving links once the paid order is refunded', async () => {
    const { result } = await w.buy(product.productCode, { buyer: { email: BUYER } });
    expect(expectOk(await access(result.orderCode, BUYER)).downloads).toHaveLength(2);
    await t.db.update(sales).set({ status: 'refunded' }).where(eq(sales.orderCode, result.orderCode));
    expect((await access(result.orderCode, BUYER)).data).toMatchObject({ status: 'refunded', downloads: [] });
  });
});

describe('orders.cancelSubscription', () => {
  it('refuses an order that is not a subscription', async () => {
    const call = await t.call('orders.cancelSubscription', { orderCode, email: BUYER });
    expect(call.appCode).toBe('errors.orders.notSubscription');
  });

  it('cancels the subscription of a recurring order once, for the right email only', async () => {
    const membership = await w.addProductWithFiles(producerId, { membership: true });
    const { result, sale } = await w.buy(membership.productCode, { buyer: { email: BUYER } });
    expect(sale.subscriptionId).not.toBeNull();
    const opened = expectOk(await access(result.orderCode, BUYER));
    expect(opened.subscription).toMatchObject({ status: 'active', canceledAt: null });
    expect(opened.subscription?.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());

    const stranger = await t.call('orders.cancelSubscription', {
      orderCode: result.orderCode,
      email: 'outra.pessoa@example.com',
    });
    expect(stranger.appCode).toBe('errors.orders.notFound');

    const first = await t.call('orders.cancelSubscription', { orderCode: result.orderCode, email: BUYER });
    expect(first.status).toBe(200);
    const canceled = expectOk(first);
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceledAt).toBeInstanceOf(Date);
    const again = await t.call('orders.cancelSubscription', { orderCode: result.orderCode, email: BUYER });
    expect(again.data).toEqual(canceled);
    expect(expectOk(await access(result.orderCode, BUYER)).subscription).toEqual(canceled);
  });
});
