// BENCH_ONLY=reports: Relatórios over a large history. One producer with BENCH_REPORTS_SALES (default
// 1 000 000) sales over the last 13 months (30 products, 200 resellers, card/pix/boleto, 2 % refunded, ~10 %
// commissions), its report ledger rebuilt with rebuildReportTotals, vacuum analyze; then
//  - runReport('sales' | 'sellers' | 'products') called as the service, warm, 30 runs, p50/p95/p99, next to a
//    hand-written SQL query that computes the Vendas figures straight from `sales` (the same totals, checked);
//  - the export of a second producer's BENCH_REPORTS_EXPORT_SALES (default 100 000) sales of one year to XLSX
//    and to PDF into a counting sink, with the process's RSS sampled every 50 ms (goal: < 100 MB of growth).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type Database, products, profiles, sql, subscriptions, users } from '@afilia/db';
import { PRODUCT_CODE_ALPHABET } from '@afilia/validators';
import type { Actor } from '../../packages/api/src/services/auth/resolve-actor';
import { businessDay } from '../../packages/api/src/services/overview/month-start';
import {
  prepareReportExport,
  writeReportExport,
} from '../../packages/api/src/services/reports/export/report-export';
import {
  countSalesRows,
  SALES_BATCH_SIZE,
  salesRows,
} from '../../packages/api/src/services/reports/export/sales-rows';
import { rebuildReportTotals } from '../../packages/api/src/services/reports/rebuild-report-totals';
import {
  addDays,
  periodInstants,
  resolveReportPeriod,
} from '../../packages/api/src/services/reports/report-period';
import { runReport } from '../../packages/api/src/services/reports/run-report';
import { markdownTable } from './measure';

const SALES = Number(process.env.BENCH_REPORTS_SALES ?? 1_000_000);
const EXPORT_SALES = Number(process.env.BENCH_REPORTS_EXPORT_SALES ?? 100_000);
const DAYS = 395; // 13 months
const PRODUCTS = 30;
const RESELLERS = 200;
const RUNS = 30;
const WARM_RUNS = 5;
const MAX_REPORT_MS = 300;
const MAX_RATIO = 1.5;
const MAX_EXPORT_GROWTH_MB = 100;

interface Seeded {
  producer: Actor;
  sales: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => value.toFixed(1);
const count = (value: number) => Math.round(value).toLocaleString('en-US');

async function actorOf(db: Database, id: string): Promise<Actor> {
  const [profile] = await db.select().from(profiles).where(sql`${profiles.id} = ${id}::uuid`);
  if (!profile) throw new Error(`no profile ${id}`);
  return { id, role: 'producer', profile };
}

export async function addUsers(
  db: Database,
  role: 'producer' | 'reseller',
  names: string[],
): Promise<string[]> {
  const rows = names.map((name) => ({
    id: randomUUID(),
    email: `${role}.${randomUUID().slice(0, 8)}@bench.afilia.app`,
    name,
  }));
  await db.insert(users).values(rows.map(({ id, email }) => ({ id, email, passwordHash: 'x' })));
  await db.insert(profiles).values(
    rows.map(({ id, email, name }) => ({
      id,
      email,
      fullName: name,
      isProducer: role === 'producer',
      isReseller: role === 'reseller',
      role,
    })),
  );
  return rows.map((row) => row.id);
}

/**
 * A producer on the Visionário plan (every tab), `productCount` products, and `sales` sales spread evenly over
 * the last `days` days: 55 % card, 35 % Pix, 10 % boleto (paid a day later), 70 % through one of the resellers
 * with a 10 % commission, 2 % refunded three days after payment. Then the producer's report ledger.
 */
export async function seedProducer(
  db: Database,
  options: { tag: string; sales: number; days: number; productCount: number; resellerIds: string[] },
): Promise<Seeded> {
  const [producerId] = await addUsers(db, 'producer', [`Produtora ${options.tag}`]);
  if (!producerId) throw new Error('the producer was not written');
  await db
    .insert(subscriptions)
    .values({ userId: producerId, planId: 'visionario', status: 'active', provider: 'test', priceCents: 0 });
  const alphabet = PRODUCT_CODE_ALPHABET;
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: options.productCount }, (_, i) => ({
        userId: producerId,
        productCode: `${options.tag}${alphabet[Math.floor(i / alphabet.length)]}${alphabet[i % alphabet.length]}`,
        title: `Curso ${i + 1} de ${options.tag}`,
        description: 'Produto do benchmark dos relatórios',
        instructions: 'Sem instruções',
        category: 'digital-course' as const,
        imageLinks: [],
        downloadLinks: [],
        youtubeVideos: [],
      })),
    )
    .returning({ id: products.id, title: products.title, code: products.productCode });
  const array = (values: string[], type: 'uuid' | 'text') =>
    sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'::${type}`).join(',')}]`);
  const productIds = array(
    productRows.map((p) => p.id),
    'uuid',
  );
  const titles = array(
    productRows.map((p) => p.title),
    'text',
  );
  const codes = array(
    productRows.map((p) => p.code),
    'text',
  );
  const resellers = array(options.resellerIds, 'uuid');
  const step = (options.days * 86_400 - 3_600) / options.sales;
  const products_ = options.productCount;
  await db.execute(sql`
    insert into sales (order_code, product_id, producer_id, product_title, product_code, buyer_name, buyer_email,
      buyer_document, buyer_phone, buyer_locale, amount_cents, status, method, provider, provider_payment_id,
      idempotency_key, reseller_id, price_cents, commission_type, commission_value, commission_recurring,
      paid_at, reversed_at, created_at, updated_at)
    select 'R' || ${options.tag} || lpad(n::text, 9, '0'), (${productIds})[1 + n % ${products_}],
      ${producerId}::uuid, (${titles})[1 + n % ${products_}], (${codes})[1 + n % ${products_}],
      'Comprador ' || n, 'comprador' || n || '@exemplo.com.br', '52998224725', '11987654321', 'pt-BR',
      amount, case when n % 50 = 0 then 'refunded' else 'paid' end, method, 'test',
      'ch_bench_' || ${options.tag} || '_' || n, gen_random_uuid(),
      case when n % 10 < 7 then (${resellers})[1 + (n / 7) % ${options.resellerIds.length}] end,
      amount, 'percentage', 1000, false, paid,
      case when n % 50 = 0 then least(paid + interval '3 days', now()) end, at, at
    from generate_series(1, ${options.sales}::int) as n,
      lateral (select now() - make_interval(secs => n * ${step}::float8) as at) as t,
      lateral (select 1990 + (n % ${products_}) * 700 + (n % 7) * 100 as amount,
        case when n % 20 < 11 then 'card' when n % 20 < 18 then 'pix' else 'boleto' end as method) as m,
      lateral (select least(at + case when m.method = 'boleto' then interval '1 day' else interval '30 seconds' end,
        now()) as paid) as p
  `);
  await db.execute(sql`
    insert into commissions (sale_id, reseller_id, producer_id, kind, amount_cents, status, available_at, created_at,
      updated_at)
    select id, reseller_id, producer_id, 'commission', round(amount_cents * 0.1)::int,
      case when status = 'refunded' then 'cancelled' else 'pending' end, paid_at + interval '7 days', paid_at, paid_at
    from sales where producer_id = ${producerId}::uuid and reseller_id is not null
  `);
  await db.transaction((tx) => rebuildReportTotals(tx, producerId));
  return { producer: await actorOf(db, producerId), sales: options.sales };
}

interface Timing {
  label: string;
  p50: number;
  p95: number;
  p99: number;
}

async function timeIt(label: string, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARM_RUNS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

interface DirectRow {
  day: string;
  method: string | null;
  paid_count: number;
  paid_cents: number;
  paid_commission: number;
  reversed_count: number;
  reversed_cents: number;
  reversed_commission: number;
}

/**
 * The Vendas figures straight from `sales`, as a hand-written query over the current and the previous period
 * (what the report reads): paid sales by São Paulo day and method with their commissions, reversals by day.
 */
function directSalesQuery(db: Database, producerId: string, from: string, to: string) {
  const instants = periodInstants(from, to);
  const start = sql`${instants.start.toISOString()}::timestamptz`;
  const end = sql`${instants.end.toISOString()}::timestamptz`;
  return db.execute(sql`
    select day::text, method, sum(paid_count)::int as paid_count, sum(paid_cents)::bigint as paid_cents,
      sum(paid_commission)::bigint as paid_commission, sum(reversed_count)::int as reversed_count,
      sum(reversed_cents)::bigint as reversed_cents, sum(reversed_commission)::bigint as reversed_commission
    from (
      select (s.paid_at at time zone 'America/Sao_Paulo')::date as day, s.method, count(*) as paid_count,
        sum(s.amount_cents) as paid_cents, coalesce(sum(c.amount_cents), 0) as paid_commission,
        0 as reversed_count, 0 as reversed_cents, 0 as reversed_commission
      from sales s left join commissions c on c.sale_id = s.id and c.kind = 'commission'
      where s.producer_id = ${producerId}::uuid and s.paid_at >= ${start} and s.paid_at < ${end}
      group by 1, 2
      union all
      select (s.reversed_at at time zone 'America/Sao_Paulo')::date, null, 0, 0, 0, count(*), sum(s.amount_cents),
        coalesce(sum(c.amount_cents), 0)
      from sales s left join commissions c on c.sale_id = s.id and c.kind = 'commission'
      where s.producer_id = ${producerId}::uuid and s.paid_at is not null and s.reversed_at >= ${start}
        and s.reversed_at < ${end}
      group by 1
    ) as figures
    group by day, method
  `);
}

function directTotals(rows: DirectRow[], from: string, to: string) {
  const totals = { salesCount: 0, revenueCents: 0, refundsCount: 0, refundsCents: 0, commissionCents: 0 };
  const methods: Record<string, number> = {};
  for (const row of rows) {
    if (row.day < from || row.day > to) continue;
    totals.salesCount += Number(row.paid_count);
    totals.revenueCents += Number(row.paid_cents);
    totals.refundsCount += Number(row.reversed_count);
    totals.refundsCents += Number(row.reversed_cents);
    totals.commissionCents += Number(row.paid_commission) - Number(row.reversed_commission);
    if (row.method) methods[row.method] = (methods[row.method] ?? 0) + Number(row.paid_cents);
  }
  return { totals, methods };
}

/** A sink that only counts, so the export's own memory is what the samples see. */
function countingSink(): { sink: Writable; bytes: () => number } {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  return { sink, bytes: () => bytes };
}

interface ExportRun {
  format: 'xlsx' | 'pdf';
  rows: number;
  seconds: number;
  bytes: number;
  /** In a process started as the server is (SERVER_HEAP_FLAG). */
  peakGrowthMb: number;
  /** In a process with Node's default heap ceiling (a quarter of the machine's memory); null on PGlite. */
  defaultHeapGrowthMb: number | null;
  /** The same export with a full GC forced at every sample: what it really holds, without V8's slack. */
  retainedGrowthMb: number;
}

/**
 * The server's heap ceiling, as `npm start`, docker/Dockerfile and the scale run start it: V8 sizes the steps
 * between its collections to the ceiling, so it decides how much garbage an export leaves before a collection.
 */
const SERVER_HEAP_FLAG = '--max-old-space-size=1024';

/** V8's `gc()`, reached without --expose-gc (the flag set at run time, the function taken from a new context). */
function forcedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

interface ProbeResult {
  rows: number;
  seconds: number;
  bytes: number;
  growthMb: number;
}

/** The export in this process (PGlite: one connection, nothing to hand over to another process). */
async function exportHere(
  db: Database,
  seeded: Seeded,
  format: 'xlsx' | 'pdf',
  gc: (() => void) | null,
): Promise<ProbeResult> {
  const today = businessDay(new Date());
  const input = {
    period: 'custom' as const,
    from: addDays(today, -364),
    to: today,
    tab: 'sales' as const,
    format,
  };
  const used = () => {
    const memory = process.memoryUsage();
    return gc ? memory.heapUsed + memory.external : memory.rss;
  };
  gc?.();
  const baseline = used();
  let peak = baseline;
  const sampler = setInterval(
    () => {
      gc?.();
      peak = Math.max(peak, used());
    },
    gc ? 200 : 50,
  );
  const started = performance.now();
  try {
    const prepared = await prepareReportExport(db, {
      actor: seeded.producer,
      scope: 'own',
      input,
      locale: 'pt-BR',
      brandName: 'Afilia',
    });
    const { sink, bytes } = countingSink();
    await writeReportExport(prepared, sink);
    peak = Math.max(peak, used());
    return {
      rows: prepared.document.tables.find((table) => table.key === 'sales')?.rowCount ?? 0,
      seconds: (performance.now() - started) / 1000,
      bytes: bytes(),
      growthMb: (peak - baseline) / 1024 / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}

const execFileAsync = promisify(execFile);
const PROBE = fileURLToPath(new URL('./export-probe.ts', import.meta.url));

/** The export in a fresh process of its own (export-probe.ts), so nothing the bench did before counts. */
async function exportInProbe(
  databaseUrl: string,
  seeded: Seeded,
  format: 'xlsx' | 'pdf',
  gc: boolean,
  heap: 'server' | 'default' = 'server',
): Promise<ProbeResult> {
  const args = [
    ...(heap === 'server' ? [SERVER_HEAP_FLAG] : []),
    '--import',
    'tsx',
    PROBE,
    databaseUrl,
    seeded.producer.id,
    format,
    ...(gc ? ['gc'] : []),
  ];
  const { stdout } = await execFileAsync(process.execPath, args, { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ProbeResult;
}

/**
 * The export into a counting sink with the RSS sampled every 50 ms; then again with a full GC before each
 * sample, measuring the heap and buffers in use: what the export holds. On PostgreSQL each run is a process
 * of its own.
 */
export async function measureExport(
  db: Database,
  seeded: Seeded,
  format: 'xlsx' | 'pdf',
): Promise<ExportRun> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const plain = await exportHere(db, seeded, format, null);
    const collected = await exportHere(db, seeded, format, forcedGc());
    return {
      format,
      ...plain,
      peakGrowthMb: plain.growthMb,
      defaultHeapGrowthMb: null,
      retainedGrowthMb: collected.growthMb,
    };
  }
  const [current] = (await db.execute(sql`select current_database() as name`)) as unknown as {
    name: string;
  }[];
  const url = new URL(base);
  url.pathname = `/${current?.name ?? ''}`;
  const plain = await exportInProbe(url.toString(), seeded, format, false);
  const defaultHeap = await exportInProbe(url.toString(), seeded, format, false, 'default');
  const collected = await exportInProbe(url.toString(), seeded, format, true);
  return {
    format,
    ...plain,
    peakGrowthMb: plain.growthMb,
    defaultHeapGrowthMb: defaultHeap.growthMb,
    retainedGrowthMb: collected.growthMb,
  };
}

/** The sales list's cursor alone over a producer's year: its batches' latency, and the plan of one batch. */
async function measureCursor(
  db: Database,
  seeded: Seeded,
): Promise<{ rows: number; seconds: number; batches: Timing; plan: string }> {
  const period = resolveReportPeriod({
    period: 'custom',
    from: addDays(businessDay(new Date()), -364),
    to: businessDay(new Date()),
  });
  const scope = { kind: 'producer' as const, producerId: seeded.producer.id };
  const total = await countSalesRows(db, scope, period.from, period.to);
  const times: number[] = [];
  let rows = 0;
  const started = performance.now();
  let last = started;
  for await (const _ of salesRows(db, scope, period.from, period.to, total)) {
    rows++;
    if (rows % SALES_BATCH_SIZE === 0) {
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const { start, end } = periodInstants(period.from, period.to);
  const middle = new Date((start.getTime() + end.getTime()) / 2).toISOString();
  const plan = (await db.execute(sql`
    explain (analyze, buffers)
    select s.id, s.order_code, s.product_title, s.buyer_name, coalesce(p.full_name, p.email), s.method, s.status,
      s.amount_cents, c.amount_cents
    from sales s left join profiles p on p.id = s.reseller_id
      left join commissions c on c.sale_id = s.id and c.kind = 'commission'
    where s.producer_id = ${seeded.producer.id}::uuid and s.paid_at >= ${start.toISOString()}::timestamptz
      and s.paid_at < ${end.toISOString()}::timestamptz
      and (s.paid_at, s.id) > (${middle}::timestamptz, '00000000-0000-0000-0000-000000000000'::uuid)
    order by s.paid_at, s.id limit ${SALES_BATCH_SIZE}
  `)) as unknown as { 'QUERY PLAN': string }[];
  const lines = plan.map((line) => line['QUERY PLAN']);
  const scan = lines.find((line) => /Scan using sales_/.test(line))?.trim() ?? '?';
  const execution = lines.find((line) => line.startsWith('Execution Time'))?.trim() ?? '';
  return {
    rows,
    seconds,
    batches: {
      label: 'batch',
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    },
    plan: `${scan.replace(/\s+\(cost=.*$/, '')}; ${execution}`,
  };
}

/** Vendedores or Produtos straight from `sales`: paid sales grouped by reseller or product, with commissions. */
function directGroupQuery(
  db: Database,
  producerId: string,
  from: string,
  to: string,
  key: 'reseller_id' | 'product_id',
) {
  const instants = periodInstants(from, to);
  return db.execute(sql`
    select s.${sql.raw(key)} as id, count(*) as sales, sum(s.amount_cents) as revenue,
      count(*) filter (where s.reversed_at is not null) as reversed, coalesce(sum(c.amount_cents), 0) as commission
    from sales s left join commissions c on c.sale_id = s.id and c.kind = 'commission'
    where s.producer_id = ${producerId}::uuid and s.paid_at >= ${instants.start.toISOString()}::timestamptz
      and s.paid_at < ${instants.end.toISOString()}::timestamptz and s.${sql.raw(key)} is not null
    group by 1
  `);
}

export async function runReportsBench(db: Database): Promise<string> {
  const started = performance.now();
  process.stderr.write(`seeding ${count(SALES)} sales for the reports…\n`);
  const resellerIds = await addUsers(
    db,
    'reseller',
    Array.from({ length: RESELLERS }, (_, i) => `Revendedor ${i + 1}`),
  );
  const big = await seedProducer(db, {
    tag: 'BG',
    sales: SALES,
    days: DAYS,
    productCount: PRODUCTS,
    resellerIds,
  });
  process.stderr.write(`seeding ${count(EXPORT_SALES)} sales for the export…\n`);
  const exported = await seedProducer(db, {
    tag: 'EX',
    sales: EXPORT_SALES,
    days: 364,
    productCount: 5,
    resellerIds,
  });
  for (const table of ['sales', 'commissions', 'sales_report_daily', 'sales_daily_totals'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const seedSeconds = (performance.now() - started) / 1000;

  process.stderr.write('measuring the reports…\n');
  const today = businessDay(new Date());
  const yearInput = { period: 'custom' as const, from: addDays(today, -364), to: today };
  const request = (input: typeof yearInput | { period: 'yearly' }) => ({
    actor: big.producer,
    scope: 'own' as const,
    input,
  });
  const period = resolveReportPeriod(yearInput);
  const pairs: { report: Timing; direct: Timing | null }[] = [
    {
      report: await timeIt('runReport sales, Anual (this year to date)', () =>
        runReport(db, 'sales', request({ period: 'yearly' })),
      ),
      direct: null,
    },
    {
      report: await timeIt('runReport sales, custom one year', () =>
        runReport(db, 'sales', request(yearInput)),
      ),
      direct: await timeIt('direct SQL: Vendas figures by day and method (year + previous)', () =>
        directSalesQuery(db, big.producer.id, period.previousFrom, period.to),
      ),
    },
    {
      report: await timeIt('runReport sellers, custom one year', () =>
        runReport(db, 'sellers', request(yearInput)),
      ),
      direct: await timeIt('direct SQL: sales by reseller', () =>
        directGroupQuery(db, big.producer.id, period.from, period.to, 'reseller_id'),
      ),
    },
    {
      report: await timeIt('runReport products, custom one year', () =>
        runReport(db, 'products', request(yearInput)),
      ),
      direct: await timeIt('direct SQL: sales by product', () =>
        directGroupQuery(db, big.producer.id, period.from, period.to, 'product_id'),
      ),
    },
  ];

  const report = await runReport(db, 'sales', request(yearInput));
  const directRows = (await directSalesQuery(
    db,
    big.producer.id,
    period.previousFrom,
    period.to,
  )) as unknown as DirectRow[];
  const fromSql = directTotals(directRows, period.from, period.to);
  const fromReport = {
    salesCount: report.summary.salesCount,
    revenueCents: report.summary.revenueCents,
    refundsCount: report.summary.refundsCount,
    refundsCents: report.summary.refundsCents,
    commissionCents: report.summary.commissionCents,
  };
  const reportMethods = Object.fromEntries(report.methods.map((m) => [m.method, m.revenueCents]));
  const sameTotals =
    JSON.stringify(fromReport) === JSON.stringify(fromSql.totals) &&
    ['card', 'pix', 'boleto'].every((m) => (reportMethods[m] ?? 0) === (fromSql.methods[m] ?? 0));

  process.stderr.write('measuring the sales list cursor…\n');
  const cursor = await measureCursor(db, big);
  process.stderr.write('measuring the exports…\n');
  const exports = [await measureExport(db, exported, 'xlsx'), await measureExport(db, exported, 'pdf')];

  const salesYear = pairs[1]?.report;
  const salesDirect = pairs[1]?.direct;
  const reportRows = pairs.flatMap(({ report: r, direct: d }) => [
    [
      r.label,
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      d ? `${(r.p50 / d.p50).toFixed(3)}×` : '—',
      r.p99 < MAX_REPORT_MS ? 'yes' : 'NO',
      d ? (r.p50 <= MAX_RATIO * d.p50 ? 'yes' : 'NO') : '—',
    ],
    ...(d ? [[`  ${d.label}`, ms(d.p50), ms(d.p95), ms(d.p99), '1×', '—', '—']] : []),
  ]);
  const exportRows = exports.map((e) => [
    e.format.toUpperCase(),
    count(e.rows),
    `${e.seconds.toFixed(1)} s`,
    `${count(e.rows / e.seconds)}`,
    `${(e.bytes / 1024 / 1024).toFixed(1)} MB`,
    `${e.peakGrowthMb.toFixed(1)} MB`,
    e.peakGrowthMb < MAX_EXPORT_GROWTH_MB ? 'yes' : 'NO',
    e.defaultHeapGrowthMb === null ? '—' : `${e.defaultHeapGrowthMb.toFixed(1)} MB`,
    `${e.retainedGrowthMb.toFixed(1)} MB`,
  ]);
  const f = fromReport;
  const s = fromSql.totals;
  return [
    `${count(big.sales)} sales of one producer over ${DAYS} days (30 products, 200 resellers) and ${count(exported.sales)} of another over one year; seeded, ledger rebuilt and analyzed in ${seedSeconds.toFixed(0)} s. Period: ${period.from} to ${period.to} (previous ${period.previousFrom} to ${period.previousTo}).`,
    '',
    `### Reports: ${WARM_RUNS} warm-up calls, then ${RUNS} timed calls each (ms)`,
    '',
    markdownTable(
      [
        'measurement',
        'p50',
        'p95',
        'p99',
        'report / direct SQL (p50)',
        `p99 < ${MAX_REPORT_MS} ms`,
        `≤ ${MAX_RATIO}× SQL`,
      ],
      reportRows,
      [false, true, true, true, true, false, false],
    ),
    '',
    `Same totals (report ledger vs direct SQL, ${period.from} to ${period.to}): ${sameTotals ? 'yes' : 'NO'} — ` +
      `sales ${count(f.salesCount)} / ${count(s.salesCount)}, revenue ${f.revenueCents} / ${s.revenueCents} cents, ` +
      `refunds ${f.refundsCount} (${f.refundsCents} cents) / ${s.refundsCount} (${s.refundsCents} cents), ` +
      `commissions ${f.commissionCents} / ${s.commissionCents} cents.`,
    `Vendas, one year: ${ms(salesYear?.p50 ?? 0)} ms at p50 against ${ms(salesDirect?.p50 ?? 0)} ms for the direct SQL.`,
    '',
    `### The sales list's cursor alone: one year of the ${count(big.sales)}-sale producer, batches of ${SALES_BATCH_SIZE}`,
    '',
    markdownTable(
      ['rows', 'time', 'rows/s', 'batch p50 ms', 'batch p95 ms', 'batch p99 ms'],
      [
        [
          count(cursor.rows),
          `${cursor.seconds.toFixed(1)} s`,
          count(cursor.rows / cursor.seconds),
          ms(cursor.batches.p50),
          ms(cursor.batches.p95),
          ms(cursor.batches.p99),
        ],
      ],
      [true, true, true, true, true, true],
    ),
    '',
    `One batch in the middle of the year: ${cursor.plan}`,
    '',
    `### Export of one year of sales into a counting sink (RSS sampled every 50 ms; goal < ${MAX_EXPORT_GROWTH_MB} MB)`,
    '',
    markdownTable(
      [
        'format',
        'sales',
        'time',
        'sales/s',
        'size',
        'peak RSS growth',
        `< ${MAX_EXPORT_GROWTH_MB} MB`,
        "Node's default heap ceiling",
        'with a GC at each sample',
      ],
      exportRows,
      [false, true, true, true, true, true, false, true, true],
    ),
    '',
    `Each export runs in a fresh process (on PostgreSQL) started as the server is (${SERVER_HEAP_FLAG}); the`,
    "next column is the same export with Node's default heap ceiling (a quarter of the machine's memory), where V8",
    'lets far more garbage pile up between collections. The last is the same export with a full GC before each',
    'sample (every 200 ms), measuring the heap and buffers in use: what the export really holds.',
  ].join('\n');
}
