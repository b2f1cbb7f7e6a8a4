// Minimal types for the parts of autocannon 8 the benchmark uses (the package ships none).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Send exactly this many requests (instead of running for `duration`) and wait for every answer. */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /** Worker threads that fire the requests; connections are split between them. */
    workers?: number;
    warmup?: { connections?: number; duration?: number };
    title?: string;
    /** Requests sent in turn by every connection (functions only without workers). */
    requests?: RequestSpec[];
  }

  /** The per-connection state autocannon hands to `setupRequest` and `onResponse`. */
  export type RequestContext = Record<string, unknown>;

  export interface RawRequest {
    method?: Options['method'];
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: RequestContext) => RawRequest;
    onResponse?: (status: number, body: string, context: RequestContext) => void;
  }

  /** A histogram summary; latency values are in milliseconds, request values per second. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    pipelining: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
