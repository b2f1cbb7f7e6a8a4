import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asaasRoutes } from './fake-asaas-api';
import { createControls } from './fake-asaas-controls';
import { boletoNumbers, simplePdf } from './fake-asaas-documents';
import {
  type AccountState,
  AsaasHttpError,
  asObject,
  FakeAsaasControlError,
  type FakeAsaasDelivery,
  type FakeAsaasStore,
  findOwned,
  invalid,
  type Json,
  type JsonObject,
  notFound,
  reais,
  renderPayment,
  renderTransfer,
  saoPauloDate,
  text,
  toCents,
  type WebhookState,
} from './fake-asaas-state';
import { createWebhookDispatcher } from './fake-asaas-webhooks';

/**
 * An in-memory fake of the Asaas API v3 for tests and local runs, shaped on Asaas' own answers: accounts keyed
 * by API key (sent in the `access_token` header; an unknown key gets 401 with an empty body), each with its own
 * customers, payments, transfers and webhooks. Pix payments get a BR Code and a QR image, boletos a digitable
 * line and a PDF served by the fake (`/boleto/{id}.pdf`). Control methods stand in for the outside world (the
 * buyer pays, a charge is disputed or deleted, the bank settles a transfer) and deliver Asaas' webhooks (a POST
 * of JSON with the `asaas-access-token` header) to the account's enabled webhooks subscribed to the event;
 * `setPaymentState` sets what `GET /payments/{id}` answers and `sendForgedEvent` posts any body with the real
 * tokens, as the account's owner could. `failNext` injects errors, bodies that are not JSON, and hangs.
 *
 * With `controlEndpoints`, the controls are also HTTP endpoints without auth (for browser tests, see
 * fake-asaas-cli.ts): `GET /__control/health`, `POST /__control/payments/{id}/receive` (body
 * `{ "billingType"? }`), `POST /__control/payments/{id}/overdue`, `POST /__control/payments/{id}/chargeback`,
 * `POST /__control/payments/{id}/delete`, `POST /__control/transfers/{id}/done`,
 * `POST /__control/transfers/{id}/fail` (body `{ "reason"? }`).
 */

export type { FakeAsaasDelivery } from './fake-asaas-state';

export interface FakeAsaasRequest {
  method: string;
  /** The path as sent, still percent-encoded, e.g. `/v3/payments/..%2Fx`. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body (the raw text when it is not JSON), or null. */
  body: unknown;
  accessToken: string | null;
  /** The request's headers, lower-cased (only those with one value). */
  headers: Record<string, string>;
}

export interface FakeAsaasAccountInput {
  apiKey: string;
  name: string;
  email: string;
  walletId: string;
  /** Reais. */
  balance?: number;
  cpfCnpj?: string;
}

export interface FakeAsaasOptions {
  /** Default 0 (any free port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Serve the `/__control/…` endpoints (no auth): for the CLI only. */
  controlEndpoints?: boolean;
  /** The clock; the fake's dates are its São Paulo dates. */
  now?: () => Date;
  webhookTimeoutMs?: number;
}

/** A path prefix below `/v3` (`/payments`; `/v3/payments` works too) or a predicate on the request. */
export type FakeAsaasFailure = string | ((request: FakeAsaasRequest) => boolean);

export type FakeAsaas = Awaited<ReturnType<typeof startFakeAsaas>>;

export async function startFakeAsaas(options: FakeAsaasOptions = {}) {
  const now = options.now ?? (() => new Date());
  const requests: FakeAsaasRequest[] = [];
  const failures: { match: FakeAsaasFailure; status: number | 'hang'; body: string | Json | undefined }[] =
    [];
  const dispatcher = createWebhookDispatcher({ now, timeoutMs: options.webhookTimeoutMs ?? 5000 });
  let origin = '';
  let nossoNumero = 10_000_000;
  const store: FakeAsaasStore = {
    accounts: new Map(),
    wallets: new Map(),
    origin: () => origin,
    now,
    today: () => saoPauloDate(now()),
    nextNossoNumero: () => String(++nossoNumero),
    emit: dispatcher.emit,
    emitInBackground: dispatcher.emitInBackground,
  };
  const routes = asaasRoutes(store);
  const controls = createControls(store);

  function sendJson(res: ServerResponse, status: number, body: Json | undefined) {
    if (body === undefined) {
      res.writeHead(status, { 'content-length': '0' });
      res.end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  async function handleControl(res: ServerResponse, method: string, path: string, body: JsonObject) {
    if (method === 'GET' && path === '/__control/health') return sendJson(res, 200, { ok: true });
    const match =
      /^\/__control\/(payments|transfers)\/([^/]+)\/(receive|overdue|chargeback|delete|done|fail)$/.exec(
        path,
      );
    const action = match ? `${match[1]} ${match[3]}` : '';
    const id = decodeURIComponent(match?.[2] ?? '');
    try {
      let results: FakeAsaasDelivery[];
      if (method === 'POST' && action === 'payments receive') {
        const billingType = text(body.billingType);
        results = await controls.markPaymentReceived(id, billingType ? { billingType } : {});
      } else if (method === 'POST' && action === 'payments overdue') {
        results = await controls.markPaymentOverdue(id);
      } else if (method === 'POST' && action === 'payments chargeback') {
        results = await controls.chargeback(id);
      } else if (method === 'POST' && action === 'payments delete') {
        results = await controls.deletePayment(id);
      } else if (method === 'POST' && action === 'transfers done') {
        results = await controls.completeTransfer(id);
      } else if (method === 'POST' && action === 'transfers fail') {
        results = await controls.failTransfer(id, text(body.reason) ?? 'Chave Pix não encontrada.');
      } else return sendJson(res, 404, { error: 'unknown control endpoint' });
      sendJson(res, 200, {
        deliveries: results.map((d) => ({ event: d.event, status: d.status, url: d.url })),
      });
    } catch (error) {
      if (!(error instanceof FakeAsaasControlError)) throw error;
      sendJson(res, error.status, { error: error.message });
    }
  }

  /** `/boleto/{id}.pdf`, `/i/{id}` (the invoice) and `/comprovantes/{id}` (a transfer receipt), as PDFs. */
  function documentLines(path: string): string[] | null | undefined {
    const boleto = /^\/boleto\/([^/]+)\.pdf$/.exec(path);
    const invoice = /^\/i\/([^/]+)$/.exec(path);
    const receipt = /^\/comprovantes\/([^/]+)$/.exec(path);
    const raw = boleto?.[1] ?? invoice?.[1] ?? receipt?.[1];
    if (raw === undefined) return undefined;
    try {
      const id = decodeURIComponent(raw);
      if (receipt) {
        const { account, item } = findOwned(store, 'transfers', id);
        return [
          'Comprovante de transferencia Pix (Asaas fake)',
          account.name,
          `Valor: R$ ${reais(item.valueCents)}`,
        ];
      }
      const { account, item } = findOwned(store, 'payments', id);
      return [
        boleto ? 'Boleto bancario (Asaas fake)' : 'Fatura (Asaas fake)',
        `Beneficiario: ${account.name}`,
        `Valor: R$ ${reais(item.valueCents).toFixed(2)}`,
        `Vencimento: ${item.dueDate}`,
        `Linha digitavel: ${boletoNumbers(item).identificationField}`,
      ];
    } catch {
      return null;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const queryStart = target.indexOf('?');
    const path = queryStart === -1 ? target : target.slice(0, queryStart);
    const query = new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1));
    let body: unknown = null;
    let badJson = false;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
        badJson = true;
      }
    }
    if (options.controlEndpoints && path.startsWith('/__control/')) {
      return handleControl(res, method, path, asObject(body));
    }

    const header = req.headers.access_token;
    const accessToken = typeof header === 'string' ? header : null;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const request: FakeAsaasRequest = {
      method,
      path,
      query: Object.fromEntries(query),
      body,
      accessToken,
      headers,
    };
    requests.push(request);

    const failureIndex = failures.findIndex((f) =>
      typeof f.match === 'function'
        ? f.match(request)
        : path.startsWith(f.match) || path.startsWith(`/v3${f.match}`),
    );
    const failure = failureIndex === -1 ? undefined : failures.splice(failureIndex, 1)[0];
    if (failure) {
      if (failure.status === 'hang') return; // never answered; close() drops the connection
      if (typeof failure.body === 'string') {
        res.writeHead(failure.status, { 'content-type': 'text/html' });
        res.end(failure.body);
      } else sendJson(res, failure.status, failure.body);
      return;
    }

    const document = method === 'GET' ? documentLines(path) : undefined;
    if (document !== undefined) {
      if (document === null) return sendJson(res, 404, undefined);
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(simplePdf(document));
      return;
    }
    if (!path.startsWith('/v3/')) return sendJson(res, 404, undefined);
    const account = accessToken ? store.accounts.get(accessToken) : undefined;
    if (!account) return sendJson(res, 401, undefined);

    const subPath = path.slice('/v3'.length);
    const route = routes.find((r) => r.method === method && r.pattern.test(subPath));
    try {
      if (!route) throw notFound('Recurso não encontrado.');
      if (badJson) throw invalid('invalid_object', 'O corpo da requisição não é um JSON válido.');
      const match = route.pattern.exec(subPath) ?? [];
      let params: string[];
      try {
        params = match.slice(1).map((p) => decodeURIComponent(p ?? ''));
      } catch {
        throw notFound('Recurso não encontrado.');
      }
      sendJson(res, 200, route.handler({ account, params, query, body: asObject(body) }));
    } catch (error) {
      if (!(error instanceof AsaasHttpError)) throw error;
      sendJson(res, error.status, { errors: [{ code: error.code, description: error.description }] });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        sendJson(res, 500, { errors: [{ code: 'internal', description: String(error) }] });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host =
    options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  function accountOf(apiKey: string): AccountState {
    const account = store.accounts.get(apiKey);
    if (!account) throw new FakeAsaasControlError(404, 'fake Asaas: unknown account');
    return account;
  }

  return {
    /** The API base URL, ending in `/v3`: `AsaasClient`'s `baseUrl`. */
    url: `${origin}/v3`,
    /** `http://host:port`, where the boleto PDFs and receipts are served. */
    origin,
    port,
    requests,
    /** Every webhook delivery made, in order. */
    deliveries: dispatcher.deliveries,
    /** Recorded requests with this method whose (percent-encoded) path matches. */
    requestsTo(method: string, path: string | RegExp) {
      return requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
    clearRequests() {
      requests.length = 0;
    },
    /** A new Asaas account; its `walletId` can then receive splits. */
    addAccount(input: FakeAsaasAccountInput) {
      if (store.accounts.has(input.apiKey))
        throw new Error('fake Asaas: an account already has this API key');
      if (store.wallets.has(input.walletId)) throw new Error(`fake Asaas: wallet ${input.walletId} exists`);
      const account: AccountState = {
        apiKey: input.apiKey,
        name: input.name,
        email: input.email,
        walletId: input.walletId,
        cpfCnpj: (input.cpfCnpj ?? '12345678000195').replace(/\D/g, ''),
        balanceCents: toCents(input.balance ?? 0),
        customers: new Map(),
        payments: new Map(),
        transfers: new Map(),
        webhooks: [],
        lastEvent: null,
      };
      store.accounts.set(account.apiKey, account);
      store.wallets.set(account.walletId, account);
    },
    /** The account's balance in reais. */
    balance(apiKey: string): number {
      return reais(accountOf(apiKey).balanceCents);
    },
    setBalance(apiKey: string, balance: number) {
      accountOf(apiKey).balanceCents = toCents(balance);
    },
    /** Points the account's webhooks at another origin (a test's listening app), keeping their paths. */
    routeWebhooks(apiKey: string, toOrigin: string) {
      for (const hook of accountOf(apiKey).webhooks) hook.url = `${toOrigin}${new URL(hook.url).pathname}`;
    },
    /** Switches the account's webhooks off and on (Asaas unable to reach the app). */
    setWebhooksEnabled(apiKey: string, enabled: boolean) {
      for (const hook of accountOf(apiKey).webhooks) hook.enabled = enabled;
    },
    /** The account's webhooks, auth tokens included. */
    webhooks(apiKey: string): WebhookState[] {
      return accountOf(apiKey).webhooks.map((w) => ({ ...w, events: [...w.events] }));
    },
    /** A payment as the API renders it. */
    payment(paymentId: string): JsonObject {
      return renderPayment(findOwned(store, 'payments', paymentId).item, origin);
    },
    transfer(transferId: string): JsonObject {
      return renderTransfer(findOwned(store, 'transfers', transferId).item);
    },
    /**
     * The next request matching `match` is answered with `status` and `body` (a string is sent as text/html,
     * anything else as JSON, nothing as an empty body) or, with `'hang'`, never answered. One request per call.
     */
    failNext(match: FakeAsaasFailure, status: number | 'hang', body?: string | Json) {
      failures.push({ match, status, body });
    },
    ...controls,
    /** Waits for the events sent in the background (the one after a refund) to be answered. */
    settleDeliveries(): Promise<void> {
      return dispatcher.settle();
    },
    /** Sends the account's last event again, byte for byte (same `id`), as Asaas does on a retry. */
    async redeliverLastEvent(apiKey: string): Promise<FakeAsaasDelivery[]> {
      const sent = await dispatcher.redeliver(accountOf(apiKey));
      if (!sent) throw new FakeAsaasControlError(404, 'fake Asaas: no event to redeliver');
      return sent;
    },
    async close() {
      await dispatcher.settle();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
