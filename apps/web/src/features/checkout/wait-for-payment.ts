import type { SaleStatus } from '@afilia/validators';

/** How long the page waits for a pending payment (3-D Secure done, the provider's webhook due). */
export const CONFIRMATION_TIMEOUT_MS = 30_000;
export const CONFIRMATION_POLL_MS = 1_500;

export type Settlement = 'paid' | 'failed' | 'timeout';

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Stops early (the page was left): answers 'timeout'. */
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the sale's status until it is paid or failed, or the time is up. A failed request is asked again
 * (the network may come back within the window); only the deadline ends the wait.
 */
export async function waitForPayment(
  fetchStatus: () => Promise<SaleStatus>,
  {
    timeoutMs = CONFIRMATION_TIMEOUT_MS,
    intervalMs = CONFIRMATION_POLL_MS,
    sleep = defaultSleep,
    now = Date.now,
    signal,
  }: WaitOptions = {},
): Promise<Settlement> {
  const deadline = now() + timeoutMs;
  while (!signal?.aborted) {
    const status = await fetchStatus().catch(() => null);
    if (status === 'paid') return 'paid';
    if (status === 'failed') return 'failed';
    if (now() + intervalMs > deadline) return 'timeout';
    await sleep(intervalMs);
  }
  return 'timeout';
}
