import Stripe from 'stripe';
import { AppError } from '../../errors';
import type {
  CardSummary,
  FoundProductCharge,
  ProductCharge,
  ProductChargeRequest,
  ProductRefund,
  ProductRefundRequest,
  ProductRenewalRequest,
} from './provider';
import { toPaymentError } from './stripe-errors';

/** The Idempotency-Key of a sale's PaymentIntent: a retried checkout or renewal never charges twice. */
export const salePaymentIdempotencyKey = (saleId: string) => `afilia-sale-${saleId}`;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A product sale on Stripe: a Customer for the buyer, then one PaymentIntent confirmed on the server with the
 * card Stripe Elements tokenised. `allowed_payment_method_types: ['card']` (this API version no longer takes
 * `payment_method_types`; `automatic_payment_methods` would follow the Dashboard): the checkout sells by card
 * only (Pix and boleto come through Asaas), and no redirect-based method can sneak in and need a
 * `return_url`. Installments go as a `fixed_count` monthly plan chosen at confirmation (Brazilian cards: the
 * issuer collects them, the payment is captured whole). A card that needs 3-D Secure leaves the sale pending with the client secret for
 * Stripe.js; the signed `payment_intent.succeeded` webhook confirms it (services/sales/stripe-sale-events.ts).
 */
export async function chargeStripeProduct(
  stripe: Stripe,
  request: ProductChargeRequest,
): Promise<ProductCharge> {
  try {
    const customerId = await createBuyerCustomer(stripe, request);
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: 'brl',
        customer: customerId,
        payment_method: request.paymentMethodId,
        allowed_payment_method_types: ['card'],
        confirm: true,
        description: request.description,
        metadata: { saleId: request.saleId, orderCode: request.orderCode },
        expand: ['payment_method'],
        ...(request.recurring ? { setup_future_usage: 'off_session' as const } : {}),
        ...(request.installments > 1
          ? {
              payment_method_options: {
                card: {
                  installments: {
                    plan: {
                      type: 'fixed_count' as const,
                      count: request.installments,
                      interval: 'month' as const,
                    },
                  },
                },
              },
            }
          : {}),
      },
      { idempotencyKey: salePaymentIdempotencyKey(request.saleId) },
    );
    return toProductCharge(intent, { customerId, keepsCard: request.recurring });
  } catch (error) {
    throw toPaymentError(error);
  }
}

/**
 * A renewal, charged off-session (merchant-initiated) with the customer and card kept at the first purchase.
 * A card that now asks for authentication cannot be confirmed without the buyer, so Stripe declines it
 * (`authentication_required`), which reaches the billing job as a decline.
 */
export async function renewStripeProduct(
  stripe: Stripe,
  request: ProductRenewalRequest,
): Promise<ProductCharge> {
  const { providerCustomerId: customerId, providerPaymentMethodId: paymentMethodId } = request;
  if (!customerId || !paymentMethodId) throw new AppError('errors.payments.paymentMethodRequired');
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: 'brl',
        customer: customerId,
        payment_method: paymentMethodId,
        allowed_payment_method_types: ['card'],
        confirm: true,
        off_session: true,
        description: request.description,
        metadata: { saleId: request.saleId, orderCode: request.orderCode },
        expand: ['payment_method'],
      },
      { idempotencyKey: salePaymentIdempotencyKey(request.saleId) },
    );
    if (intent.status === 'requires_action') throw new AppError('errors.payments.cardDeclined');
    return toProductCharge(intent, { customerId, keepsCard: true });
  } catch (error) {
    throw toPaymentError(error);
  }
}

/** Which of a sale's PaymentIntents tells its outcome: a success over one waiting, over a decline. */
const INTENT_PRECEDENCE: Record<string, number> = {
  succeeded: 0,
  processing: 1,
  requires_action: 1,
  requires_confirmation: 1,
  requires_payment_method: 2,
  canceled: 3,
};

/**
 * The PaymentIntent made for a sale, found by the `saleId` in its metadata (Stripe's search; its index lags a
 * few seconds to a minute behind, which is why sales are reconciled minutes after the attempt, not at once).
 */
export async function findStripeProductCharge(
  stripe: Stripe,
  saleId: string,
): Promise<FoundProductCharge | null> {
  try {
    const found = await stripe.paymentIntents.search({
      query: `metadata['saleId']:'${saleId}'`,
      expand: ['data.payment_method'],
      limit: 10,
    });
    const intent = found.data
      .filter((candidate) => candidate.metadata?.saleId === saleId)
      .sort((a, b) => (INTENT_PRECEDENCE[a.status] ?? 9) - (INTENT_PRECEDENCE[b.status] ?? 9))[0];
    if (!intent) return null;
    const customerId = idOf(intent.customer);
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
      return { status: 'failed', failureCode: declineOf(intent).code };
    if (intent.status !== 'succeeded')
      return { status: 'pending', providerPaymentId: intent.id, providerCustomerId: customerId };
    const keepsCard = intent.setup_future_usage === 'off_session';
    return {
      status: 'paid',
      amountCents: intent.amount,
      charge: toProductCharge(intent, { customerId: customerId ?? '', keepsCard }),
    };
  } catch (error) {
    throw toPaymentError(error);
  }
}

/**
 * Asks Stripe to refund the whole payment. The answer is always `pending`: the sale is reversed by the
 * `charge.refunded` webhook, the one path that also covers refunds made in Stripe's dashboard and refunds
 * that settle later. A payment already refunded (a retried click) is pending too: its webhook has come or
 * is coming.
 */
export async function refundStripeProduct(
  stripe: Stripe,
  request: ProductRefundRequest,
): Promise<ProductRefund> {
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: request.providerPaymentId,
        amount: request.amountCents,
        reason: 'requested_by_customer',
        metadata: { saleId: request.saleId },
      },
      { idempotencyKey: `afilia-refund-${request.saleId}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new AppError('errors.payments.providerError', {
        params: { provider: 'Stripe', message: `refund ${refund.status}` },
      });
    return { status: 'pending' };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')
      return { status: 'pending' };
    throw toPaymentError(error);
  }
}

/**
 * One Customer per sale, made with an idempotency key derived from the sale, so a retried request reuses it.
 * It holds the card of a recurring product for its renewals, and groups the buyer's payments in Stripe.
 */
async function createBuyerCustomer(stripe: Stripe, request: ProductChargeRequest): Promise<string> {
  const { customer } = request;
  const created = await stripe.customers.create(
    {
      email: customer.email,
      name: customer.name,
      metadata: { saleId: request.saleId, orderCode: request.orderCode },
      preferred_locales: ['pt-BR'],
      ...(customer.phone ? { phone: customer.phone } : {}),
    },
    { idempotencyKey: `afilia-sale-customer-${request.saleId}` },
  );
  return created.id;
}

function toProductCharge(
  intent: Stripe.PaymentIntent,
  context: { customerId: string; keepsCard: boolean },
): ProductCharge {
  const paymentMethod = intent.payment_method;
  const base = {
    providerPaymentId: intent.id,
    providerCustomerId: idOf(intent.customer) ?? context.customerId,
    providerPaymentMethodId: context.keepsCard ? idOf(paymentMethod) : null,
    card: paymentMethod && typeof paymentMethod !== 'string' ? cardOf(paymentMethod) : null,
    testCardOutcome: null,
  };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'paid', nextAction: null };
    case 'processing':
      return { ...base, status: 'pending', nextAction: null };
    case 'requires_action':
      if (!intent.client_secret) throw new AppError('errors.payments.invalidResponse');
      return {
        ...base,
        status: 'pending',
        nextAction: { type: 'confirm_card', clientSecret: intent.client_secret },
      };
    case 'requires_payment_method':
      throw declineOf(intent);
    default:
      throw new AppError('errors.payments.providerError', {
        params: { provider: 'Stripe', message: `payment ${intent.status}` },
      });
  }
}

function cardOf(paymentMethod: Stripe.PaymentMethod): CardSummary | null {
  const card = paymentMethod.card;
  return card?.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

/** The decline recorded on a PaymentIntent (Stripe answers most declines with a 402 instead). */
export function declineOf(intent: Pick<Stripe.PaymentIntent, 'last_payment_error'>): AppError {
  const failure = intent.last_payment_error;
  if (failure?.decline_code === 'insufficient_funds' || failure?.code === 'insufficient_funds')
    return new AppError('errors.payments.insufficientFunds');
  return new AppError('errors.payments.cardDeclined');
}
