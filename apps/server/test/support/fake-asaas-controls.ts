import {
  type EventObject,
  FakeAsaasControlError,
  type FakeAsaasDelivery,
  type FakeAsaasStore,
  findOwned,
  type JsonObject,
  renderPayment,
  renderTransfer,
} from './fake-asaas-state';

/**
 * What happens outside the API in real Asaas (the buyer pays, a due date passes, the bank settles or refuses a
 * transfer), each followed by the webhook events Asaas sends. Each returns the deliveries it made.
 */
export function createControls(store: FakeAsaasStore) {
  const wrongState = (what: string) => new FakeAsaasControlError(409, `fake Asaas: ${what}`);

  return {
    /**
     * The buyer pays: PENDING/OVERDUE (or CONFIRMED) → RECEIVED with today's `paymentDate`, crediting the
     * account with the value minus the splits and each split's wallet (when it is a known account) with its
     * part, then `PAYMENT_RECEIVED`. With `confirmFirst` (the default for CREDIT_CARD) it goes through
     * CONFIRMED with a `PAYMENT_CONFIRMED` first. `billingType` is how the buyer actually paid (an UNDEFINED
     * charge paid by Pix becomes PIX).
     */
    async markPaymentReceived(
      paymentId: string,
      options: { billingType?: string; confirmFirst?: boolean } = {},
    ): Promise<FakeAsaasDelivery[]> {
      const { account, item: payment } = findOwned(store, 'payments', paymentId);
      if (!['PENDING', 'OVERDUE', 'CONFIRMED'].includes(payment.status)) {
        throw wrongState(`payment ${paymentId} is ${payment.status}, it cannot be received`);
      }
      if (options.billingType) payment.billingType = options.billingType;
      const results: FakeAsaasDelivery[] = [];
      payment.paymentDate = store.today();
      payment.clientPaymentDate = store.today();
      const confirmFirst = options.confirmFirst ?? payment.billingType === 'CREDIT_CARD';
      if (confirmFirst && payment.status !== 'CONFIRMED') {
        payment.status = 'CONFIRMED';
        const rendered = renderPayment(payment, store.origin());
        results.push(...(await store.emit(account, 'PAYMENT_CONFIRMED', { payment: rendered })));
      }
      payment.status = 'RECEIVED';
      let splitCents = 0;
      for (const split of payment.split) {
        splitCents += split.fixedValueCents;
        const receiver = store.wallets.get(split.walletId);
        if (receiver) receiver.balanceCents += split.fixedValueCents;
        split.status = 'DONE';
      }
      payment.creditedCents = payment.valueCents - splitCents;
      account.balanceCents += payment.creditedCents;
      const rendered = renderPayment(payment, store.origin());
      results.push(...(await store.emit(account, 'PAYMENT_RECEIVED', { payment: rendered })));
      return results;
    },

    /** The due date passes unpaid: PENDING → OVERDUE, then `PAYMENT_OVERDUE`. */
    async markPaymentOverdue(paymentId: string): Promise<FakeAsaasDelivery[]> {
      const { account, item: payment } = findOwned(store, 'payments', paymentId);
      if (payment.status !== 'PENDING') throw wrongState(`payment ${paymentId} is ${payment.status}`);
      payment.status = 'OVERDUE';
      return store.emit(account, 'PAYMENT_OVERDUE', { payment: renderPayment(payment, store.origin()) });
    },

    /**
     * The buyer's card issuer or bank disputes a received payment: CHARGEBACK_REQUESTED, then
     * `PAYMENT_CHARGEBACK_REQUESTED`.
     */
    async chargeback(paymentId: string): Promise<FakeAsaasDelivery[]> {
      const { account, item: payment } = findOwned(store, 'payments', paymentId);
      if (payment.status !== 'RECEIVED' && payment.status !== 'CONFIRMED') {
        throw wrongState(`payment ${paymentId} is ${payment.status}, it cannot be charged back`);
      }
      payment.status = 'CHARGEBACK_REQUESTED';
      return store.emit(account, 'PAYMENT_CHARGEBACK_REQUESTED', {
        payment: renderPayment(payment, store.origin()),
      });
    },

    /** The account removes an unpaid charge: `deleted: true` (Asaas still answers it), then `PAYMENT_DELETED`. */
    async deletePayment(paymentId: string): Promise<FakeAsaasDelivery[]> {
      const { account, item: payment } = findOwned(store, 'payments', paymentId);
      if (payment.status !== 'PENDING' && payment.status !== 'OVERDUE') {
        throw wrongState(`payment ${paymentId} is ${payment.status}, it cannot be deleted`);
      }
      payment.deleted = true;
      return store.emit(account, 'PAYMENT_DELETED', { payment: renderPayment(payment, store.origin()) });
    },

    /**
     * Sets what `GET /payments/{id}` answers (its status, and optionally `deleted`) without any event or
     * balance change: the provider's truth a test wants the app to find when it asks.
     */
    setPaymentState(paymentId: string, state: { status?: string; deleted?: boolean }): JsonObject {
      const { item: payment } = findOwned(store, 'payments', paymentId);
      if (state.status !== undefined) payment.status = state.status;
      if (state.deleted !== undefined) payment.deleted = state.deleted;
      return renderPayment(payment, store.origin());
    },

    /**
     * Delivers an event with any body to the account's webhooks, with their real tokens: what someone who
     * knows a webhook's token (the account's owner, who can read it in Asaas) can post. `object` is sent as
     * given, whatever Asaas says about the payment or transfer it names.
     */
    async sendForgedEvent(apiKey: string, event: string, object: EventObject): Promise<FakeAsaasDelivery[]> {
      const account = store.accounts.get(apiKey);
      if (!account) throw new FakeAsaasControlError(404, 'fake Asaas: unknown account');
      return store.emit(account, event, object);
    },

    /** The bank settles a transfer: DONE with a receipt, then `TRANSFER_DONE`. */
    async completeTransfer(transferId: string): Promise<FakeAsaasDelivery[]> {
      const { account, item: transfer } = findOwned(store, 'transfers', transferId);
      if (transfer.status !== 'PENDING' && transfer.status !== 'BANK_PROCESSING') {
        throw wrongState(`transfer ${transferId} is ${transfer.status}`);
      }
      transfer.status = 'DONE';
      transfer.effectiveDate = store.today();
      transfer.transactionReceiptUrl = `${store.origin()}/comprovantes/${transfer.id}`;
      return store.emit(account, 'TRANSFER_DONE', { transfer: renderTransfer(transfer) });
    },

    /** The bank refuses a transfer: FAILED with the reason, the value back in the balance, `TRANSFER_FAILED`. */
    async failTransfer(transferId: string, reason: string): Promise<FakeAsaasDelivery[]> {
      const { account, item: transfer } = findOwned(store, 'transfers', transferId);
      if (transfer.status !== 'PENDING' && transfer.status !== 'BANK_PROCESSING') {
        throw wrongState(`transfer ${transferId} is ${transfer.status}`);
      }
      transfer.status = 'FAILED';
      transfer.failReason = reason;
      account.balanceCents += transfer.valueCents;
      return store.emit(account, 'TRANSFER_FAILED', { transfer: renderTransfer(transfer) });
    },
  };
}
