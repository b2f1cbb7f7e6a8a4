import type { Database } from '@afilia/db';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { OutboxBacklogReader } from './outbox-backlog';
import { RequestDurationHistogram } from './request-histogram';

/** Seconds; from a cached page (≈1 ms) to a slow report or upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

export interface MetricsSources {
  db: Database;
  /** The affiliate-click buffer (ClickRecorder): clicks waiting to be written. */
  clickBuffer: { readonly pendingCount: number };
  /** The app's Redis (RedisAvailability), when REDIS_URL is set. */
  redis?: { readonly up: boolean; readonly outages: number } | null;
}

/**
 * The app's Prometheus metrics, in a registry of its own (not prom-client's global one), so that several apps in
 * one process (the tests) never share or collide on a metric.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequestDuration = new RequestDurationHistogram(LATENCY_BUCKETS);
  readonly trpcProcedureDuration: Histogram<'procedure' | 'outcome'>;
  readonly jobRuns: Counter<'job' | 'outcome'>;
  readonly jobDuration: Histogram<'job'>;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.registry.registerMetric(this.httpRequestDuration.asMetric());
    this.trpcProcedureDuration = new Histogram({
      name: 'trpc_procedure_duration_seconds',
      help:
        'tRPC calls by procedure (unknown for names the router lacks) and outcome (ok, a tRPC error code, or ' +
        'rejected before tRPC ran); a batched call is timed as its whole batch',
      labelNames: ['procedure', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Periodic job runs by outcome: ok, skipped (another instance held the job) or error',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobDuration = new Histogram({
      name: 'job_duration_seconds',
      help: 'Periodic job run time',
      labelNames: ['job'],
      buckets: JOB_BUCKETS,
      registers,
    });
    const outbox = new OutboxBacklogReader(sources.db);
    new Gauge({
      name: 'email_outbox_pending',
      help: 'Emails waiting for delivery (queued in the last 24 h, the retry horizon), by status; shared by all instances',
      labelNames: ['status'],
      registers,
      async collect() {
        try {
          const backlog = await outbox.read();
          this.set({ status: 'pending' }, backlog.pending);
          this.set({ status: 'failed' }, backlog.failed);
        } catch {
          // The database did not answer: no sample beats a stale one, and the rest of the scrape still works.
          this.reset();
        }
      },
    });
    const { clickBuffer } = sources;
    new Gauge({
      name: 'click_buffer_pending',
      help: 'Affiliate-link clicks buffered in this instance, not yet written',
      registers,
      collect() {
        this.set(clickBuffer.pendingCount);
      },
    });
    const { redis } = sources;
    if (redis) {
      new Gauge({
        name: 'redis_up',
        help: '1 while Redis is used, 0 during an outage (rate limits count per instance, the session cache is off)',
        registers,
        collect() {
          this.set(redis.up ? 1 : 0);
        },
      });
      new Counter({
        name: 'redis_outages_total',
        help: 'Times Redis became unusable (connection lost, or a command failed or timed out) since start',
        registers,
        collect() {
          this.reset();
          this.inc(redis.outages);
        },
      });
    }
  }
}
