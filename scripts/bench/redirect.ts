// `/r/{code}` against the bare Fastify route, both at 50 connections in the same run, and the proof that
// no click is lost: the rows `affiliate_clicks` gained (counted after the app closed, which writes the
// click buffer) against the 302 answers autocannon received.
import { affiliateClicks, count, type Database, eq } from '@afilia/db';
import {
  type BenchSettings,
  type BenchTarget,
  type Measurement,
  markdownTable,
  measureTarget,
  verifyTarget,
} from './measure';
import type { SeededLink } from './seed-affiliation';
import type { StartedAfilia } from './servers';

const CONNECTIONS = 50;
/** Goals for the redirect on PostgreSQL: at least half the throughput of a bare Fastify route, p99 under 10 ms. */
const MIN_SHARE_OF_BARE = 0.5;
const MAX_P99_MS = 10;
/** autocannon sends no user agent; with none the redirect takes the visitor for a bot and counts nothing. */
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export interface RedirectReport {
  bare: Measurement;
  redirect: Measurement;
  /** Rows `affiliate_clicks` gained during the measured run. */
  clicksWritten: number;
  uniqueClicksWritten: number;
}

async function clickCounts(db: Database, affiliationId: string) {
  const rows = await db
    .select({ isUnique: affiliateClicks.isUnique, n: count() })
    .from(affiliateClicks)
    .where(eq(affiliateClicks.affiliationId, affiliationId))
    .groupBy(affiliateClicks.isUnique);
  const all = rows.reduce((sum, row) => sum + row.n, 0);
  return { all, unique: rows.find((row) => row.isUnique)?.n ?? 0 };
}

/**
 * Each target is warmed up on its own first, then measured with a fixed number of requests (its warm-up
 * rate × the duration) so that every request sent is answered and counted: a timed run drops the answers
 * in flight when it stops, although the server recorded those clicks. Closes the app at the end.
 */
export async function measureRedirect(options: {
  afilia: StartedAfilia;
  bareOrigin: string;
  db: Database;
  link: SeededLink;
  settings: BenchSettings;
}): Promise<RedirectReport> {
  const { afilia, db, link } = options;
  const query = '?utm_source=bench&utm_medium=whatsapp';
  const bareTarget: BenchTarget = {
    name: `GET /bare (plain Fastify), ${CONNECTIONS} connections`,
    origin: options.bareOrigin,
    path: '/bare',
    baseline: true,
    check: (body) => (body === '{"ok":true}' ? undefined : 'unexpected body'),
  };
  const redirectTarget: BenchTarget = {
    name: `GET /r/{code} → 302 /p/{code}, ${CONNECTIONS} connections`,
    origin: afilia.origin,
    path: `/r/${link.linkCode}${query}`,
    headers: { 'user-agent': BROWSER },
    expectStatus: 302,
    check: (_body, response) => {
      const location = response.headers.get('location');
      if (location !== `/p/${link.productCode}${query}`) return `redirected to ${location}`;
      return response.headers.get('set-cookie')?.startsWith('afilia_ref=')
        ? undefined
        : 'no afilia_ref cookie';
    },
  };
  await verifyTarget(bareTarget);
  await verifyTarget(redirectTarget);

  const timed = { ...options.settings, connections: CONNECTIONS, warmup: 0 };
  const warmUp = { ...timed, duration: Math.max(1, options.settings.warmup) };
  const fixedAmount = (warm: Measurement) =>
    Math.max(CONNECTIONS, Math.round(warm.requestsPerSecond * options.settings.duration));

  const bareWarm = await measureTarget(bareTarget, warmUp);
  const bare = await measureTarget(bareTarget, timed, { amount: fixedAmount(bareWarm) });

  const redirectWarm = await measureTarget(redirectTarget, warmUp);
  await afilia.clickRecorder.flush();
  const before = await clickCounts(db, link.affiliationId);
  const redirect = await measureTarget(redirectTarget, timed, { amount: fixedAmount(redirectWarm) });
  await afilia.close();
  const after = await clickCounts(db, link.affiliationId);
  return {
    bare,
    redirect,
    clicksWritten: after.all - before.all,
    uniqueClicksWritten: after.unique - before.unique,
  };
}

const formatNumber = (value: number) => Math.round(value).toLocaleString('en-US');
const formatMs = (value: number) => (value === 0 ? '<1' : String(value));

export function redirectReport(report: RedirectReport): string {
  const { bare, redirect } = report;
  const share = bare.requestsPerSecond > 0 ? redirect.requestsPerSecond / bare.requestsPerSecond : 0;
  const row = (m: Measurement, shareText: string) => [
    m.target.name,
    formatNumber(m.requestsPerSecond),
    formatMs(m.p50),
    formatMs(m.p99),
    `${formatNumber(m.expected)} × ${m.target.expectStatus ?? 200}`,
    `${formatNumber(m.unexpected + m.errors + m.timeouts)}`,
    shareText,
  ];
  const table = markdownTable(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'answers', 'other/errors', 'share of bare'],
    [row(bare, '100%'), row(redirect, `${(share * 100).toFixed(0)}%`)],
    [false, true, true, true, true, true, true],
  );
  const goalMet = share >= MIN_SHARE_OF_BARE && redirect.p99 < MAX_P99_MS;
  const lost = redirect.expected - report.clicksWritten;
  const clicks =
    lost === 0
      ? `No click lost: ${formatNumber(redirect.expected)} × 302 answered, ${formatNumber(report.clicksWritten)} rows written to affiliate_clicks (counted after app.close()); ${formatNumber(report.uniqueClicksWritten)} unique among them (autocannon is one IP and one user agent, first counted during the warm-up).`
      : `CLICKS DO NOT MATCH: ${formatNumber(redirect.expected)} × 302 answered, ${formatNumber(report.clicksWritten)} rows written to affiliate_clicks (${lost > 0 ? `${formatNumber(lost)} lost` : `${formatNumber(-lost)} more than answered`}).`;
  return [
    table,
    '',
    `Goal ≥ ${MIN_SHARE_OF_BARE * 100}% of bare req/s with p99 < ${MAX_P99_MS} ms: ${goalMet ? 'met' : 'NOT met'} (${(share * 100).toFixed(0)}%, p99 ${formatMs(redirect.p99)} ms).`,
    clicks,
  ].join('\n');
}
