import { appRouter } from '@afilia/api/server';
import type { FastifyRequest } from 'fastify';
import type { AppMetrics } from './app-metrics';

/** The label of a called name the router does not have: a caller may put anything in the URL. */
const UNKNOWN_PROCEDURE = 'unknown';
/** A call answered before tRPC ran (CSRF check, batch limit, body limit): it has no tRPC error code. */
const REJECTED = 'rejected';
/** The most calls of one request that are labelled; the batch limit refuses longer ones before tRPC runs. */
const MAX_LABELLED_CALLS = 50;

// At run time `_def.procedures` is flat ('auth.me' → procedure) although its type mirrors the nesting.
const knownProcedures = new Set(Object.keys(appRouter._def.procedures));

interface FailedCall {
  path: string;
  code: string;
}

/**
 * Times tRPC calls per procedure, from the adapter's side: tRPC's `onError` notes which calls of a request
 * failed (only failures allocate anything), and the HTTP response hook observes every call of the request, a
 * batch (`?batch=1`, names split on commas) included.
 */
export class ProcedureMetrics {
  private readonly failures = new WeakMap<FastifyRequest, FailedCall[]>();

  constructor(private readonly metrics: AppMetrics) {}

  /** From tRPC's onError: one call of this request failed with this code. */
  recordFailure(request: FastifyRequest, path: string | undefined, code: string): void {
    const failed = this.failures.get(request);
    const call = { path: path ?? '', code };
    if (failed) failed.push(call);
    else this.failures.set(request, [call]);
  }

  /** Once the response is sent. */
  observe(request: FastifyRequest, statusCode: number, seconds: number): void {
    const path = (request.params as { path?: unknown } | undefined)?.path;
    if (typeof path !== 'string') return;
    const failed = this.failures.get(request);
    const batched = (request.query as { batch?: unknown } | undefined)?.batch === '1';
    if (!batched) {
      this.observeCall(path, failed, statusCode, seconds);
      return;
    }
    const names = path.split(',');
    const labelled = Math.min(names.length, MAX_LABELLED_CALLS);
    for (let i = 0; i < labelled; i++) this.observeCall(names[i] ?? '', failed, statusCode, seconds);
  }

  private observeCall(path: string, failed: FailedCall[] | undefined, statusCode: number, seconds: number) {
    const procedure = knownProcedures.has(path) ? path : UNKNOWN_PROCEDURE;
    this.metrics.trpcProcedureDuration.observe(
      { procedure, outcome: outcomeOf(path, failed, statusCode) },
      seconds,
    );
  }
}

function outcomeOf(path: string, failed: FailedCall[] | undefined, statusCode: number): string {
  if (failed) {
    const at = failed.findIndex((call) => call.path === path);
    // Taken out, so that the same procedure twice in a batch, once failed and once not, counts once each.
    if (at !== -1) return failed.splice(at, 1)[0]?.code ?? REJECTED;
  }
  // 207: a batch whose calls did not all fail; every other status from 400 means tRPC never ran the call.
  return statusCode >= 400 ? REJECTED : 'ok';
}
