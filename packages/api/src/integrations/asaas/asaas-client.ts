import type { z } from 'zod';
import { AppError } from '../../errors';
import {
  ASAAS_BASE_URLS,
  type AsaasAccount,
  type AsaasBoletoLine,
  type AsaasClientOptions,
  type AsaasCustomer,
  type AsaasCustomerInput,
  type AsaasPage,
  type AsaasPayment,
  type AsaasPaymentFilter,
  type AsaasPaymentInput,
  type AsaasPixQrCode,
  type AsaasTransfer,
  type AsaasTransferInput,
  type AsaasWebhookInput,
  asaasAccountSchema,
  asaasBalanceSchema,
  asaasBoletoLineSchema,
  asaasCustomerSchema,
  asaasErrorBodySchema,
  asaasPageSchema,
  asaasPaymentSchema,
  asaasPixQrCodeSchema,
  asaasTransferSchema,
  asaasWalletsSchema,
  asaasWebhookCreatedSchema,
} from './asaas-schemas';

export { centsToReais, reaisToCents } from './asaas-money';
export {
  ASAAS_BASE_URLS,
  ASAAS_PAYMENT_STATUSES,
  ASAAS_PIX_KEY_TYPES,
  ASAAS_TRANSFER_STATUSES,
  type AsaasAccount,
  type AsaasBillingType,
  type AsaasBoletoLine,
  type AsaasClientOptions,
  type AsaasCustomer,
  type AsaasCustomerInput,
  type AsaasEnvironment,
  type AsaasPage,
  type AsaasPayment,
  type AsaasPaymentFilter,
  type AsaasPaymentInput,
  type AsaasPaymentStatus,
  type AsaasPixKeyType,
  type AsaasPixQrCode,
  type AsaasSplitInput,
  type AsaasTransfer,
  type AsaasTransferInput,
  type AsaasTransferStatus,
  type AsaasWebhookEvent,
  type AsaasWebhookInput,
  asaasWebhookEventSchema,
} from './asaas-schemas';

type Method = 'GET' | 'POST';

interface RequestOptions {
  query?: URLSearchParams;
  body?: Record<string, unknown>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const REJECTION_MESSAGE_LENGTH = 200;

/**
 * A typed client for the Asaas API v3 on the global `fetch`. Every failure is an `AppError`:
 * `asaasUnauthorized` (401/403: a wrong or revoked key), `asaasRejected` (Asaas refused the request, with its
 * first error description in `params.message`), `asaasUnavailable` (network error, timeout, 5xx, 429, or an
 * answer that is not the JSON we expect). The API key is sent only in the `access_token` header and never
 * appears in an error, its message or its cause.
 */
export class AsaasClient {
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: AsaasClientOptions) {
    this.#apiKey = options.apiKey;
    this.#baseUrl = (options.baseUrl ?? ASAAS_BASE_URLS[options.environment]).replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The account the key belongs to. Its `walletId` is read from `/wallets` when `/myAccount` lacks it. */
  async getMyAccount(): Promise<AsaasAccount> {
    const account = await this.#request('GET', '/myAccount', asaasAccountSchema);
    let walletId = account.walletId;
    if (!walletId) {
      const wallets = await this.#request('GET', '/wallets', asaasWalletsSchema);
      walletId = wallets.data[0]?.id;
      if (!walletId) throw unavailable('Asaas answered no wallet for the account');
    }
    return { name: account.name, email: account.email, cpfCnpj: account.cpfCnpj ?? null, walletId };
  }

  /** The available balance, in reais. */
  async getBalance(): Promise<{ balance: number }> {
    return this.#request('GET', '/finance/balance', asaasBalanceSchema);
  }

  async listPayments(filter: AsaasPaymentFilter = {}): Promise<AsaasPage<AsaasPayment>> {
    const query = new URLSearchParams();
    if (filter.startDate) query.set('dateCreated[ge]', filter.startDate);
    if (filter.endDate) query.set('dateCreated[le]', filter.endDate);
    if (filter.status) query.set('status', filter.status);
    if (filter.externalReference) query.set('externalReference', filter.externalReference);
    if (filter.offset !== undefined) query.set('offset', String(filter.offset));
    if (filter.limit !== undefined) query.set('limit', String(filter.limit));
    return this.#request('GET', '/payments', asaasPageSchema(asaasPaymentSchema), { query });
  }

  /** The customer with this CPF/CNPJ, created when Asaas has none (deleted customers are not reused). */
  async findOrCreateCustomer(input: AsaasCustomerInput): Promise<AsaasCustomer> {
    const cpfCnpj = input.cpfCnpj.replace(/\D/g, '');
    const query = new URLSearchParams({ cpfCnpj, limit: '10' });
    const found = await this.#request('GET', '/customers', asaasPageSchema(asaasCustomerSchema), { query });
    const existing = found.data.find((customer) => !customer.deleted);
    if (existing) return existing;
    const body: Record<string, unknown> = { name: input.name, email: input.email, cpfCnpj };
    if (input.mobilePhone) body.mobilePhone = input.mobilePhone.replace(/\D/g, '');
    if (input.externalReference) body.externalReference = input.externalReference;
    return this.#request('POST', '/customers', asaasCustomerSchema, { body });
  }

  async createPayment(input: AsaasPaymentInput): Promise<AsaasPayment> {
    const body: Record<string, unknown> = {
      customer: input.customer,
      billingType: input.billingType,
      value: input.value,
      dueDate: input.dueDate,
      description: input.description,
      externalReference: input.externalReference,
    };
    if (input.split && input.split.length > 0) {
      body.split = input.split.map((entry) => ({ walletId: entry.walletId, fixedValue: entry.fixedValue }));
    }
    return this.#request('POST', '/payments', asaasPaymentSchema, { body });
  }

  async getPayment(id: string): Promise<AsaasPayment> {
    return this.#request('GET', `/payments/${pathId(id)}`, asaasPaymentSchema);
  }

  async getPixQrCode(paymentId: string): Promise<AsaasPixQrCode> {
    return this.#request('GET', `/payments/${pathId(paymentId)}/pixQrCode`, asaasPixQrCodeSchema);
  }

  async getBoletoLine(paymentId: string): Promise<AsaasBoletoLine> {
    return this.#request('GET', `/payments/${pathId(paymentId)}/identificationField`, asaasBoletoLineSchema);
  }

  /** Refunds the payment, wholly or `value` reais of it. */
  async refundPayment(paymentId: string, value?: number): Promise<AsaasPayment> {
    const body: Record<string, unknown> = value === undefined ? {} : { value };
    return this.#request('POST', `/payments/${pathId(paymentId)}/refund`, asaasPaymentSchema, { body });
  }

  /** A PIX transfer out of the account's balance to a PIX key. */
  async createTransfer(input: AsaasTransferInput): Promise<AsaasTransfer> {
    const body = {
      value: input.value,
      operationType: 'PIX',
      pixAddressKey: input.pixAddressKey,
      pixAddressKeyType: input.pixAddressKeyType,
      description: input.description,
      externalReference: input.externalReference,
    };
    return this.#request('POST', '/transfers', asaasTransferSchema, { body });
  }

  async getTransfer(id: string): Promise<AsaasTransfer> {
    return this.#request('GET', `/transfers/${pathId(id)}`, asaasTransferSchema);
  }

  async createWebhook(input: AsaasWebhookInput): Promise<{ id: string }> {
    const body = {
      name: input.name,
      url: input.url,
      email: input.email,
      authToken: input.authToken,
      events: input.events,
      sendType: 'SEQUENTIALLY',
      enabled: true,
      interrupted: false,
      apiVersion: 3,
    };
    return this.#request('POST', '/webhooks', asaasWebhookCreatedSchema, { body });
  }

  async #request<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const query = options.query?.toString();
    const url = `${this.#baseUrl}${path}${query ? `?${query}` : ''}`;
    const what = `${method} ${path}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method,
        headers: { access_token: this.#apiKey, 'Content-Type': 'application/json', 'User-Agent': 'afilia' },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        // A redirect would carry the access_token header to wherever it points.
        redirect: 'error',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw unavailable(`Asaas ${what} failed: ${this.#describe(error)}`);
    }

    if (status === 401 || status === 403) {
      throw new AppError('errors.payments.asaasUnauthorized', {
        cause: new Error(`Asaas answered ${status} to ${what}`),
      });
    }
    if (
      status === 408 ||
      status === 429 ||
      status >= 500 ||
      status < 200 ||
      (status >= 300 && status < 400)
    ) {
      throw unavailable(`Asaas answered ${status} to ${what}`);
    }
    if (status >= 400) {
      const parsed = asaasErrorBodySchema.safeParse(parseJson(text));
      const first = parsed.success ? parsed.data.errors[0] : undefined;
      const message = first ? this.#clean(first.description) : `HTTP ${status}`;
      const code = first?.code ? ` (${this.#clean(first.code)})` : '';
      throw new AppError('errors.payments.asaasRejected', {
        cause: new Error(`Asaas answered ${status}${code} to ${what}`),
        params: { message },
      });
    }

    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').slice(0, 5);
      throw unavailable(`Asaas answered an unexpected body to ${what} (${fields.join(', ')})`);
    }
    return parsed.data;
  }

  /** A failure described by its name, message and the code of its cause, without the API key. */
  #describe(error: unknown): string {
    if (!(error instanceof Error)) return 'unknown error';
    const cause = error.cause;
    const code =
      cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
        ? ` (${cause.code})`
        : '';
    return this.#redact(`${error.name}: ${error.message}${code}`);
  }

  #redact(text: string): string {
    return this.#apiKey.length > 0 ? text.split(this.#apiKey).join('[redacted]') : text;
  }

  /** Asaas' description for a user-facing message: one line, no control characters, at most 200 chars. */
  #clean(text: string): string {
    const oneLine = text
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return Array.from(this.#redact(oneLine)).slice(0, REJECTION_MESSAGE_LENGTH).join('');
  }
}

function unavailable(detail: string): AppError {
  return new AppError('errors.payments.asaasUnavailable', { cause: new Error(detail) });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A path segment from an id: encoded, and never `.`/`..` (which a URL would resolve to another path). */
function pathId(id: string): string {
  if (id === '' || id === '.' || id === '..') {
    throw new AppError('errors.payments.asaasRejected', {
      cause: new Error('Refused an empty or dot-segment Asaas id'),
      params: { message: 'Identificador inválido.' },
    });
  }
  return encodeURIComponent(id);
}
