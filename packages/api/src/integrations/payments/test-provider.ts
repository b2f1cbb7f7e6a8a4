import { randomBytes } from 'node:crypto';
import { addDays, addOneMonth, parseTestPaymentMethod, type TestCardOutcome } from '@afilia/validators';
import { AppError } from '../../errors';
import type {
  FoundProductCharge,
  PaymentProvider,
  ProductCharge,
  ProductChargeRequest,
  ProductRefund,
  ProductRefundRequest,
  ProductRenewalRequest,
  ProviderSubscription,
  StartSubscriptionRequest,
} from './provider';

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

export function assertTestCardCharges(outcome: TestCardOutcome): void {
  if (outcome === 'declined') throw new AppError('errors.payments.cardDeclined');
  if (outcome === 'insufficient_funds') throw new AppError('errors.payments.insufficientFunds');
}

/**
 * The built-in provider used when no Stripe key is configured ("Modo de teste"). It charges nothing real;
 * renewals are made by the billing job (services/plans/billing-cycle.ts).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async startSubscription(request: StartSubscriptionRequest): Promise<ProviderSubscription> {
    const card = request.paymentMethodId ? parseTestPaymentMethod(request.paymentMethodId) : null;
    if (request.paymentMethodId && !card) throw new AppError('errors.payments.testCardUnknown');
    const keptUntil =
      request.trialKeptUntil && request.trialKeptUntil > request.now ? request.trialKeptUntil : null;
    const trialEnd = request.trialDays > 0 ? addDays(request.now, request.trialDays) : keptUntil;
    if (!card && !trialEnd) throw new AppError('errors.payments.paymentMethodRequired');
    const customerId = request.existingCustomerId ?? id('cus');
    if (trialEnd) {
      return {
        providerCustomerId: customerId,
        providerSubscriptionId: id('sub'),
        status: 'trialing',
        trialEnd,
        currentPeriodStart: request.now,
        currentPeriodEnd: trialEnd,
        cancelAtPeriodEnd: false,
        card: card ? { brand: card.brand, last4: card.last4 } : null,
        clientSecret: null,
        testCardOutcome: card?.outcome ?? null,
      };
    }
    if (!card) throw new AppError('errors.payments.paymentMethodRequired');
    assertTestCardCharges(card.outcome);
    return {
      providerCustomerId: customerId,
      providerSubscriptionId: id('sub'),
      status: 'active',
      trialEnd: null,
      currentPeriodStart: request.now,
      currentPeriodEnd: addOneMonth(request.now),
      cancelAtPeriodEnd: false,
      card: { brand: card.brand, last4: card.last4 },
      clientSecret: null,
      testCardOutcome: card.outcome,
    };
  }

  async cancelAtPeriodEnd(): Promise<void> {}

  /** Test mode applies plan changes at once, without proration; the next renewal charges the new price. */
  async changePlan(): Promise<ProviderSubscription | null> {
    return null;
  }

  /** Charges a test card at once: `pm_test_{number}` of a known test card, else `testCardUnknown`. */
  async chargeProduct(request: ProductChargeRequest): Promise<ProductCharge> {
    const card = parseTestPaymentMethod(request.paymentMethodId);
    if (!card) throw new AppError('errors.payments.testCardUnknown');
    assertTestCardCharges(card.outcome);
    return {
      status: 'paid',
      providerPaymentId: id('ch'),
      providerCustomerId: request.recurring ? id('cus') : null,
      providerPaymentMethodId: request.recurring ? request.paymentMethodId : null,
      card: { brand: card.brand, last4: card.last4 },
      nextAction: null,
      testCardOutcome: card.outcome,
    };
  }

  async refundProductCharge(_request: ProductRefundRequest): Promise<ProductRefund> {
    return { status: 'refunded' };
  }

  /**
   * Test mode moves no money and keeps no record: its charge and the sale's confirmation happen in the same
   * request, so a sale left without an outcome was never charged.
   */
  async findProductCharge(): Promise<FoundProductCharge | null> {
    return null;
  }

  /** A renewal behaves as the card kept at the first purchase did (its stored test outcome). */
  async renewProductCharge(request: ProductRenewalRequest): Promise<ProductCharge> {
    if (!request.testCardOutcome) throw new AppError('errors.payments.paymentMethodRequired');
    assertTestCardCharges(request.testCardOutcome);
    const card = request.providerPaymentMethodId
      ? parseTestPaymentMethod(request.providerPaymentMethodId)
      : null;
    return {
      status: 'paid',
      providerPaymentId: id('ch'),
      providerCustomerId: request.providerCustomerId,
      providerPaymentMethodId: request.providerPaymentMethodId,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      nextAction: null,
      testCardOutcome: request.testCardOutcome,
    };
  }
}
