import {
  FakeAsaasControlError,
  type FakeAsaasDelivery,
  type FakeAsaasStore,
  findOwned,
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
