import type { Metric } from 'prom-client';

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;

class Series {
  /** Per bucket (not cumulative), the last one past every bound (+Inf). */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: { method: string; route: string; status_class: string },
    bucketCount: number,
  ) {
    this.counts = new Float64Array(bucketCount + 1);
  }
}

interface ExportedValue {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * `http_request_duration_seconds`, observed on every response. prom-client's Histogram spends most of a small
 * route's metrics cost building and hashing a label string per observation; here a series is found through two
 * map lookups on strings Fastify already holds (the route pattern, the method) and an array index (the status
 * class), and nothing is allocated after a series' first request. The registry reads it like any of its
 * histograms (`get()`, same text output).
 */
export class RequestDurationHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'HTTP requests by method, route pattern (not_found when no route matched) and status class';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly routes = new Map<string, Map<string, (Series | undefined)[]>>();

  constructor(private readonly buckets: readonly number[]) {}

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let methods = this.routes.get(route);
    if (!methods) {
      methods = new Map();
      this.routes.set(route, methods);
    }
    let classes = methods.get(method);
    if (!classes) {
      classes = [];
      methods.set(method, classes);
    }
    const statusClass = Math.min((statusCode / 100) | 0, STATUS_CLASSES.length - 1);
    let series = classes[statusClass];
    if (!series) {
      const labels = { method, route, status_class: STATUS_CLASSES[statusClass] ?? '0xx' };
      series = new Series(labels, this.buckets.length);
      classes[statusClass] = series;
    }
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > (this.buckets[bucket] ?? 0)) bucket++;
    series.counts[bucket] = (series.counts[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count++;
  }

  async get() {
    const values: ExportedValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const methods of this.routes.values())
      for (const classes of methods.values())
        for (const series of classes) {
          if (!series) continue;
          let cumulative = 0;
          this.buckets.forEach((bound, i) => {
            cumulative += series.counts[i] ?? 0;
            values.push({
              metricName: bucketName,
              labels: { ...series.labels, le: bound },
              value: cumulative,
            });
          });
          values.push({
            metricName: bucketName,
            labels: { ...series.labels, le: '+Inf' },
            value: series.count,
          });
          values.push({ metricName: `${this.name}_sum`, labels: series.labels, value: series.sum });
          values.push({ metricName: `${this.name}_count`, labels: series.labels, value: series.count });
        }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.routes.clear();
  }

  /**
   * For `Registry.registerMetric`, typed as prom-client's own metric classes although the registry only reads
   * `name`, `help`, `type`, `aggregator` and `get()`.
   */
  asMetric(): Metric {
    return this as unknown as Metric;
  }
}
