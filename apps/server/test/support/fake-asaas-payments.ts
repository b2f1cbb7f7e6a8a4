import { randomUUID } from 'node:crypto';
import { boletoNumbers, pixPayload, qrLikePng } from './fake-asaas-documents';
import {
  type AccountState,
  amount,
  asObject,
  type FakeAsaasStore,
  invalid,
  isIsoDate,
  type JsonObject,
  notFound,
  type PaymentState,
  page,
  type Route,
  randomId,
  reais,
  renderPayment,
  type SplitState,
  text,
  toCents,
} from './fake-asaas-state';

/** The fake's `/payments` endpoints: create (with splits), list, read, Pix QR code, boleto line, refund. */

const BILLING_TYPES = new Set(['PIX', 'BOLETO', 'UNDEFINED']);

export function findPayment(account: AccountState, id: string): PaymentState {
  const payment = account.payments.get(id);
  if (!payment) throw notFound('Cobrança não encontrada.');
  return payment;
}

export function paymentRoutes(store: FakeAsaasStore): Route[] {
  /** Each split must go to another known account's wallet, and all of them leave something to the account. */
  function readSplit(account: AccountState, body: JsonObject, valueCents: number): SplitState[] {
    if (body.split === undefined || body.split === null) return [];
    if (!Array.isArray(body.split)) throw invalid('invalid_split', 'O split informado é inválido.');
    const split = body.split.map((entry): SplitState => {
      const item = asObject(entry);
      const walletId = text(item.walletId);
      if (!walletId || !store.wallets.has(walletId)) {
        throw invalid(
          'invalid_walletId',
          walletId ? `Carteira ${walletId} inexistente.` : 'Carteira inexistente.',
        );
      }
      if (walletId === account.walletId) {
        throw invalid('invalid_walletId', 'Não é permitido split para sua própria carteira.');
      }
      const fixedValue = amount(item.fixedValue);
      if (fixedValue === null || fixedValue <= 0) {
        throw invalid('invalid_fixedValue', 'O valor fixo do split deve ser maior que zero.');
      }
      return { id: randomUUID(), walletId, fixedValueCents: toCents(fixedValue), status: 'PENDING' };
    });
    const total = split.reduce((sum, s) => sum + s.fixedValueCents, 0);
    if (total >= valueCents) {
      throw invalid('invalid_split', 'O valor total do split excede o valor a receber da cobrança.');
    }
    return split;
  }

  function create(account: AccountState, body: JsonObject): JsonObject {
    const customerId = text(body.customer);
    if (!customerId) throw invalid('invalid_customer', 'O cliente deve ser informado.');
    if (!account.customers.has(customerId)) throw invalid('invalid_customer', 'Cliente inexistente.');
    const billingType = text(body.billingType);
    if (!billingType || !BILLING_TYPES.has(billingType)) {
      throw invalid('invalid_billingType', 'Forma de pagamento inválida.');
    }
    const value = amount(body.value);
    if (value === null || value <= 0)
      throw invalid('invalid_value', 'O valor da cobrança deve ser maior que 0.');
    if (!isIsoDate(body.dueDate)) throw invalid('invalid_dueDate', 'A data de vencimento é inválida.');
    if (body.dueDate < store.today()) {
      throw invalid('invalid_dueDate', 'A data de vencimento não pode ser anterior à data atual.');
    }
    const description = text(body.description);
    if (description && description.length > 500) {
      throw invalid('invalid_description', 'A descrição deve ter no máximo 500 caracteres.');
    }
    const valueCents = toCents(value);
    const payment: PaymentState = {
      id: randomId('pay_'),
      customer: customerId,
      billingType,
      valueCents,
      status: 'PENDING',
      description,
      dueDate: body.dueDate,
      dateCreated: store.today(),
      paymentDate: null,
      clientPaymentDate: null,
      externalReference: text(body.externalReference),
      split: readSplit(account, body, valueCents),
      nossoNumero: store.nextNossoNumero(),
      creditedCents: 0,
      refundedCents: 0,
      deleted: false,
    };
    account.payments.set(payment.id, payment);
    return renderPayment(payment, store.origin());
  }

  function list(account: AccountState, query: URLSearchParams): JsonObject {
    const from = query.get('dateCreated[ge]');
    const to = query.get('dateCreated[le]');
    const status = query.get('status');
    const externalReference = query.get('externalReference');
    const customer = query.get('customer');
    const found = [...account.payments.values()].filter(
      (p) =>
        (!from || p.dateCreated >= from) &&
        (!to || p.dateCreated <= to) &&
        (!status || p.status === status) &&
        (!externalReference || p.externalReference === externalReference) &&
        (!customer || p.customer === customer),
    );
    const origin = store.origin();
    return page(
      found.reverse().map((p) => renderPayment(p, origin)),
      query,
    );
  }

  function pixQrCode(account: AccountState, id: string): JsonObject {
    const payment = findPayment(account, id);
    const payload = pixPayload({
      location: `pix-h.asaas.com/qr/cobv/${payment.id}`,
      amount: reais(payment.valueCents),
      merchant: account.name,
      city: 'Joinville',
    });
    return {
      success: true,
      encodedImage: qrLikePng(payload),
      payload,
      expirationDate: `${payment.dueDate} 23:59:59`,
    };
  }

  function identificationField(account: AccountState, id: string): JsonObject {
    const payment = findPayment(account, id);
    if (payment.billingType !== 'BOLETO' && payment.billingType !== 'UNDEFINED') {
      throw invalid('invalid_billingType', 'Esta cobrança não é um boleto.');
    }
    return { ...boletoNumbers(payment), nossoNumero: payment.nossoNumero };
  }

  /**
   * A full refund (no `value`, or all that is left) takes back the account's share and each split, and the
   * payment becomes REFUNDED; a partial one takes `value` from the account's share only. The account needs
   * the balance for it. The webhook event follows without the answer waiting for it.
   */
  function refund(account: AccountState, id: string, body: JsonObject): JsonObject {
    const payment = findPayment(account, id);
    if (payment.status !== 'RECEIVED' && payment.status !== 'CONFIRMED') {
      throw invalid('invalid_action', 'Só é possível estornar cobranças recebidas ou confirmadas.');
    }
    const remaining = payment.valueCents - payment.refundedCents;
    const requested = body.value === undefined || body.value === null ? null : amount(body.value);
    if (requested !== null && requested <= 0) throw invalid('invalid_value', 'Valor de estorno inválido.');
    const cents = requested === null ? remaining : toCents(requested);
    if (cents > remaining) throw invalid('invalid_value', 'O valor do estorno excede o valor da cobrança.');
    const full = cents === remaining;
    const ownShareLeft = payment.creditedCents - payment.refundedCents;
    if (payment.status === 'RECEIVED') {
      const ownDebit = full ? ownShareLeft : cents;
      if (!full && cents > ownShareLeft) {
        throw invalid('invalid_value', 'O valor do estorno excede o valor disponível para estorno.');
      }
      if (account.balanceCents < ownDebit) throw invalid('insufficient_balance', 'Saldo insuficiente.');
      account.balanceCents -= ownDebit;
      if (full) {
        for (const s of payment.split) {
          const receiver = store.wallets.get(s.walletId);
          if (receiver && s.status === 'DONE') receiver.balanceCents -= s.fixedValueCents;
          s.status = 'REFUNDED';
        }
      }
    }
    payment.refundedCents += cents;
    if (full) payment.status = 'REFUNDED';
    const rendered = renderPayment(payment, store.origin());
    store.emitInBackground(account, full ? 'PAYMENT_REFUNDED' : 'PAYMENT_PARTIALLY_REFUNDED', {
      payment: rendered,
    });
    return rendered;
  }

  const id = (params: string[]) => params[0] ?? '';
  return [
    { method: 'GET', pattern: /^\/payments\/?$/, handler: (c) => list(c.account, c.query) },
    { method: 'POST', pattern: /^\/payments\/?$/, handler: (c) => create(c.account, c.body) },
    {
      method: 'GET',
      pattern: /^\/payments\/([^/]+)$/,
      handler: (c) => renderPayment(findPayment(c.account, id(c.params)), store.origin()),
    },
    {
      method: 'GET',
      pattern: /^\/payments\/([^/]+)\/pixQrCode$/,
      handler: (c) => pixQrCode(c.account, id(c.params)),
    },
    {
      method: 'GET',
      pattern: /^\/payments\/([^/]+)\/identificationField$/,
      handler: (c) => identificationField(c.account, id(c.params)),
    },
    {
      method: 'POST',
      pattern: /^\/payments\/([^/]+)\/refund$/,
      handler: (c) => refund(c.account, id(c.params), c.body),
    },
  ];
}
