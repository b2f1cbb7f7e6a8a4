import { randomUUID } from 'node:crypto';
import { paymentRoutes } from './fake-asaas-payments';
import {
  type AccountState,
  amount,
  type CustomerState,
  type FakeAsaasStore,
  invalid,
  type JsonObject,
  notFound,
  page,
  type Route,
  randomId,
  reais,
  renderCustomer,
  renderTransfer,
  renderWebhook,
  type TransferState,
  text,
  toCents,
  type WebhookState,
} from './fake-asaas-state';

/**
 * The fake's Asaas API v3 routes, below `/v3`: the account (`/myAccount`, `/wallets`, `/finance/balance`),
 * `/customers`, `/payments` (fake-asaas-payments.ts), `/transfers` and `/webhooks`.
 */

const PIX_KEY_TYPES = new Set(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP']);

export function asaasRoutes(store: FakeAsaasStore): Route[] {
  function findCustomer(account: AccountState, id: string): CustomerState {
    const customer = account.customers.get(id);
    if (!customer) throw notFound('Cliente não encontrado.');
    return customer;
  }

  function findTransfer(account: AccountState, id: string): TransferState {
    const transfer = account.transfers.get(id);
    if (!transfer) throw notFound('Transferência não encontrada.');
    return transfer;
  }

  function createCustomer(account: AccountState, body: JsonObject): JsonObject {
    const name = text(body.name);
    if (!name) throw invalid('invalid_name', 'O nome do cliente deve ser informado.');
    const cpfCnpj = (text(body.cpfCnpj) ?? '').replace(/\D/g, '');
    if (cpfCnpj.length !== 11 && cpfCnpj.length !== 14) {
      throw invalid('invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
    }
    const customer: CustomerState = {
      id: randomId('cus_', 12),
      name,
      email: text(body.email),
      cpfCnpj,
      mobilePhone: text(body.mobilePhone),
      externalReference: text(body.externalReference),
      dateCreated: store.today(),
    };
    account.customers.set(customer.id, customer);
    return renderCustomer(customer);
  }

  function listCustomers(account: AccountState, query: URLSearchParams): JsonObject {
    const cpfCnpj = query.get('cpfCnpj')?.replace(/\D/g, '');
    const email = query.get('email');
    const externalReference = query.get('externalReference');
    const found = [...account.customers.values()].filter(
      (c) =>
        (!cpfCnpj || c.cpfCnpj === cpfCnpj) &&
        (!email || c.email === email) &&
        (!externalReference || c.externalReference === externalReference),
    );
    return page(found.reverse().map(renderCustomer), query);
  }

  /** A Pix transfer out of the balance: debited at once, PENDING until the bank settles or refuses it. */
  function createTransfer(account: AccountState, body: JsonObject): JsonObject {
    const value = amount(body.value);
    if (value === null || value <= 0) throw invalid('invalid_value', 'O valor da transferência é inválido.');
    const pixAddressKey = text(body.pixAddressKey);
    if (!pixAddressKey) throw invalid('invalid_pixAddressKey', 'A chave Pix deve ser informada.');
    const keyType = text(body.pixAddressKeyType);
    if (keyType && !PIX_KEY_TYPES.has(keyType)) {
      throw invalid('invalid_pixAddressKeyType', 'Tipo de chave Pix inválido.');
    }
    const valueCents = toCents(value);
    if (valueCents > account.balanceCents) throw invalid('insufficient_balance', 'Saldo insuficiente.');
    account.balanceCents -= valueCents;
    const transfer: TransferState = {
      id: randomUUID(),
      valueCents,
      status: 'PENDING',
      failReason: null,
      description: text(body.description),
      externalReference: text(body.externalReference),
      pixAddressKey,
      pixAddressKeyType: keyType,
      dateCreated: store.today(),
      effectiveDate: null,
      transactionReceiptUrl: null,
    };
    account.transfers.set(transfer.id, transfer);
    return renderTransfer(transfer);
  }

  function createWebhook(account: AccountState, body: JsonObject): JsonObject {
    const name = text(body.name);
    if (!name) throw invalid('invalid_name', 'O nome do webhook deve ser informado.');
    const url = text(body.url);
    let protocol: string | null = null;
    try {
      protocol = url ? new URL(url).protocol : null;
    } catch {
      protocol = null;
    }
    if (!url || (protocol !== 'http:' && protocol !== 'https:')) {
      throw invalid('invalid_url', 'A URL informada é inválida.');
    }
    const events = Array.isArray(body.events) ? body.events.filter((e) => typeof e === 'string') : [];
    if (events.length === 0) throw invalid('invalid_events', 'Informe ao menos um evento.');
    const sendType = text(body.sendType) ?? 'SEQUENTIALLY';
    if (sendType !== 'SEQUENTIALLY' && sendType !== 'NON_SEQUENTIALLY') {
      throw invalid('invalid_sendType', 'Tipo de envio inválido.');
    }
    const webhook: WebhookState = {
      id: randomUUID(),
      name,
      url,
      email: text(body.email),
      authToken: text(body.authToken),
      events,
      enabled: body.enabled !== false,
      interrupted: body.interrupted === true,
      sendType,
      apiVersion: 3,
    };
    account.webhooks.push(webhook);
    return renderWebhook(webhook);
  }

  const id = (params: string[]) => params[0] ?? '';
  return [
    {
      method: 'GET',
      pattern: /^\/myAccount\/?$/,
      handler: ({ account: a }) => ({
        object: 'account',
        name: a.name,
        email: a.email,
        loginEmail: a.email,
        cpfCnpj: a.cpfCnpj,
        personType: a.cpfCnpj.length === 14 ? 'JURIDICA' : 'FISICA',
        walletId: a.walletId,
      }),
    },
    {
      method: 'GET',
      pattern: /^\/wallets\/?$/,
      handler: ({ account: a, query }) => page([{ object: 'wallet', id: a.walletId }], query),
    },
    {
      method: 'GET',
      pattern: /^\/finance\/balance\/?$/,
      handler: ({ account: a }) => ({ balance: reais(a.balanceCents) }),
    },
    { method: 'GET', pattern: /^\/customers\/?$/, handler: (c) => listCustomers(c.account, c.query) },
    { method: 'POST', pattern: /^\/customers\/?$/, handler: (c) => createCustomer(c.account, c.body) },
    {
      method: 'GET',
      pattern: /^\/customers\/([^/]+)$/,
      handler: (c) => renderCustomer(findCustomer(c.account, id(c.params))),
    },
    ...paymentRoutes(store),
    { method: 'POST', pattern: /^\/transfers\/?$/, handler: (c) => createTransfer(c.account, c.body) },
    {
      method: 'GET',
      pattern: /^\/transfers\/([^/]+)$/,
      handler: (c) => renderTransfer(findTransfer(c.account, id(c.params))),
    },
    { method: 'POST', pattern: /^\/webhooks\/?$/, handler: (c) => createWebhook(c.account, c.body) },
    {
      method: 'GET',
      pattern: /^\/webhooks\/?$/,
      handler: (c) => page(c.account.webhooks.map(renderWebhook), c.query),
    },
  ];
}
