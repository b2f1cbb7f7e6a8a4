// Hand-written SQL straight from `sales`: what the reports' ledger is timed against, and checked against.
import { type Database, rawRows, sql } from '@afilia/db';
import { periodInstants, type ResolvedPeriod } from '../../packages/api/src/services/reports/report-period';
import type { SalesReport } from '../../packages/api/src/services/reports/sales-report';

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
export function directSalesQuery(db: Database, producerId: string, from: string, to: string) {
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

/** Vendedores or Produtos straight from `sales`: paid sales grouped by reseller or product, with commissions. */
export function directGroupQuery(
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

export interface SalesTotals {
  salesCount: number;
  revenueCents: number;
  refundsCount: number;
  refundsCents: number;
  commissionCents: number;
}

/** The report's Vendas totals next to the direct SQL's over the same period: the same figures, by method too. */
export async function checkSalesTotals(
  db: Database,
  producerId: string,
  period: ResolvedPeriod,
  report: SalesReport,
): Promise<{ same: boolean; report: SalesTotals; sql: SalesTotals }> {
  const directRows = rawRows(
    await directSalesQuery(db, producerId, period.previousFrom, period.to),
  ) as DirectRow[];
  const fromSql = directTotals(directRows, period.from, period.to);
  const fromReport = {
    salesCount: report.summary.salesCount,
    revenueCents: report.summary.revenueCents,
    refundsCount: report.summary.refundsCount,
    refundsCents: report.summary.refundsCents,
    commissionCents: report.summary.commissionCents,
  };
  const reportMethods = Object.fromEntries(report.methods.map((m) => [m.method, m.revenueCents]));
  const same =
    JSON.stringify(fromReport) === JSON.stringify(fromSql.totals) &&
    ['card', 'pix', 'boleto'].every((m) => (reportMethods[m] ?? 0) === (fromSql.methods[m] ?? 0));
  return { same, report: fromReport, sql: fromSql.totals };
}
