import type { sales } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import {
  type InstallmentOption,
  type InstallmentTerms,
  isRecurringCategory,
  type ProductCategoryId,
  type startCheckoutInput,
} from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { Attribution } from '../affiliations/attribution-cookie';
import { productInstallmentOptions } from '../products/product-pricing';
import type { CheckoutResult } from '../sales/sale-dto';
import { resolveAttribution } from './attribution';
import { chargeSale, chargeWithAsaas } from './checkout-charge';
import type { CheckoutDeps } from './checkout-deps';
import { findAttempt, findProduct, insertPendingSale } from './checkout-queries';
import { assertDeclinesWithinLimits, countDecline, isCardDecline } from './decline-limits';
import { type PaymentRoute, paymentRoute } from './payment-route';
import { answerReplay } from './replay';
import { claimUnchargedAttempt, unchargedAttempt } from './uncharged-retry';

type SaleRecord = typeof sales.$inferSelect;

/** Who is buying, as the HTTP layer sees it. */
export interface CheckoutRequestContext {
  attribution: Attribution | null;
  /** The signed-in user, when the buyer is signed in (a producer buying their own product earns nothing). */
  sessionUserId: string | null;
  locale: SupportedLocale;
}

type Input = z.output<typeof startCheckoutInput>;

/**
 * One checkout attempt: the sale is written as 'pending' before the provider is asked, so the attempt's
 * idempotency key (unique per product) makes every retry, double click or concurrent duplicate find that
 * row and answer from it instead of charging again. Only the request that inserted the row charges.
 * A new card attempt is refused before anything is written while the product or the buyer's email has too
 * many recent declines (`decline-limits.ts`); a replay is still answered from its row.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  request: CheckoutRequestContext,
  input: Input,
): Promise<CheckoutResult> {
  const { db } = deps;
  const product = await findProduct(db, input.productCode);
  if (!product) throw new AppError('errors.checkout.productUnavailable');
  const recurring = isRecurringCategory(product.category);

  let now = deps.clock?.() ?? new Date();
  const terms = { buyer: input.buyer, installments: input.installments };
  const existing = await findAttempt(db, product.id, input.idempotencyKey);
  if (existing) {
    const attempt = await unchargedAttempt(deps, existing, terms, now);
    if (!attempt.chargeable) return answerReplay(db, attempt.current, terms, recurring);
    now = attempt.at;
  }
  if (!product.pricing || product.producerStatus !== 'active')
    throw new AppError('errors.checkout.productUnavailable');
  const installment = chosenInstallments(product.pricing, product.category, input);
  if (input.method === 'card')
    await assertDeclinesWithinLimits(deps.declineLimits, product.id, input.buyer.email);
  const method = await paymentRoute(deps, product.producerId, input, recurring);

  if (existing) {
    // Nothing of the first try reached the provider: this retry charges the attempt, once.
    const claimed = await claimUnchargedAttempt(db, existing, method, now);
    if (!claimed) {
      const current = await findAttempt(db, product.id, input.idempotencyKey);
      if (!current) throw new AppError('errors.checkout.inProgress');
      return answerReplay(db, current, terms, recurring);
    }
    return charge(deps, claimed, method, recurring, { productId: product.id, email: input.buyer.email });
  }

  const attribution = await resolveAttribution(
    db,
    request.attribution,
    { id: product.id, producerId: product.producerId },
    { sessionUserId: request.sessionUserId, ...input.buyer },
  );
  const { pricing } = product;
  const values = {
    productId: product.id,
    producerId: product.producerId,
    productTitle: product.title,
    productCode: product.productCode,
    buyerName: input.buyer.name,
    buyerEmail: input.buyer.email,
    buyerDocument: input.buyer.document,
    buyerPhone: input.buyer.phone,
    buyerLocale: request.locale,
    amountCents: installment.totalCents,
    installments: installment.count,
    installmentFeeCents: installment.feeCents,
    status: 'pending',
    method: input.method,
    provider: method.kind === 'asaas' ? 'asaas' : method.provider.name,
    paymentConnectionId: method.connectionId,
    idempotencyKey: input.idempotencyKey,
    affiliationId: attribution?.affiliationId ?? null,
    resellerId: attribution?.resellerId ?? null,
    priceCents: pricing.priceCents,
    commissionType: pricing.commissionType,
    commissionValue: pricing.commissionValue,
    commissionRecurring: pricing.commissionRecurring,
    utmSource: input.source.utmSource ?? null,
    utmMedium: input.source.utmMedium ?? null,
    utmCampaign: input.source.utmCampaign ?? null,
    utmContent: input.source.utmContent ?? null,
    utmTerm: input.source.utmTerm ?? null,
    src: input.source.src ?? null,
    sck: input.source.sck ?? null,
    createdAt: now,
  } satisfies Omit<typeof sales.$inferInsert, 'orderCode'>;

  const sale = await insertPendingSale(db, values);
  if (!sale) {
    // Another request with the same key inserted first: it charges; this one answers from its row.
    const winner = await findAttempt(db, product.id, input.idempotencyKey);
    if (!winner) throw new AppError('errors.checkout.inProgress');
    return answerReplay(db, winner, terms, recurring);
  }
  return charge(deps, sale, method, recurring, { productId: product.id, email: input.buyer.email });
}

/**
 * The installments the buyer chose, priced by the server: only a card pays in installments, never a monthly
 * product (each month is charged on its own), and only an option the product offers for its price. Anything
 * else is refused with a clear code rather than charged at another amount than the buyer saw.
 */
function chosenInstallments(
  pricing: { priceCents: number } & InstallmentTerms,
  category: ProductCategoryId | null,
  input: Pick<Input, 'installments' | 'method'>,
): InstallmentOption {
  const option = productInstallmentOptions(pricing, category).find(
    (candidate) => candidate.count === input.installments,
  );
  if (!option || (input.method !== 'card' && option.count > 1))
    throw new AppError('errors.checkout.installmentsUnavailable');
  return option;
}

/** Asks the provider for the attempt's payment; a card decline counts towards the decline limits. */
async function charge(
  deps: CheckoutDeps,
  sale: SaleRecord,
  method: PaymentRoute,
  recurring: boolean,
  declines: { productId: string; email: string },
): Promise<CheckoutResult> {
  if (method.kind === 'asaas') return chargeWithAsaas(deps, sale, method.asaas, method.method, recurring);
  try {
    return await chargeSale({ ...deps, payments: method.provider }, sale, method.paymentMethodId, recurring);
  } catch (error) {
    if (isCardDecline(error)) await countDecline(deps.declineLimits, declines.productId, declines.email);
    throw error;
  }
}
