// The overview over a large sales history: BENCH_OVERVIEW_SALES (default 1 000 000) sales of the demo
// producer over two years, inserted with generate_series, with the matching daily totals; then
// `overview.get` measured twice: direct service calls in a loop (the queries alone) and over HTTP with
// autocannon. Goal: p99 < 50 ms.
import { performance } from 'node:perf_hooks';
import { affiliations, type Database, eq, productPricing, products, sql, users } from '@afilia/db';
import { getOverview } from '../../packages/api/src/services/overview/get-overview';
import { type BenchSettings, type Measurement, markdownTable, measureTarget, verifyTarget } from './measure';

const SALES = Number(process.env.BENCH_OVERVIEW_SALES ?? 1_000_000);
const DAYS = 730;
const CALLS = 300;
const WARM_CALLS = 30;
const MAX_P99_MS = 50;

export interface OverviewSeed {
  producerId: string;
  sales: number;
  seconds: number;
}

export async function userId(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} is not seeded`);
  return user.id;
}

/**
 * The producer's history: one priced product, 60 % of the sales through the reseller's link, 3 % refunded
 * three days later, 1 % charged back thirty days later, 1 % declined; then the daily totals summed from the
 * rows exactly as the ledger keeps them (a sale on its paid day, a reversal on its own).
 */
export async function seedSalesHistory(
  db: Database,
  producerEmail: string,
  resellerEmail: string,
): Promise<OverviewSeed> {
  const started = performance.now();
  const producerId = await userId(db, producerEmail);
  const resellerId = await userId(db, resellerEmail);
  const [product] = await db
    .insert(products)
    .values({
      userId: producerId,
      productCode: 'HSTR',
      title: 'Produto com dois anos de vendas',
      description: 'Histórico do benchmark da visão geral',
      instructions: 'Sem instruções',
      category: 'digital-course',
      imageLinks: [],
      downloadLinks: [],
      youtubeVideos: [],
    })
    .returning({ id: products.id, title: products.title, code: products.productCode });
  if (!product) throw new Error('the history product was not written');
  await db
    .insert(productPricing)
    .values({ productId: product.id, priceCents: 9700, commissionType: 'percentage', commissionValue: 3000 });
  const [affiliation] = await db
    .insert(affiliations)
    .values({ resellerId, productId: product.id, status: 'active', linkCode: 'HSTRBNCH' })
    .returning({ id: affiliations.id });
  if (!affiliation) throw new Error('the history affiliation was not written');
  const step = (DAYS * 86_400) / SALES;
  await db.execute(sql`
    insert into sales (order_code, product_id, producer_id, product_title, product_code, buyer_name, buyer_email,
      buyer_document, buyer_phone, buyer_locale, amount_cents, status, method, provider, provider_payment_id,
      idempotency_key, affiliation_id, reseller_id, price_cents, commission_type, commission_value,
      commission_recurring, paid_at, reversed_at, created_at, updated_at)
    select 'AF' || lpad(n::text, 10, '0'), ${product.id}::uuid, ${producerId}::uuid, ${product.title},
      ${product.code}, 'Comprador ' || n, 'comprador' || n || '@exemplo.com.br', '52998224725', '11987654321',
      'pt-BR', 4790 + (n % 5) * 5000,
      case when n % 100 < 3 then 'refunded' when n % 100 = 3 then 'chargeback' when n % 100 = 4 then 'failed'
        else 'paid' end,
      'card', 'test', 'ch_bench_' || n, gen_random_uuid(),
      case when n % 10 < 6 then ${affiliation.id}::uuid end, case when n % 10 < 6 then ${resellerId}::uuid end,
      4790 + (n % 5) * 5000, 'percentage', 3000, false,
      case when n % 100 <> 4 then at + interval '5 seconds' end,
      case when n % 100 < 3 then least(at + interval '3 days', now())
        when n % 100 = 3 then least(at + interval '30 days', now()) end,
      at, at
    from generate_series(1, ${SALES}::int) as n,
      lateral (select now() - make_interval(secs => n * ${step}::float8) as at) as t
  `);
  // The totals as addToDailyTotals writes them, summed per São Paulo day from the rows just inserted.
  await db.execute(sql`
    insert into sales_daily_totals (producer_id, day, paid_count, paid_cents, reversed_count, reversed_cents,
      commission_cents)
    select producer_id, day, sum(paid_count), sum(paid_cents), sum(reversed_count), sum(reversed_cents),
      sum(commission_cents)
    from (
      select producer_id, (paid_at at time zone 'America/Sao_Paulo')::date as day, 1 as paid_count,
        amount_cents as paid_cents, 0 as reversed_count, 0 as reversed_cents,
        case when reseller_id is not null then (amount_cents * commission_value + 5000) / 10000 else 0 end
          as commission_cents
      from sales where producer_id = ${producerId}::uuid and paid_at is not null
      union all
      select producer_id, (reversed_at at time zone 'America/Sao_Paulo')::date, 0, 0, 1, amount_cents,
        case when reseller_id is not null then -((amount_cents * commission_value + 5000) / 10000) else 0 end
      from sales where producer_id = ${producerId}::uuid and reversed_at is not null
    ) as events
    group by producer_id, day
  `);
  await db.execute(sql`vacuum analyze sales`);
  await db.execute(sql`vacuum analyze sales_daily_totals`);
  return { producerId, sales: SALES, seconds: (performance.now() - started) / 1000 };
}

export interface DirectCalls {
  label: string;
  calls: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `getOverview` called one after another (after a warm-up): the database work without HTTP. */
export async function measureDirectCalls(
  db: Database,
  actor: { id: string; role: 'producer' | 'admin' },
  appUrl: string,
  label: string,
): Promise<DirectCalls> {
  for (let i = 0; i < WARM_CALLS; i++) await getOverview(db, appUrl, actor);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await getOverview(db, appUrl, actor);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    calls: CALLS,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
  };
}

/** `GET /trpc/overview.get` with the producer's session. */
export async function measureOverviewHttp(
  origin: string,
  producerCookie: string,
  settings: BenchSettings,
): Promise<Measurement> {
  const target = {
    name: `overview.get over HTTP (+ indexes), ${settings.connections} connection${settings.connections === 1 ? '' : 's'}`,
    origin,
    path: '/trpc/overview.get',
    headers: { cookie: producerCookie },
    check: (body: string) => (/"thisMonth":\{"count":[1-9]/.test(body) ? undefined : 'no sales this month'),
  };
  await verifyTarget(target);
  return measureTarget(target, settings);
}

/**
 * The reversals half of 'Atividade Recente' reads the newest reversals: without an index on reversed_at
 * PostgreSQL reads every reversed sale of the producer. The two partial indexes proposed in
 * docs/decisions/014 (only reversed rows, a few per cent of the table), measured without and with.
 */
export async function addReversalIndexes(db: Database): Promise<void> {
  await db.execute(sql`
    create index if not exists sales_producer_reversed_idx
    on sales (producer_id, reversed_at desc nulls last, id desc nulls last) where reversed_at is not null
  `);
  await db.execute(sql`
    create index if not exists sales_reversed_idx
    on sales (reversed_at desc nulls last, id desc nulls last) where reversed_at is not null
  `);
  await db.execute(sql`analyze sales`);
}

const ms = (value: number) => value.toFixed(1);

export function overviewReport(seed: OverviewSeed, direct: DirectCalls[], http: Measurement[]): string {
  const rows = [
    ...direct.map((d) => [d.label, formatCount(d.calls), '—', ms(d.p50), ms(d.p99), ms(d.max)]),
    ...http.map((m) => [
      m.target.name,
      formatCount(m.total),
      formatCount(m.requestsPerSecond),
      m.p50 === 0 ? '<1' : String(m.p50),
      String(m.p99),
      '—',
    ]),
  ];
  const table = markdownTable(['measurement', 'calls', 'req/s', 'p50 ms', 'p99 ms', 'max ms'], rows, [
    false,
    true,
    true,
    true,
    true,
    true,
  ]);
  const best = direct.find((d) => d.label.includes('producer') && d.label.includes('+'));
  return [
    `${formatCount(seed.sales)} sales of one producer over ${DAYS} days (seeded in ${seed.seconds.toFixed(0)} s).`,
    '',
    table,
    '',
    best
      ? `Goal p99 < ${MAX_P99_MS} ms (${best.label}): ${best.p99 < MAX_P99_MS ? 'met' : 'NOT met'} (${ms(best.p99)} ms).`
      : '',
  ].join('\n');
}

const formatCount = (value: number) => Math.round(value).toLocaleString('en-US');
