// One experiment's answers against the sales the database holds, and the Markdown table of them all.
import type postgres from 'postgres';
import { type Answer, type BuyersLoad, byStatus, percentile } from './buyers';

export interface FaultOutcome {
  /** When the fault began and when the system was whole again, in ms since the epoch. */
  window: [number, number];
  /** One recovery per fault, in ms; null when it did not recover within the wait. */
  recoveryMs: (number | null)[];
  /** Whether the server process stayed up, or a word on why the question does not apply. */
  processUp: boolean | string;
  note?: string;
}

export interface Row {
  experiment: string;
  requests: number;
  acknowledged: number;
  lost: number;
  duplicated: number;
  errors: string;
  recovery: string;
  processUp: string;
  p95: string;
  latency: string;
  note: string;
}

const ms = (answers: Answer[], p: number) =>
  Math.round(
    percentile(
      answers.map((a) => a.ms),
      p,
    ),
  );

/**
 * Lost: an acknowledged key whose sale is missing or not paid once the load has stopped. Duplicated: a key
 * of this experiment with more than one sale row.
 */
export async function summarise(
  sql: postgres.Sql,
  experiment: string,
  load: BuyersLoad,
  outcome: FaultOutcome,
): Promise<Row> {
  const found = await sql<{ key: string; statuses: string[]; n: number }[]>`
    select idempotency_key as key, array_agg(status::text) as statuses, count(*)::int as n
    from sales where idempotency_key = any(${load.keys}) group by idempotency_key`;
  const byKey = new Map(found.map((row) => [row.key, row]));
  let missing = 0;
  let pending = 0;
  let otherwise = 0;
  for (const key of load.acknowledged) {
    const statuses = byKey.get(key)?.statuses ?? [];
    if (statuses.length === 0) missing += 1;
    else if (statuses.includes('paid')) continue;
    else if (statuses.includes('pending')) pending += 1;
    else otherwise += 1;
  }
  const abandonedWithSale = load.abandoned.filter((key) => byKey.has(key)).length;
  // Latency counts answered checkouts only: a refused connection answers in a millisecond and would hide
  // the slow ones.
  const checkouts = load.answers.filter((a) => a.kind === 'checkout' && a.status !== 'network');
  const [start, end] = outcome.window;
  const before = checkouts.filter((a) => a.at < start);
  const during = checkouts.filter((a) => a.at >= start && a.at <= end);
  const lost = missing + pending + otherwise;
  return {
    experiment,
    requests: load.answers.length,
    acknowledged: load.acknowledged.length,
    lost,
    duplicated: found.filter((row) => row.n > 1).length,
    errors: byStatus(load.answers.filter((a) => a.status !== 200 && a.status !== 302)) || 'none',
    recovery: outcome.recoveryMs.map((r) => (r === null ? 'never' : (r / 1000).toFixed(2))).join(' / '),
    processUp: typeof outcome.processUp === 'string' ? outcome.processUp : outcome.processUp ? 'yes' : 'no',
    p95: `${ms(before, 95)} / ${ms(during, 95)}`,
    latency: `${experiment}: checkout p50 / p95 ms before ${ms(before, 50)} / ${ms(before, 95)} (${before.length}), during ${ms(during, 50)} / ${ms(during, 95)} (${during.length})`,
    note: [
      lost > 0 ? `lost: ${missing} without a sale, ${pending} still pending, ${otherwise} failed` : '',
      load.abandoned.length > 0
        ? `${load.abandoned.length} keys given up after 10 tries (${abandonedWithSale} of them left a sale)`
        : '',
      outcome.note ?? '',
    ]
      .filter(Boolean)
      .join('; '),
  };
}

export function printReport(buyers: number, rows: Row[]): void {
  console.log(`\n## Fault runs (${buyers} buyers through a reseller link, PostgreSQL, own Redis)\n`);
  console.log(
    '| experiment | requests | acknowledged | lost | duplicated | errors by status | recovery (s) | process up | p95 ms (normal / during fault) | notes |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.experiment} | ${r.requests} | ${r.acknowledged} | ${r.lost} | ${r.duplicated} | ${r.errors} | ${r.recovery} | ${r.processUp} | ${r.p95} | ${r.note} |`,
    );
  console.log('\nLatency of answered `checkout.start` requests (how many in brackets):');
  for (const r of rows) console.log(`- ${r.latency}`);
}
