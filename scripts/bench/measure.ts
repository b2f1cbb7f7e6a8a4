// Measures HTTP targets with autocannon (-p 1) and formats the results as a Markdown table.
import autocannon, { type Options, type Result } from 'autocannon';

export type HttpMethod = NonNullable<Options['method']>;

/** One endpoint to measure. Add entries to the list in run.ts to measure more. */
export interface BenchTarget {
  /** The label in the table, e.g. `GET /trpc/auth.me`. */
  name: string;
  /** Origin of the server that answers it (the app or the bare baseline). */
  origin: string;
  path: string;
  method?: HttpMethod;
  headers?: Record<string, string>;
  body?: string;
  /** The status every response must have; default 200. */
  expectStatus?: number;
  /** Checked once on the response before measuring; return a message to fail the run. */
  check?: (body: string, response: Response) => string | undefined;
  /** The bare Fastify reference: shares of it are taken against it. */
  baseline?: boolean;
  /** The minimal tRPC procedure reference, the ceiling of the app's stack (same Fastify, tRPC, superjson). */
  trpcBaseline?: boolean;
}

export interface BenchSettings {
  /** Seconds per target. */
  duration: number;
  /** Seconds of warm-up per target, not counted. */
  warmup: number;
  connections: number;
  /** Worker threads that generate the load (0 = on this thread, competing with the servers). */
  workers: number;
}

export interface Measurement {
  target: BenchTarget;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Responses with the expected status (200, or the target's `expectStatus`). */
  expected: number;
  /** Responses with any other status. */
  unexpected: number;
  errors: number;
  timeouts: number;
  total: number;
}

/** One request; throws unless it answers the expected status and passes the target's check. */
export async function verifyTarget(target: BenchTarget): Promise<void> {
  const url = new URL(target.path, target.origin);
  const expected = target.expectStatus ?? 200;
  const response = await fetch(url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    redirect: 'manual',
  });
  const body = await response.text();
  if (response.status !== expected) {
    throw new Error(
      `${target.name}: expected ${expected}, got ${response.status} from ${url}\n${body.slice(0, 500)}`,
    );
  }
  const problem = target.check?.(body, response);
  if (problem) throw new Error(`${target.name}: ${problem}\n${body.slice(0, 500)}`);
}

export interface MeasureOptions {
  /**
   * Send exactly this many requests and wait for every answer, instead of running for `settings.duration`
   * (when autocannon stops on time it drops the answers still in flight, which the server did handle).
   * The rate is then the answers over the elapsed time.
   */
  amount?: number;
}

export async function measureTarget(
  target: BenchTarget,
  settings: BenchSettings,
  measure: MeasureOptions = {},
): Promise<Measurement> {
  const options: Options = {
    url: new URL(target.path, target.origin).toString(),
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    connections: settings.connections,
    pipelining: 1,
    title: target.name,
  };
  if (measure.amount === undefined) options.duration = settings.duration;
  else options.amount = measure.amount;
  if (target.body !== undefined) options.body = target.body;
  if (settings.workers > 0) options.workers = settings.workers;
  if (settings.warmup > 0) options.warmup = { connections: settings.connections, duration: settings.warmup };
  const result: Result = await autocannon(options);
  const expectedStatus = target.expectStatus ?? 200;
  const count = (match: (code: number) => boolean) =>
    Object.entries(result.statusCodeStats)
      .filter(([code]) => match(Number(code)))
      .reduce((sum, [, stats]) => sum + stats.count, 0);
  const expected = count((code) => code === expectedStatus);
  return {
    target,
    requestsPerSecond:
      measure.amount === undefined ? result.requests.average : (result.requests.total ?? 0) / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    expected,
    unexpected: count((code) => code !== expectedStatus),
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total ?? 0,
  };
}

function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** autocannon records whole milliseconds, so a sub-millisecond latency reads 0: show it as `<1`. */
function formatLatency(ms: number): string {
  if (ms === 0) return '<1';
  return Number.isInteger(ms) ? formatNumber(ms) : formatNumber(ms, 2);
}

export function markdownTable(headers: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, i) => {
        const width = widths[i] ?? cell.length;
        return alignRight[i] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(' | ')} |`;
  const separator = `| ${widths.map((width, i) => (alignRight[i] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(headers), separator, ...rows.map(line)].join('\n');
}

/** One app target measured next to both references (taken just before or just after it). */
export interface ComparedMeasurement {
  app: Measurement;
  bare: Measurement;
  trpc: Measurement;
}

const share = (app: Measurement, reference: Measurement) =>
  reference.requestsPerSecond > 0
    ? `${((app.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)}%`
    : 'n/a';

/** A reference's row: its mean rate over every time it was measured, with the lowest and highest. */
function referenceRow(runs: Measurement[]): string[] {
  const first = runs[0];
  if (!first) return [];
  const rates = runs.map((m) => m.requestsPerSecond);
  const mean = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  const p50 = runs.map((m) => m.p50).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;
  const p99 = runs.map((m) => m.p99).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;
  const unexpected = runs.reduce((sum, m) => sum + m.unexpected + m.errors, 0);
  return [
    `${first.target.name}, mean of ${runs.length} (${formatNumber(Math.min(...rates))}–${formatNumber(Math.max(...rates))})`,
    formatNumber(mean),
    formatLatency(p50),
    formatLatency(p99),
    formatNumber(unexpected),
    first.target.baseline ? '100%' : '',
    first.target.trpcBaseline ? '100%' : '',
  ];
}

/**
 * The three columns side by side: each app target's rate as a share of the bare Fastify route and of the
 * minimal tRPC procedure measured next to it in the same run, so that drift in the machine's speed over the
 * run affects the target and its references alike.
 */
export function resultsTable(rows: ComparedMeasurement[]): string {
  const body = rows.map(({ app, bare, trpc }) => {
    const failures = app.errors > 0 ? ` (+${app.errors} errors)` : '';
    return [
      app.target.name,
      formatNumber(app.requestsPerSecond),
      formatLatency(app.p50),
      formatLatency(app.p99),
      `${formatNumber(app.unexpected)}${failures}`,
      share(app, bare),
      share(app, trpc),
    ];
  });
  return markdownTable(
    [
      'endpoint',
      'req/s (avg)',
      'p50 ms',
      'p99 ms',
      'unexpected status',
      'of bare Fastify',
      'of minimal tRPC',
    ],
    [referenceRow(rows.map((r) => r.bare)), referenceRow(rows.map((r) => r.trpc)), ...body],
    [false, true, true, true, true, true, true],
  );
}
