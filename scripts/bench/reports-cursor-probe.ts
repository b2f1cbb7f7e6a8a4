import { performance } from 'node:perf_hooks';
import { type Database, rawRows, sql } from '@afilia/db';
import { addCalendarDays, businessDay } from '@afilia/validators';
import {
  countSalesRows,
  SALES_BATCH_SIZE,
  salesRows,
} from '../../packages/api/src/services/reports/export/sales-rows';
import { periodInstants, resolveReportPeriod } from '../../packages/api/src/services/reports/report-period';
import { percentile, type Timing } from './reports-timing';
import type { Seeded } from './reports-world';

export interface CursorRun {
  rows: number;
  seconds: number;
  batches: Timing;
  plan: string;
}

/** The sales list's cursor alone over a producer's year: its batches' latency, and the plan of one batch. */
export async function measureCursor(db: Database, seeded: Seeded): Promise<CursorRun> {
  const period = resolveReportPeriod({
    period: 'custom',
    from: addCalendarDays(businessDay(new Date()), -364),
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
  const plan = rawRows(
    await db.execute(sql`
    explain (analyze, buffers)
    select s.id, s.order_code, s.product_title, s.buyer_name, coalesce(p.full_name, p.email), s.method, s.status,
      s.amount_cents, c.amount_cents
    from sales s left join profiles p on p.id = s.reseller_id
      left join commissions c on c.sale_id = s.id and c.kind = 'commission'
    where s.producer_id = ${seeded.producer.id}::uuid and s.paid_at >= ${start.toISOString()}::timestamptz
      and s.paid_at < ${end.toISOString()}::timestamptz
      and (s.paid_at, s.id) > (${middle}::timestamptz, '00000000-0000-0000-0000-000000000000'::uuid)
    order by s.paid_at, s.id limit ${SALES_BATCH_SIZE}
  `),
  ) as { 'QUERY PLAN': string }[];
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
