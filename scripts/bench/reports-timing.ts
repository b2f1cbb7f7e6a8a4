import { performance } from 'node:perf_hooks';

const RUNS = 30;
const WARM_RUNS = 5;
/** How the timed calls are run, for the printed heading. */
export const TIMED_CALLS = { warmUp: WARM_RUNS, timed: RUNS };

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface Timing {
  label: string;
  p50: number;
  p95: number;
  p99: number;
}

export async function timeIt(label: string, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARM_RUNS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}
