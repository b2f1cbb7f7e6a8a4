// The load of the fault runs: buyers checking out through a reseller's link, each retrying a failed attempt
// with the same idempotency key, as the checkout page does.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { send } from '../scale/http-client';
import type { Target } from '../scale/load-mix';
import { sleep } from '../scale/settings';

/** One answer: its HTTP status ('network' when none came), how long it took and when it ended. */
export interface Answer {
  status: number | 'network';
  ms: number;
  at: number;
}

export interface BuyersLoad {
  answers: Answer[];
  /** Keys answered 200 with an order code (paid or pending), after any retries. */
  acknowledged: string[];
  /** Keys given up on after every retry failed. */
  abandoned: string[];
  stop(): Promise<void>;
}

/** A buyer keeps retrying for about 20 s (a restart takes about 4), waiting longer each time, up to 1 s. */
const RETRIES = 25;
const retryDelayMs = (attempt: number) => Math.min(1_000, 100 * 2 ** attempt);

/** Starts `count` buyers against `origin`; `stop()` lets each finish its current checkout. */
export function startBuyers(origin: string, target: Target, count: number): BuyersLoad {
  const load: BuyersLoad = { answers: [], acknowledged: [], abandoned: [], stop: async () => {} };
  let running = true;

  async function checkout(agent: Agent, n: number) {
    const key = randomUUID();
    const body = JSON.stringify({
      json: {
        productCode: target.productCode,
        idempotencyKey: key,
        buyer: {
          name: 'Comprador Falhas',
          email: `falhas.${n}.${key.slice(0, 8)}@exemplo.com.br`,
          document: '52998224725',
          phone: '21912345678',
        },
        method: 'card',
        paymentMethodId: target.paymentMethodId,
        locale: 'pt-BR',
      },
    });
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      const started = performance.now();
      let status: number | 'network';
      let ok = false;
      try {
        const answer = await send(agent, `${origin}/trpc/checkout.start`, {
          method: 'POST',
          headers: { cookie: target.refCookie, origin, 'content-type': 'application/json' },
          body,
          timeoutMs: 15_000,
        });
        status = answer.status;
        ok = answer.status === 200 && /"orderCode":"[A-Z0-9]+"/.test(answer.body);
      } catch {
        status = 'network';
      }
      load.answers.push({ status, ms: performance.now() - started, at: Date.now() });
      if (ok) {
        load.acknowledged.push(key);
        return;
      }
      await sleep(retryDelayMs(attempt));
    }
    load.abandoned.push(key);
  }

  const buyers = Array.from({ length: count }, async (_, n) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (running) await checkout(agent, n);
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

/** `200×812, 503×4, network×12`: the answers by status, most frequent first. */
export function byStatus(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const { status } of answers) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
}
