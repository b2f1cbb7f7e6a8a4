import type { DbOrTx } from '@afilia/db';

/** One charged plan payment, as its invoice email tells it. */
export interface PlanPayment {
  userId: string;
  /**
   * The payment history's 'plan' entry that records it: a test_mode_charges row (test mode) or a
   * plan_invoices row (Stripe). Its PDF receipt is attached.
   */
  entryId: string;
  planName: string;
  amountCents: number;
  /** The period the payment covers. */
  periodStart: Date;
  periodEnd: Date;
  card: { brand: string; last4: string } | null;
}

/**
 * Writes the invoice email of a plan payment (amount, period, card, and the PDF receipt attached) to the
 * outbox in the caller's transaction, and answers its id (null when the user cannot be emailed). The plan
 * services take it as a dependency: the email's receipt is built by the payment history
 * (services/payment-history/plan-invoice-email.ts), which the plan services cannot import without closing
 * an import cycle through the ledger.
 */
export interface PlanInvoiceEmails {
  enqueue(tx: DbOrTx, payment: PlanPayment, now: Date): Promise<string | null>;
}
