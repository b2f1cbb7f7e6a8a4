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
  /** The baseline row: every ratio is taken against it. */
  baseline?: boolean;
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
  non2xx: number;
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

export async function measureTarget(target: BenchTarget, settings: BenchSettings): Promise<Measurement> {
  const options: Options = {
    url: new URL(target.path, target.origin).toString(),
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    connections: settings.connections,
    pipelining: 1,
    duration: settings.duration,
    title: target.name,
  };
  if (target.body !== undefined) options.body = target.body;
  if (settings.workers > 0) options.workers = settings.workers;
  if (settings.warmup > 0) options.warmup = { connections: settings.connections, duration: settings.warmup };
  const result: Result = await autocannon(options);
  const expected = target.expectStatus ?? 200;
  const unexpected = Object.entries(result.statusCodeStats)
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, stats]) => sum + stats.count, 0);
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // non-2xx as autocannon counts them, plus 2xx codes other than the expected one.
    non2xx: Math.max(result.non2xx, unexpected),
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

export function resultsTable(measurements: Measurement[]): string {
  const baseline = measurements.find((m) => m.target.baseline);
  const rows = measurements.map((m) => {
    const ratio =
      baseline && baseline.requestsPerSecond > 0
        ? `${(m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}×`
        : 'n/a';
    const failures = m.errors > 0 ? ` (+${m.errors} errors)` : '';
    return [
      m.target.name,
      formatNumber(m.requestsPerSecond),
      formatLatency(m.p50),
      formatLatency(m.p99),
      `${formatNumber(m.non2xx)}${failures}`,
      ratio,
    ];
  });
  return markdownTable(['endpoint', 'req/s (avg)', 'p50 ms', 'p99 ms', 'non-2xx', 'ratio to bare'], rows, [
    false,
    true,
    true,
    true,
    true,
    true,
  ]);
}
