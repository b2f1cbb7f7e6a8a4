// The payment history over a large ledger: the demo producer's BENCH_OVERVIEW_SALES sales (seeded as for the
// overview), then `payments.history` pages measured as direct service calls (the queries alone) and over HTTP.
import { performance } from 'node:perf_hooks';
import type { Database } from '@afilia/db';
import type { PaymentHistoryInput } from '@afilia/validators';
import { paymentHistoryInput } from '@afilia/validators';
import { listPaymentHistory } from '../../packages/api/src/services/payment-history/list-payment-history';
import { type BenchSettings, type Measurement, markdownTable, measureTarget, verifyTarget } from './measure';
import type { OverviewSeed } from './overview';

const CALLS = 200;
const WARM_CALLS = 20;
const MAX_P99_MS = 100;

const CASES: { label: string; input: PaymentHistoryInput }[] = [
  { label: 'Todos, page 1', input: { page: 1 } },
  { label: 'Recebidos, page 1', input: { tab: 'received', page: 1 } },
  { label: 'Todos, page 50', input: { page: 50 } },
  { label: 'Concluídos, Mês atual, page 1', input: { status: 'completed', period: 'month', page: 1 } },
  { label: 'Enviados, page 1', input: { tab: 'sent', page: 1 } },
];

interface DirectCalls {
  label: string;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => value.toFixed(1);

export async function measureHistoryCalls(db: Database, producerId: string): Promise<DirectCalls[]> {
  const actor = { id: producerId, role: 'producer' as const };
  const results: DirectCalls[] = [];
  for (const { label, input } of CASES) {
    const parsed = paymentHistoryInput.parse(input);
    for (let i = 0; i < WARM_CALLS; i++) await listPaymentHistory(db, actor, parsed);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      await listPaymentHistory(db, actor, parsed);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({ label, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? 0 });
  }
  return results;
}

export async function measureHistoryHttp(
  origin: string,
  producerCookie: string,
  settings: BenchSettings,
): Promise<Measurement> {
  const input = encodeURIComponent(
    JSON.stringify({ json: { tab: 'all', status: 'all', period: 'all', page: 1 } }),
  );
  const target = {
    name: `payments.history over HTTP, page 1, ${settings.connections} connections`,
    origin,
    path: `/trpc/payments.history?input=${input}`,
    headers: { cookie: producerCookie },
    check: (body: string) => (body.includes('"totalCapped":true') ? undefined : 'expected the large history'),
  };
  await verifyTarget(target);
  return measureTarget(target, settings);
}

export function historyReport(seed: OverviewSeed, direct: DirectCalls[], http: Measurement): string {
  const rows = [
    ...direct.map((d) => [`${d.label} (direct)`, String(CALLS), ms(d.p50), ms(d.p99), ms(d.max)]),
    [http.target.name, String(http.total), String(http.p50), String(http.p99), '—'],
  ];
  const worst = Math.max(...direct.map((d) => d.p99));
  return [
    `${seed.sales.toLocaleString('en-US')} sales of one producer; pages of 10 from sales, payouts and plan charges.`,
    '',
    markdownTable(['measurement', 'calls', 'p50 ms', 'p99 ms', 'max ms'], rows, [
      false,
      true,
      true,
      true,
      true,
    ]),
    '',
    `Goal p99 < ${MAX_P99_MS} ms on every page: ${worst < MAX_P99_MS ? 'met' : 'NOT met'} (worst ${ms(worst)} ms).`,
  ].join('\n');
}
