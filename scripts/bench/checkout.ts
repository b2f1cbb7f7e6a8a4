// Checkout throughput in test mode: `checkout.start` POSTs at 20 connections, each attempt with its own
// idempotency key and every DUPLICATE_EVERY-th request replaying the key sent just before (usually still in
// flight on another connection: a double click). Afterwards the sales rows of the product are counted
// against the distinct keys sent: one sale per key, none twice, and every replay answered with its
// original's order code.
import { randomUUID } from 'node:crypto';
import { and, count, type Database, eq, productPricing, products, sales, sql, users } from '@afilia/db';
import { testPaymentMethodId } from '@afilia/validators';
import autocannon, { type RawRequest, type RequestContext } from 'autocannon';
import { type BenchSettings, markdownTable } from './measure';

const CONNECTIONS = 20;
const DUPLICATE_EVERY = 25;
const PRODUCT_CODE = 'BNCH';
const BUYER = {
  name: 'Comprador de Teste',
  document: '52998224725',
  phone: '11987654321',
};

export interface CheckoutProduct {
  productId: string;
  productCode: string;
}

/** A priced product of the producer to buy (created once). */
export async function seedCheckoutProduct(db: Database, producerEmail: string): Promise<CheckoutProduct> {
  const [producer] = await db.select({ id: users.id }).from(users).where(eq(users.email, producerEmail));
  if (!producer) throw new Error(`${producerEmail} is not seeded`);
  await db
    .insert(products)
    .values({
      userId: producer.id,
      productCode: PRODUCT_CODE,
      title: 'Produto do benchmark de checkout',
      description: 'Comprado milhares de vezes em modo de teste',
      instructions: 'Sem instruções',
      category: 'ebook',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
    })
    .onConflictDoNothing();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, PRODUCT_CODE));
  if (!product) throw new Error('the checkout product was not written');
  await db
    .insert(productPricing)
    .values({ productId: product.id, priceCents: 4790, commissionType: 'percentage', commissionValue: 3000 })
    .onConflictDoNothing();
  return { productId: product.id, productCode: PRODUCT_CODE };
}

interface Phase {
  seconds: number;
  requests: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

export interface CheckoutReport {
  connections: number;
  measured: Phase;
  /** New sales answered per second in the measured phase (replays excluded). */
  salesPerSecond: number;
  keysSent: number;
  replaysSent: number;
  salesRows: number;
  distinctKeysInRows: number;
  paidRows: number;
  /** Keys answered with two different order codes (a replay that made a second sale). */
  mismatchedReplays: number;
}

/** Sends the POSTs: warm-up (timed), then a fixed number of requests so every answer is counted. */
export async function measureCheckout(options: {
  origin: string;
  db: Database;
  product: CheckoutProduct;
  settings: BenchSettings;
}): Promise<CheckoutReport> {
  const { origin, db, product, settings } = options;
  const sent = new Map<string, number>();
  const answered = new Map<string, Set<string>>();
  let requestNumber = 0;
  let lastKey = randomUUID();
  let newKeysAnsweredInPhase = 0;

  const body = (key: string) =>
    JSON.stringify({
      json: {
        productCode: product.productCode,
        idempotencyKey: key,
        buyer: { ...BUYER, email: `comprador.${key.slice(0, 8)}@exemplo.com.br` },
        method: 'card',
        paymentMethodId: testPaymentMethodId('4242424242424242'),
        locale: 'pt-BR',
      },
    });
  const setupRequest = (request: RawRequest, context: RequestContext) => {
    requestNumber += 1;
    const replay = requestNumber % DUPLICATE_EVERY === 0;
    const key = replay ? lastKey : randomUUID();
    if (!replay) lastKey = key;
    context.key = key;
    context.replay = replay;
    sent.set(key, (sent.get(key) ?? 0) + 1);
    return { ...request, body: body(key) };
  };
  const onResponse = (status: number, responseBody: string, context: RequestContext) => {
    const key = String(context.key);
    const code = /"orderCode":"(AF[A-Z0-9]{10})"/.exec(responseBody)?.[1];
    if (status === 200 && code) {
      const codes = answered.get(key) ?? new Set<string>();
      codes.add(code);
      answered.set(key, codes);
      if (!context.replay) newKeysAnsweredInPhase += 1;
    }
  };
  const run = (phase: { duration?: number; amount?: number }) =>
    autocannon({
      url: `${origin}/trpc/checkout.start`,
      connections: CONNECTIONS,
      pipelining: 1,
      ...phase,
      // Functions cannot cross to worker threads, and the bookkeeping above needs them: main thread.
      requests: [
        {
          method: 'POST',
          path: '/trpc/checkout.start',
          headers: { 'content-type': 'application/json', origin },
          setupRequest,
          onResponse,
        },
      ],
    });

  // At least 2 s: the first second is cold (JIT, connections) and would set too small an amount.
  const warm = await run({ duration: Math.max(2, settings.warmup) });
  const warmRate = (warm.requests.total ?? 0) / Math.max(1, warm.duration);
  newKeysAnsweredInPhase = 0;
  const amount = Math.max(CONNECTIONS * 10, Math.round(warmRate * settings.duration));
  const measured = await run({ amount });

  const [rows] = await db
    .select({
      salesRows: count(),
      distinctKeys: sql<number>`count(distinct ${sales.idempotencyKey})::int`,
      paid: sql<number>`(count(*) filter (where ${sales.status} = 'paid'))::int`,
    })
    .from(sales)
    .where(and(eq(sales.productId, product.productId)));
  const replaysSent = [...sent.values()].reduce((sum, n) => sum + n - 1, 0);
  return {
    connections: CONNECTIONS,
    measured: {
      seconds: measured.duration,
      requests: measured.requests.total ?? 0,
      p50: measured.latency.p50,
      p99: measured.latency.p99,
      statuses: Object.fromEntries(
        Object.entries(measured.statusCodeStats).map(([status, stats]) => [status, stats.count]),
      ),
      errors: measured.errors + measured.timeouts,
    },
    salesPerSecond: newKeysAnsweredInPhase / Math.max(measured.duration, 0.001),
    keysSent: sent.size,
    replaysSent,
    salesRows: rows?.salesRows ?? 0,
    distinctKeysInRows: rows?.distinctKeys ?? 0,
    paidRows: rows?.paid ?? 0,
    mismatchedReplays: [...answered.values()].filter((codes) => codes.size > 1).length,
  };
}

const formatNumber = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function checkoutReportTable(report: CheckoutReport): string {
  const { measured } = report;
  const statuses = Object.entries(measured.statuses)
    .map(([status, n]) => `${formatNumber(n)} × ${status}`)
    .join(', ');
  const table = markdownTable(
    ['connections', 'requests', 'sales/s', 'req/s', 'p50 ms', 'p99 ms', 'answers', 'errors'],
    [
      [
        String(report.connections),
        formatNumber(measured.requests),
        formatNumber(report.salesPerSecond),
        formatNumber(measured.requests / Math.max(measured.seconds, 0.001)),
        formatNumber(measured.p50),
        formatNumber(measured.p99),
        statuses,
        formatNumber(measured.errors),
      ],
    ],
    [true, true, true, true, true, true, false, true],
  );
  const duplicates = report.salesRows - report.distinctKeysInRows;
  const exact = duplicates === 0 && report.salesRows === report.keysSent && report.mismatchedReplays === 0;
  return [
    `autocannon -c ${report.connections} -p 1, ${formatNumber(measured.requests)} requests in ${measured.seconds.toFixed(1)} s after the warm-up; load generated on the main thread (each request gets its key there), which the server shares.`,
    '',
    table,
    '',
    `${exact ? 'No duplicate' : 'DUPLICATES OR LOST SALES'}: ${formatNumber(report.keysSent)} keys sent (+${formatNumber(report.replaysSent)} replays of a key, warm-up included) → ${formatNumber(report.salesRows)} sales rows, ${formatNumber(report.distinctKeysInRows)} distinct keys (${formatNumber(duplicates)} duplicates), ${formatNumber(report.paidRows)} paid; ${formatNumber(report.mismatchedReplays)} replays answered with another order code.`,
  ].join('\n');
}
