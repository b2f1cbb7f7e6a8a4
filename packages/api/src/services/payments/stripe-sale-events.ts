import { and, type Database, type DbOrTx, eq, isNull, processedWebhookEvents, sales } from '@afilia/db';
import { z } from 'zod';
import type { StripeEvent, StripePaymentIntent } from '../../integrations/payments/stripe-client';
import { declineOf } from '../../integrations/payments/stripe-product-payments';
import { confirmSalePaid, type SalePayment } from '../ledger/confirm-sale';
import { reverseSale, type SaleReversal } from '../ledger/reverse-sale';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import { markSaleFailed } from '../ledger/sale-failure';
import type { StripeWebhookResult } from '../plans/stripe-webhooks';

export interface StripeSaleEventDeps extends SaleEffectsDeps {
  db: Database;
}

/** Which sale an event is about: our id in the PaymentIntent's metadata, and the PaymentIntent itself. */
export interface SaleRef {
  saleId: string | null;
  paymentIntentId: string | null;
}

/** What an event asks of a sale. */
export type StripeSaleChange =
  | { kind: 'paid'; ref: SaleRef; amountCents: number; currency: string; payment: SalePayment }
  | { kind: 'failed'; ref: SaleRef; failureCode: string; at: Date }
  | { kind: 'reversed'; ref: SaleRef; reversal: SaleReversal; at: Date };

const SALE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
]);

export function isStripeSaleEvent(event: StripeEvent): boolean {
  return SALE_EVENT_TYPES.has(event.type);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Applies one verified event of the platform's own Stripe account (signed with the platform's secret, so its
 * body is Stripe's word) about a product sale: `payment_intent.succeeded` confirms it (3-D Secure finished, or
 * the webhook racing the checkout's own answer), `payment_intent.payment_failed` marks it failed, a full
 * `charge.refunded` refunds it and `charge.dispute.created` charges it back. A producer's own account is
 * another matter: see services/payments/producer-stripe-webhook.ts.
 */
export async function handleStripeSaleEvent(
  deps: StripeSaleEventDeps,
  event: StripeEvent,
  now = new Date(),
): Promise<StripeWebhookResult> {
  return applyStripeSaleChange(deps, event, saleChangeOf(event), null, now);
}

/**
 * Applies a change to the sale it names, for the event that brought it. The event id is stored in
 * processed_webhook_events in the same transaction as the change, so a redelivery is a no-op; the sale
 * functions move only pending → paid|failed and paid → reversed, so a late success cannot revive a reversed
 * sale. A refund or dispute that overtakes the success of its own payment (the sale still pending) is left
 * unrecorded and answered `deferred`: Stripe delivers it again later, once the sale is paid. Emails go out
 * after the commit.
 */
export async function applyStripeSaleChange(
  deps: StripeSaleEventDeps,
  event: Pick<StripeEvent, 'id' | 'type'>,
  change: StripeSaleChange | null,
  /** The producer's own Stripe account the change came from; null for the platform's account. */
  connectionId: string | null,
  now: Date,
): Promise<StripeWebhookResult> {
  const base = { eventId: event.id, type: event.type, subscriptionId: null };
  if (!change) return { ...base, outcome: 'ignored', saleId: null };
  const { result, emailIds } = await deps.db.transaction(async (tx) => {
    const sale = await findSale(tx, change.ref, connectionId);
    if (sale && change.kind === 'reversed' && sale.status === 'pending')
      return { result: { ...base, outcome: 'deferred' as const, saleId: sale.id }, emailIds: [] };

    const inserted = await tx
      .insert(processedWebhookEvents)
      // A producer's events are recorded under their connection, so no account can spend another's event ids.
      .values({
        id: connectionId ? `stripe:${connectionId}:${event.id}` : event.id,
        provider: 'stripe',
        type: event.type,
        processedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (inserted.length === 0)
      return { result: { ...base, outcome: 'duplicate' as const, saleId: sale?.id ?? null }, emailIds: [] };
    if (!sale) return { result: { ...base, outcome: 'ignored' as const, saleId: null }, emailIds: [] };

    const applied = await apply(tx, deps, sale, change);
    return {
      result: {
        ...base,
        outcome: applied.changed ? ('applied' as const) : ('recorded' as const),
        saleId: sale.id,
      },
      emailIds: applied.emailIds,
    };
  });
  if (emailIds.length > 0) await deps.mail.deliver(deps.db, emailIds);
  return result;
}

type SaleRow = Pick<
  typeof sales.$inferSelect,
  'id' | 'status' | 'amountCents' | 'currency' | 'providerPaymentId'
>;

async function apply(
  tx: DbOrTx,
  deps: SaleEffectsDeps,
  sale: SaleRow,
  change: StripeSaleChange,
): Promise<{ changed: boolean; emailIds: string[] }> {
  switch (change.kind) {
    case 'paid': {
      // Signed by Stripe, but a payment for another amount is not this sale's price: never confirm it.
      if (change.amountCents !== sale.amountCents || change.currency !== sale.currency.toLowerCase())
        return { changed: false, emailIds: [] };
      const { confirmed, emailIds } = await confirmSalePaid(tx, deps, sale.id, change.payment);
      return { changed: confirmed, emailIds };
    }
    case 'failed':
      return { changed: await markSaleFailed(tx, sale.id, change.failureCode, change.at), emailIds: [] };
    case 'reversed': {
      const { reversed, emailIds } = await reverseSale(tx, deps, sale.id, change.reversal, change.at);
      return { changed: reversed, emailIds };
    }
  }
}

/** A PaymentIntent's metadata and id: the sale it pays. */
function refOf(intent: StripePaymentIntent): SaleRef {
  return { saleId: intent.metadata?.saleId ?? null, paymentIntentId: intent.id };
}

/** A succeeded PaymentIntent as the payment of its sale, paid at `at`. */
export function paidChangeOf(intent: StripePaymentIntent, at: Date): StripeSaleChange {
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  const payment: SalePayment = { paidAt: at, providerPaymentId: intent.id };
  // Only the first sale of a recurring product keeps the card (its PaymentIntent sets it up off-session);
  // a renewal is charged with the card already kept.
  if (intent.setup_future_usage === 'off_session' && customerId && paymentMethodId)
    payment.recurring = {
      providerCustomerId: customerId,
      providerPaymentMethodId: paymentMethodId,
      testCardOutcome: null,
    };
  return { kind: 'paid', ref: refOf(intent), amountCents: intent.amount, currency: intent.currency, payment };
}

/** A declined PaymentIntent as the failure of its sale, failed at `at`. */
export function failedChangeOf(intent: StripePaymentIntent, at: Date): StripeSaleChange {
  return { kind: 'failed', ref: refOf(intent), failureCode: declineOf(intent).code, at };
}

/** What the event asks of a sale, or null when it asks nothing (another type, a partial refund). */
export function saleChangeOf(event: StripeEvent): StripeSaleChange | null {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paidChangeOf(event.data.object, at);
    case 'payment_intent.payment_failed':
      return failedChangeOf(event.data.object, at);
    case 'charge.refunded': {
      const charge = event.data.object;
      // Sales are refunded whole; a partial refund made in Stripe's dashboard changes nothing here.
      if (!charge.refunded) return null;
      return {
        kind: 'reversed',
        ref: { saleId: charge.metadata?.saleId ?? null, paymentIntentId: idOf(charge.payment_intent) },
        reversal: 'refunded',
        at,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        kind: 'reversed',
        ref: { saleId: null, paymentIntentId: idOf(dispute.payment_intent) },
        reversal: 'chargeback',
        at,
      };
    }
    default:
      return null;
  }
}

const saleColumns = {
  id: sales.id,
  status: sales.status,
  amountCents: sales.amountCents,
  currency: sales.currency,
  providerPaymentId: sales.providerPaymentId,
};

/**
 * The Stripe sale an event is about, locked for the transaction: by PaymentIntent first, else by the sale id
 * in its metadata (a decline leaves the sale without a PaymentIntent id), never a sale paid by another one.
 */
async function findSale(tx: DbOrTx, ref: SaleRef, connectionId: string | null): Promise<SaleRow | null> {
  // The account that charged the sale is the only one whose events may move it.
  const sameAccount = connectionId
    ? eq(sales.paymentConnectionId, connectionId)
    : isNull(sales.paymentConnectionId);
  if (ref.paymentIntentId) {
    const [byPayment] = await tx
      .select(saleColumns)
      .from(sales)
      .where(and(eq(sales.provider, 'stripe'), eq(sales.providerPaymentId, ref.paymentIntentId), sameAccount))
      .for('update');
    if (byPayment) return byPayment;
  }
  if (!ref.saleId || !z.uuid().safeParse(ref.saleId).success) return null;
  const [bySaleId] = await tx
    .select(saleColumns)
    .from(sales)
    .where(and(eq(sales.provider, 'stripe'), eq(sales.id, ref.saleId), sameAccount))
    .for('update');
  if (!bySaleId) return null;
  return !bySaleId.providerPaymentId || bySaleId.providerPaymentId === ref.paymentIntentId ? bySaleId : null;
}
