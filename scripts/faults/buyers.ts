// The load of the fault runs: buyers who follow a reseller's link and then check out, each retrying a failed
// attempt with the same idempotency key, as the checkout page does.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { send } from '../scale/http-client';
import type { Target } from '../scale/load-mix';
import { sleep } from '../scale/settings';

/** One request: what it was, its HTTP status ('network' when none came), how long it took and when. */
export interface Answer {
  kind: 'link' | 'checkout';
  status: number | 'network';
  ms: number;
  /** When it was sent and when it was answered, in ms since the epoch. */
  sentAt: number;
  at: number;
  /** A checkout answered 200 with the sale paid or pending. */
  acknowledged: boolean;
}

export interface BuyersLoad {
  answers: Answer[];
  /** Every idempotency key sent, acknowledged or not. */
  keys: string[];
  /** Keys answered 200 with the sale paid or pending, after any retries. */
  acknowledged: string[];
  /** Keys given up on after every retry failed. */
  abandoned: string[];
  stop(): Promise<void>;
}

/**
 * A buyer tries a key again, waiting longer each time (100 ms doubling up to 1 s), for about 20 s (a restart takes
 * about 4), then moves on to a new checkout.
 */
const RETRIES = 25;
const RETRY_DELAY_MS = 200;
const retryDelayMs = (attempt: number) => Math.min(1_000, 100 * 2 ** attempt);
const TIMEOUT_MS = 15_000;
const SALE_STATUS = /"status":"([a-z_]+)"/;

export function checkoutBody(target: Target, key: string, buyer: number): string {
  return JSON.stringify({
    json: {
      productCode: target.productCode,
      idempotencyKey: key,
      buyer: {
        name: 'Comprador Falhas',
        email: `falhas.${buyer}.${key.slice(0, 8)}@exemplo.com.br`,
        document: '52998224725',
        phone: '21912345678',
      },
      method: 'card',
      paymentMethodId: target.paymentMethodId,
      locale: 'pt-BR',
    },
  });
}

/** One `checkout.start`: its answer, or 'network' when the connection failed or timed out. */
export async function startCheckout(
  agent: Agent,
  origin: string,
  cookie: string,
  body: string,
): Promise<Answer> {
  const sentAt = Date.now();
  const started = performance.now();
  let status: number | 'network';
  let acknowledged = false;
  try {
    const answer = await send(agent, `${origin}/trpc/checkout.start`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body,
      timeoutMs: TIMEOUT_MS,
    });
    status = answer.status;
    const saleStatus = SALE_STATUS.exec(answer.body)?.[1];
    acknowledged = answer.status === 200 && (saleStatus === 'paid' || saleStatus === 'pending');
  } catch {
    status = 'network';
  }
  return { kind: 'checkout', status, ms: performance.now() - started, sentAt, at: Date.now(), acknowledged };
}

/** Follows the reseller's link; the `afilia_ref` cookie it sets, or null when it did not answer with one. */
async function followLink(
  agent: Agent,
  origin: string,
  linkCode: string,
  answers: Answer[],
): Promise<string | null> {
  const sentAt = Date.now();
  const started = performance.now();
  let status: number | 'network';
  let cookie: string | null = null;
  try {
    const answer = await send(agent, `${origin}/r/${linkCode}`, {
      headers: { 'user-agent': 'Mozilla/5.0 faults' },
      timeoutMs: TIMEOUT_MS,
    });
    status = answer.status;
    cookie =
      answer.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('afilia_ref=')) ?? null;
  } catch {
    status = 'network';
  }
  answers.push({
    kind: 'link',
    status,
    ms: performance.now() - started,
    sentAt,
    at: Date.now(),
    acknowledged: false,
  });
  return cookie;
}

/** Starts `count` buyers against `origin`; `stop()` lets each finish its current checkout. */
export function startBuyers(origin: string, target: Target, count: number): BuyersLoad {
  const load: BuyersLoad = { answers: [], keys: [], acknowledged: [], abandoned: [], stop: async () => {} };
  let running = true;

  async function checkout(agent: Agent, cookie: string, n: number) {
    const key = randomUUID();
    load.keys.push(key);
    const body = checkoutBody(target, key, n);
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs(attempt));
      const answer = await startCheckout(agent, origin, cookie, body);
      load.answers.push(answer);
      if (answer.acknowledged) {
        load.acknowledged.push(key);
        return;
      }
    }
    load.abandoned.push(key);
  }

  const buyers = Array.from({ length: count }, async (_, n) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      const cookie = await followLink(agent, origin, target.linkCode, load.answers);
      // Without the link's cookie the sale would not be attributed: the buyer tries the link again.
      if (cookie === null) {
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      await checkout(agent, cookie, n);
    }
    agent.destroy();
  });
  load.stop = async () => {
    running = false;
    await Promise.all(buyers);
  };
  return load;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** `503×4, network×12`: the answers by status, most frequent first. */
export function byStatus(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const { status } of answers) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
}
