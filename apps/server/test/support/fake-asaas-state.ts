import { randomBytes } from 'node:crypto';
import { businessDateTime, businessDay } from '@afilia/validators';

/**
 * The in-memory state of the fake Asaas (one set of customers, payments, transfers and webhooks per account)
 * and how it is rendered as Asaas' JSON. Money is kept in integer cents and rendered in reais.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface CustomerState {
  id: string;
  name: string;
  email: string | null;
  cpfCnpj: string;
  mobilePhone: string | null;
  externalReference: string | null;
  dateCreated: string;
}

export interface SplitState {
  id: string;
  walletId: string;
  fixedValueCents: number;
  status: 'PENDING' | 'DONE' | 'REFUNDED';
}

export interface PaymentState {
  id: string;
  customer: string;
  billingType: string;
  valueCents: number;
  status: string;
  description: string | null;
  dueDate: string;
  dateCreated: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  externalReference: string | null;
  split: SplitState[];
  nossoNumero: string;
  /** What the account itself received (value minus splits) and gave back so far. */
  creditedCents: number;
  refundedCents: number;
  /** Removed by the account (Asaas keeps answering it, with `deleted: true`). */
  deleted: boolean;
}

export interface TransferState {
  id: string;
  valueCents: number;
  status: 'PENDING' | 'BANK_PROCESSING' | 'DONE' | 'CANCELLED' | 'FAILED';
  failReason: string | null;
  description: string | null;
  externalReference: string | null;
  pixAddressKey: string;
  pixAddressKeyType: string | null;
  dateCreated: string;
  effectiveDate: string | null;
  transactionReceiptUrl: string | null;
}

export interface WebhookState {
  id: string;
  name: string;
  url: string;
  email: string | null;
  authToken: string | null;
  events: string[];
  enabled: boolean;
  interrupted: boolean;
  sendType: string;
  apiVersion: number;
}

export interface AccountState {
  apiKey: string;
  name: string;
  email: string;
  walletId: string;
  cpfCnpj: string;
  balanceCents: number;
  customers: Map<string, CustomerState>;
  payments: Map<string, PaymentState>;
  transfers: Map<string, TransferState>;
  webhooks: WebhookState[];
  lastEvent: { eventId: string; event: string; body: string } | null;
}

export interface FakeAsaasDelivery {
  webhookId: string;
  url: string;
  event: string;
  eventId: string;
  /** The webhook's HTTP answer, or null when it could not be reached. */
  status: number | null;
  error: string | null;
  body: string;
}

export type EventObject = { payment?: JsonObject; transfer?: JsonObject };

/** What the API handlers and the controls share. */
export interface FakeAsaasStore {
  accounts: Map<string, AccountState>;
  /** Accounts by wallet id, for splits. */
  wallets: Map<string, AccountState>;
  /** `http://host:port`, known once the server listens. */
  origin(): string;
  now(): Date;
  /** Today in São Paulo, `yyyy-MM-dd`. */
  today(): string;
  nextNossoNumero(): string;
  /** Sends an event to the account's webhooks that want it and waits for the answers. */
  emit(account: AccountState, event: string, object: EventObject): Promise<FakeAsaasDelivery[]>;
  /** Sends an event without waiting (as Asaas does after an API call). */
  emitInBackground(account: AccountState, event: string, object: EventObject): void;
}

export type RouteContext = {
  account: AccountState;
  params: string[];
  query: URLSearchParams;
  body: JsonObject;
};
export type Route = { method: string; pattern: RegExp; handler: (ctx: RouteContext) => Json };

/** A control call on something unknown (404) or in the wrong state (409). */
export class FakeAsaasControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The payment or transfer with this id, in whichever account holds it. */
export function findOwned<K extends 'payments' | 'transfers'>(
  store: FakeAsaasStore,
  kind: K,
  id: string,
): { account: AccountState; item: K extends 'payments' ? PaymentState : TransferState } {
  for (const account of store.accounts.values()) {
    const item = account[kind].get(id);
    if (item) return { account, item: item as K extends 'payments' ? PaymentState : TransferState };
  }
  throw new FakeAsaasControlError(404, `fake Asaas: no ${kind.slice(0, -1)} ${id}`);
}

/** An Asaas error answer: `{ "errors": [{ "code", "description" }] }` with this status. */
export class AsaasHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const invalid = (code: string, description: string) => new AsaasHttpError(400, code, description);
export const notFound = (description: string) => new AsaasHttpError(404, 'not_found', description);

export const text = (value: Json | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A number, or a numeric string, as Asaas accepts both. */
export const amount = (value: Json | undefined): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

export const asObject = (value: unknown): JsonObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};

export const reais = (cents: number) => Math.round(cents) / 100;
export const toCents = (value: number) => Math.round(value * 100);

export const randomId = (prefix: string, length = 16) =>
  `${prefix}${randomBytes(length).toString('hex').slice(0, length)}`;

/** `yyyy-MM-dd HH:mm:ss` in São Paulo, as Asaas writes dates and times. */
export const saoPauloDateTime = (date: Date) => businessDateTime(date);

/** `yyyy-MM-dd` in São Paulo, as Asaas writes dates. */
export const saoPauloDate = (date: Date) => businessDay(date);

export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

export function renderCustomer(c: CustomerState): JsonObject {
  return {
    object: 'customer',
    id: c.id,
    dateCreated: c.dateCreated,
    name: c.name,
    email: c.email,
    cpfCnpj: c.cpfCnpj,
    personType: c.cpfCnpj.length === 14 ? 'JURIDICA' : 'FISICA',
    mobilePhone: c.mobilePhone,
    externalReference: c.externalReference,
    notificationDisabled: false,
    deleted: false,
  };
}

export function renderPayment(p: PaymentState, origin: string): JsonObject {
  const boleto = p.billingType === 'BOLETO' || p.billingType === 'UNDEFINED';
  const rendered: JsonObject = {
    object: 'payment',
    id: p.id,
    dateCreated: p.dateCreated,
    customer: p.customer,
    value: reais(p.valueCents),
    // The fake charges no fee, so the net value is the whole value (splits are paid out of it).
    netValue: reais(p.valueCents),
    originalValue: null,
    description: p.description,
    billingType: p.billingType,
    status: p.status,
    dueDate: p.dueDate,
    originalDueDate: p.dueDate,
    paymentDate: p.paymentDate,
    clientPaymentDate: p.clientPaymentDate,
    invoiceUrl: `${origin}/i/${p.id}`,
    invoiceNumber: p.nossoNumero,
    bankSlipUrl: boleto ? `${origin}/boleto/${p.id}.pdf` : null,
    externalReference: p.externalReference,
    deleted: p.deleted,
    anticipated: false,
  };
  if (p.split.length > 0) {
    rendered.split = p.split.map((s) => ({
      id: s.id,
      walletId: s.walletId,
      fixedValue: reais(s.fixedValueCents),
      percentualValue: null,
      totalValue: reais(s.fixedValueCents),
      status: s.status,
    }));
  }
  return rendered;
}

export function renderTransfer(t: TransferState): JsonObject {
  return {
    object: 'transfer',
    id: t.id,
    type: 'PIX',
    operationType: 'PIX',
    dateCreated: t.dateCreated,
    value: reais(t.valueCents),
    netValue: reais(t.valueCents),
    transferFee: 0,
    status: t.status,
    failReason: t.failReason,
    effectiveDate: t.effectiveDate,
    scheduleDate: t.dateCreated,
    authorized: true,
    transactionReceiptUrl: t.transactionReceiptUrl,
    externalReference: t.externalReference,
    description: t.description,
    bankAccount: { pixAddressKey: t.pixAddressKey, pixAddressKeyType: t.pixAddressKeyType },
  };
}

/** A webhook as `GET /webhooks` shows it: the auth token is never sent back. */
export function renderWebhook(w: WebhookState): JsonObject {
  return {
    object: 'webhook',
    id: w.id,
    name: w.name,
    url: w.url,
    email: w.email,
    enabled: w.enabled,
    interrupted: w.interrupted,
    apiVersion: w.apiVersion,
    sendType: w.sendType,
    hasAuthToken: w.authToken !== null,
    events: w.events,
  };
}

/** Asaas' list envelope, with its `offset`/`limit` (default 10, at most 100). */
export function page(items: JsonObject[], query: URLSearchParams): JsonObject {
  const offset = Math.max(0, Number.parseInt(query.get('offset') ?? '0', 10) || 0);
  const limit = Math.min(100, Math.max(1, Number.parseInt(query.get('limit') ?? '10', 10) || 10));
  const data = items.slice(offset, offset + limit);
  return {
    object: 'list',
    hasMore: offset + data.length < items.length,
    totalCount: items.length,
    limit,
    offset,
    data,
  };
}
