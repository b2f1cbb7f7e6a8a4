// The reports bench's printout: Markdown tables of the reports' timings against direct SQL, the sales list's
// cursor and the exports' memory, with the goals each is held to.

import { SALES_BATCH_SIZE } from '../../packages/api/src/services/reports/export/sales-rows';
import type { ResolvedPeriod } from '../../packages/api/src/services/reports/report-period';
import { markdownTable } from './measure';
import type { CursorRun } from './reports-cursor-probe';
import type { SalesTotals } from './reports-direct-sql';
import { type ExportRun, SERVER_HEAP_FLAG } from './reports-export-probes';
import { TIMED_CALLS, type Timing } from './reports-timing';
import type { Seeded } from './reports-world';

const MAX_REPORT_MS = 300;
const MAX_RATIO = 1.5;
const MAX_EXPORT_GROWTH_MB = 100;

export const ms = (value: number) => value.toFixed(1);
export const count = (value: number) => Math.round(value).toLocaleString('en-US');

export interface ReportsBenchResults {
  big: Seeded;
  exported: Seeded;
  days: number;
  seedSeconds: number;
  period: ResolvedPeriod;
  /** Each report's timing, with the direct SQL it is held against (none for Anual). */
  pairs: { report: Timing; direct: Timing | null }[];
  totals: { same: boolean; report: SalesTotals; sql: SalesTotals };
  cursor: CursorRun;
  exports: ExportRun[];
}

export function formatReportsBench(results: ReportsBenchResults): string {
  const { big, exported, days, seedSeconds, period, pairs, totals, cursor, exports } = results;
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
  const f = totals.report;
  const s = totals.sql;
  return [
    `${count(big.sales)} sales of one producer over ${days} days (30 products, 200 resellers) and ${count(exported.sales)} of another over one year; seeded, ledger rebuilt and analyzed in ${seedSeconds.toFixed(0)} s. Period: ${period.from} to ${period.to} (previous ${period.previousFrom} to ${period.previousTo}).`,
    '',
    `### Reports: ${TIMED_CALLS.warmUp} warm-up calls, then ${TIMED_CALLS.timed} timed calls each (ms)`,
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
    `Same totals (report ledger vs direct SQL, ${period.from} to ${period.to}): ${totals.same ? 'yes' : 'NO'} — ` +
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
