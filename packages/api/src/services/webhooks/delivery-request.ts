import http from 'node:http';
import https from 'node:https';
import type { WebhookFailure } from '@afilia/validators';
import {
  BlockedAddressError,
  guardedLookup,
  literalHostRefused,
  type WebhookAddressPolicy,
} from './endpoint-address';

/** A delivery gives up on a receiver after this long, answer body included. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is read and kept: the rest is never downloaded. */
export const RESPONSE_BODY_CAP_BYTES = 2048;

export interface DeliveryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface DeliveryOutcome {
  ok: boolean;
  /** The receiver's status code, when it answered. */
  status: number | null;
  /** The first 2 KB of its answer (as UTF-8 text). */
  body: string | null;
  durationMs: number;
  failure: WebhookFailure | null;
}

const TLS_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
]);

function failureOf(error: unknown): WebhookFailure {
  if (error instanceof BlockedAddressError) return 'blocked_address';
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'dns';
  if (TLS_CODES.has(code) || code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS')) return 'tls';
  return 'connection';
}

/**
 * Sends one webhook: a POST that follows no redirect (a 3xx is a failure, so a receiver cannot bounce the
 * request to an internal address), connects only to addresses the guard accepted, reads at most 2 KB of
 * the answer, and gives up after 10 s in all. It never throws: every ending is an outcome.
 */
export function sendDelivery(
  policy: WebhookAddressPolicy,
  request: DeliveryRequest,
  timeoutMs: number = DELIVERY_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  if (literalHostRefused(policy, url))
    return Promise.resolve({
      ok: false,
      status: null,
      body: null,
      durationMs: 0,
      failure: 'blocked_address',
    });
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<DeliveryOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const req = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body).toString() },
        lookup: guardedLookup(policy),
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const body = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_CAP_BYTES).toString('utf8');
          if (status >= 300 && status < 400) finish({ ok: false, status, body, failure: 'redirect' });
          else if (status >= 200 && status < 300) finish({ ok: true, status, body, failure: null });
          else finish({ ok: false, status, body, failure: 'http_status' });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_CAP_BYTES) done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const deadline = setTimeout(
      () => finish({ ok: false, status: null, body: null, failure: 'timeout' }),
      timeoutMs,
    );
    req.on('error', (error) => finish({ ok: false, status: null, body: null, failure: failureOf(error) }));
    req.end(request.body);
  });
}
