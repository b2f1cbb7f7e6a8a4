// The mixed load: `connections` virtual users, each sending one request at a time over a kept-alive
// connection, picking its next request by weight, for `seconds`. Every answer is checked (status and, for
// writes, the created record's id), so the row counts can be compared with the successful responses.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { type Answer, send, trpcGetUrl } from './http-client';
import { type Action, MIXES, type MixName, type Target } from './load-mix';

export interface LoadResult {
  seconds: number;
  requests: number;
  /** Answers with the expected status. */
  ok: number;
  /** Network errors and unexpected statuses, by kind. */
  errors: Record<string, number>;
  latenciesMs: number[];
  /** Per action: `unanswered` counts requests that got no answer at all (network error, timeout): their
   * write may or may not have happened. */
  byAction: Record<Action, { ok: number; failed: number; unanswered: number; latenciesMs: number[] }>;
  /** /r/ answers 302: clicks the app owes the database. */
  clicksAnswered: number;
  /** Upload keys answered 201. */
  uploadKeys: string[];
  /** Checkout idempotency keys answered with an order code (after retries with the same key). */
  checkoutKeysAnswered: string[];
  /** Keys never answered even after retries: their sale may or may not exist. */
  checkoutKeysUnanswered: string[];
  /** Checkout attempts repeated with the same key after a failure. */
  checkoutRetries: number;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(16 * 1024 - 16, 5),
]);
const BOUNDARY = '----afilia-scale';
const UPLOAD_BODY = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

export async function runLoad(
  target: Target,
  options: { connections: number; seconds: number; mix?: MixName; onHalfway?: () => void },
): Promise<LoadResult> {
  const MIX = MIXES[options.mix ?? 'mixed'];
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const { origin } = target;
  const result: LoadResult = {
    seconds: options.seconds,
    requests: 0,
    ok: 0,
    errors: {},
    latenciesMs: [],
    byAction: Object.fromEntries(
      MIXES.mixed.map(([a]) => [a, { ok: 0, failed: 0, unanswered: 0, latenciesMs: [] as number[] }]),
    ) as LoadResult['byAction'],
    clicksAnswered: 0,
    uploadKeys: [],
    checkoutKeysAnswered: [],
    checkoutKeysUnanswered: [],
    checkoutRetries: 0,
  };
  const totalWeight = MIX.reduce((sum, [, w]) => sum + w, 0);
  const pick = (): Action => {
    let r = Math.random() * totalWeight;
    for (const [action, weight] of MIX) {
      r -= weight;
      if (r < 0) return action;
    }
    return 'page';
  };
  const fail = (action: Action, kind: string) => {
    result.byAction[action].failed += 1;
    const key = `${action}: ${kind}`;
    result.errors[key] = (result.errors[key] ?? 0) + 1;
  };

  /** One timed request; resolves with the answer, or null after counting a network error. */
  async function timed(action: Action, url: string, init: Parameters<typeof send>[2] = {}) {
    const started = performance.now();
    result.requests += 1;
    const elapsed = () => {
      const ms = performance.now() - started;
      result.latenciesMs.push(ms);
      result.byAction[action].latenciesMs.push(ms);
    };
    try {
      const answer = await send(agent, url, init);
      elapsed();
      return answer;
    } catch (error) {
      elapsed();
      result.byAction[action].unanswered += 1;
      fail(
        action,
        error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : 'error',
      );
      return null;
    }
  }
  function check(action: Action, answer: Answer | null, status: number): boolean {
    if (!answer) return false;
    if (answer.status !== status) {
      fail(action, `HTTP ${answer.status}`);
      return false;
    }
    result.ok += 1;
    result.byAction[action].ok += 1;
    return true;
  }

  const writeHeaders = (cookie: string) => ({ cookie, origin, 'content-type': 'application/json' });
  const listUrl = trpcGetUrl(origin, 'products.list', { page: 1, pageSize: 12, search: '' });

  async function checkout() {
    const key = randomUUID();
    const body = JSON.stringify({
      json: {
        productCode: target.productCode,
        idempotencyKey: key,
        buyer: {
          name: 'Comprador Escala',
          email: `escala.${key.slice(0, 8)}@exemplo.com.br`,
          document: '52998224725',
          phone: '11987654321',
        },
        method: 'card',
        paymentMethodId: target.paymentMethodId,
        locale: 'pt-BR',
      },
    });
    // A buyer whose request failed tries again with the same key (the checkout page keeps it): one sale.
    for (let attempt = 0; attempt < 4; attempt++) {
      if (attempt > 0) result.checkoutRetries += 1;
      const answer = await timed('checkout', `${origin}/trpc/checkout.start`, {
        method: 'POST',
        headers: writeHeaders(target.refCookie),
        body,
      });
      if (answer && answer.status === 200 && /"orderCode":"[A-Z0-9]+"/.test(answer.body)) {
        result.ok += 1;
        result.byAction.checkout.ok += 1;
        result.checkoutKeysAnswered.push(key);
        return;
      }
      if (answer) fail('checkout', `HTTP ${answer.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    result.checkoutKeysUnanswered.push(key);
  }

  const handlers: Record<Action, () => Promise<void>> = {
    page: async () => void check('page', await timed('page', `${origin}/`), 200),
    productPage: async () =>
      void check('productPage', await timed('productPage', `${origin}/p/${target.productCode}`), 200),
    me: async () =>
      void check(
        'me',
        await timed('me', trpcGetUrl(origin, 'auth.me'), { headers: { cookie: target.producerCookie } }),
        200,
      ),
    list: async () =>
      void check('list', await timed('list', listUrl, { headers: { cookie: target.producerCookie } }), 200),
    redirect: async () => {
      const answer = await timed('redirect', `${origin}/r/${target.linkCode}`, {
        headers: { 'user-agent': BROWSER_UA },
      });
      if (check('redirect', answer, 302)) result.clicksAnswered += 1;
    },
    login: async () => {
      const answer = await timed('login', `${origin}/trpc/auth.login`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ json: { ...target.login, userType: 'producer' } }),
      });
      check('login', answer, 200);
    },
    upload: async () => {
      const answer = await timed('upload', `${origin}/api/uploads/product-images`, {
        method: 'POST',
        headers: {
          cookie: target.producerCookie,
          origin,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body: UPLOAD_BODY,
      });
      if (check('upload', answer, 201) && answer) {
        const key = /"key":"([0-9a-f-]{36})"/.exec(answer.body)?.[1];
        if (key) result.uploadKeys.push(key);
      }
    },
    checkout,
  };

  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let halfwayFired = false;
  const halfway = setTimeout(
    () => {
      halfwayFired = true;
      options.onHalfway?.();
    },
    (options.seconds * 1000) / 2,
  );
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await handlers[pick()]();
    }),
  );
  clearTimeout(halfway);
  if (!halfwayFired) options.onHalfway?.();
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
