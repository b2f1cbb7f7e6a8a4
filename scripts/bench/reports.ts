// BENCH_ONLY=reports: Relatórios over a large history. One producer with BENCH_REPORTS_SALES (default
// 1 000 000) sales over the last 13 months (30 products, 200 resellers, card/pix/boleto, 2 % refunded, ~10 %
// commissions), its report ledger rebuilt with rebuildReportTotals, vacuum analyze; then
//  - runReport('sales' | 'sellers' | 'products') called as the service, warm, 30 runs, p50/p95/p99, next to a
//    hand-written SQL query that computes the Vendas figures straight from `sales` (the same totals, checked);
//  - the export of a second producer's BENCH_REPORTS_EXPORT_SALES (default 100 000) sales of one year to XLSX
//    and to PDF into a counting sink, with the process's RSS sampled every 50 ms (goal: < 100 MB of growth).
import { performance } from 'node:perf_hooks';
import { type Database, sql } from '@afilia/db';
import { addCalendarDays, businessDay } from '@afilia/validators';
import { resolveReportPeriod } from '../../packages/api/src/services/reports/report-period';
import { runReport } from '../../packages/api/src/services/reports/run-report';
import { measureCursor } from './reports-cursor-probe';
import { checkSalesTotals, directGroupQuery, directSalesQuery } from './reports-direct-sql';
import { measureExport } from './reports-export-probes';
import { count, formatReportsBench } from './reports-print';
import { type Timing, timeIt } from './reports-timing';
import { addUsers, seedProducer } from './reports-world';

const SALES = Number(process.env.BENCH_REPORTS_SALES ?? 1_000_000);
const EXPORT_SALES = Number(process.env.BENCH_REPORTS_EXPORT_SALES ?? 100_000);
const DAYS = 395; // 13 months
const PRODUCTS = 30;
const RESELLERS = 200;

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
  const yearInput = { period: 'custom' as const, from: addCalendarDays(today, -364), to: today };
  const request = (input: typeof yearInput | { period: 'year' }) => ({
    actor: big.producer,
    scope: 'own' as const,
    input,
  });
  const period = resolveReportPeriod(yearInput);
  const pairs: { report: Timing; direct: Timing | null }[] = [
    {
      report: await timeIt('runReport sales, Anual (this year to date)', () =>
        runReport(db, 'sales', request({ period: 'year' })),
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
  const totals = await checkSalesTotals(db, big.producer.id, period, report);

  process.stderr.write('measuring the sales list cursor…\n');
  const cursor = await measureCursor(db, big);
  process.stderr.write('measuring the exports…\n');
  const exports = [await measureExport(db, exported, 'xlsx'), await measureExport(db, exported, 'pdf')];

  return formatReportsBench({
    big,
    exported,
    days: DAYS,
    seedSeconds,
    period,
    pairs,
    totals,
    cursor,
    exports,
  });
}
