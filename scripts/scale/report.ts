// The scale run's printout: Markdown tables per phase, per server behind the balancer and per action.
import { cpus, loadavg } from 'node:os';
import { percentile } from './load';
import type { PhaseRow } from './phases';
import { connections, seconds } from './settings';

export function printReport(rows: PhaseRow[]) {
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const lines = [
    '| phase | requests | req/s | p50 | p99 | errors | sales answered / rows | sales without commission | clicks answered / rows | uploads answered / rows |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const errors = Object.values(row.load.errors).reduce((a, b) => a + b, 0);
    const unanswered = (action: 'redirect' | 'upload') => {
      const n = row.load.byAction[action].unanswered;
      return n > 0 ? ` (+${n} unanswered)` : '';
    };
    const unansweredSales = row.load.checkoutKeysUnanswered.length;
    lines.push(
      `| ${row.phase} | ${row.load.requests} | ${(row.load.requests / row.load.seconds).toFixed(0)} | ${ms(percentile(row.load.latenciesMs, 50))} | ${ms(percentile(row.load.latenciesMs, 99))} | ${errors} | ${row.expected.sales}${unansweredSales > 0 ? ` (+${unansweredSales} unanswered)` : ''} / ${row.found.sales} | ${row.found.salesWithoutCommission} | ${row.expected.clicks}${unanswered('redirect')} / ${row.found.clicks} | ${row.expected.uploads}${unanswered('upload')} / ${row.found.uploads} |`,
    );
  }
  console.log(
    `\n${connections} connections, ${seconds} s per phase, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end\n`,
  );
  console.log(lines.join('\n'));
  const [one, three] = rows;
  if (one && three)
    console.log(
      `\nThroughput, 3 instances vs 1: ${(three.load.requests / three.load.seconds / (one.load.requests / one.load.seconds)).toFixed(2)}×`,
    );
  console.log(
    '\n| phase | server | requests | conn. errors | resp. errors | retried | redispatched | checkout retries by the client |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows)
    for (const s of row.stats)
      console.log(
        `| ${row.phase} | ${s.name} (${s.status}) | ${s.sessions} | ${s.connectionErrors} | ${s.responseErrors} | ${s.retries} | ${s.redispatches} | ${row.load.checkoutRetries} |`,
      );
  console.log('\n| phase | action | ok | failed (of which unanswered) | p50 | p99 |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows)
    for (const [action, a] of Object.entries(row.load.byAction))
      console.log(
        `| ${row.phase} | ${action} | ${a.ok} | ${a.failed} (${a.unanswered}) | ${ms(percentile(a.latenciesMs, 50))} | ${ms(percentile(a.latenciesMs, 99))} |`,
      );
  for (const row of rows) {
    const errors = Object.entries(row.load.errors);
    if (errors.length > 0)
      console.log(`\n${row.phase}, errors: ${errors.map(([k, v]) => `${k} ×${v}`).join(', ')}`);
    if (row.note) console.log(`${row.phase}: ${row.note}`);
  }
}
