// One phase of the scale run: the load through the balancer, then the rows it promised checked against the
// database and S3, and each server's share from haproxy's counters.
import type postgres from 'postgres';
import type { BackendStats, Balancer } from './haproxy';
import { type LoadResult, runLoad } from './load';
import type { Target } from './load-mix';
import { CLICK_FLUSH_INTERVAL_MS, connections, mix, seconds, sleep } from './settings';
import { countRows, type RowCounts, verifyWrites } from './write-checks';

export interface PhaseRow {
  phase: string;
  instances: number;
  load: LoadResult;
  expected: RowCounts;
  found: RowCounts;
  stats: BackendStats[];
  note: string;
}

export interface PhaseContext {
  sql: postgres.Sql;
  balancer: Balancer;
  target: Target;
  s3: { endpoint: string; bucket: string };
}

export async function runPhase(
  { sql, balancer, target, s3 }: PhaseContext,
  name: string,
  instanceCount: number,
  onHalfway?: () => void,
): Promise<PhaseRow> {
  const before = await countRows(sql);
  const statsBefore = await balancer.stats();
  const load = await runLoad(target, { connections, seconds, mix, onHalfway });
  // Let every surviving instance's click buffer reach the database.
  await sleep(CLICK_FLUSH_INTERVAL_MS * 3);
  const after = await countRows(sql);
  const statsAfter = await balancer.stats();
  const found: RowCounts = {
    sales: after.sales - before.sales,
    salesWithoutCommission: after.salesWithoutCommission,
    clicks: after.clicks - before.clicks,
    uploads: after.uploads - before.uploads,
  };
  const expected: RowCounts = {
    sales: load.checkoutKeysAnswered.length,
    salesWithoutCommission: 0,
    clicks: load.clicksAnswered,
    uploads: load.uploadKeys.length,
  };
  const stats = statsAfter.map((s) => {
    const b = statsBefore.find((x) => x.name === s.name);
    return {
      ...s,
      sessions: s.sessions - (b?.sessions ?? 0),
      connectionErrors: s.connectionErrors - (b?.connectionErrors ?? 0),
      responseErrors: s.responseErrors - (b?.responseErrors ?? 0),
      retries: s.retries - (b?.retries ?? 0),
      redispatches: s.redispatches - (b?.redispatches ?? 0),
    };
  });
  const note = await verifyWrites(sql, s3, load);
  console.error(
    `${name}: ${load.requests} requests, ${Object.values(load.errors).reduce((a, b) => a + b, 0)} errors`,
  );
  return { phase: name, instances: instanceCount, load, expected, found, stats, note };
}
