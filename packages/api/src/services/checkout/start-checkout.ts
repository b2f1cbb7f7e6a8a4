import { and, type Database, eq, productPricing, products, profiles, sales, users } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import type { startCheckoutInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError, isUniqueViolation } from '../../errors';
import type { PaymentProvider, ProductCharge } from '../../integrations/payments/provider';
import type { Attribution } from '../affiliations/attribution-cookie';
import { chargeSaleWithAsaas } from '../payments/asaas-sale-charge';
import { type AsaasAccess, activeProducerAsaas, type ProducerAsaas } from '../payments/producer-asaas';
import { activeProducerStripe, type StripeAccess } from '../payments/producer-stripe';
import { confirmSalePaid, markSaleFailed } from '../sales/confirm-sale';
import type { CheckoutResult } from '../sales/sale-dto';
import type { SaleEffectsDeps } from '../sales/sale-effects';
import { resolveAttribution } from './attribution';
import { isCertainRefusal } from './certain-refusals';
import { checkoutResult, saleFailureError } from './checkout-result';
import { generateOrderCode } from './order-code';
import { isRecurringCategory } from './recurring-product';
import { answerReplay } from './replay';

export interface CheckoutDeps extends SaleEffectsDeps {
  db: Database;
  /** The platform's card provider (Stripe or test mode). */
  payments: PaymentProvider;
  /** Opens a producer's own Asaas, for Pix and boleto. */
  asaas: AsaasAccess;
  /** Opens a producer's own Stripe, for their cards. */
  stripe: StripeAccess;
  now?: Date;
}

/** Who is buying, as the HTTP layer sees it. */
export interface CheckoutRequestContext {
  attribution: Attribution | null;
  /** The signed-in user, when the buyer is signed in (a producer buying their own product earns nothing). */
  sessionUserId: string | null;
  locale: SupportedLocale;
}

type Input = z.output<typeof startCheckoutInput>;
type SaleRecord = typeof sales.$inferSelect;

const ORDER_CODE_ATTEMPTS = 5;

/**
 * One checkout attempt: the sale is written as 'pending' before the provider is asked, so the attempt's
 * idempotency key (unique per product) makes every retry, double click or concurrent duplicate find that
 * row and answer from it instead of charging again. Only the request that inserted the row charges.
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

  const existing = await findAttempt(db, product.id, input.idempotencyKey);
  if (existing) return answerReplay(db, existing, input.buyer, recurring);
  if (!product.pricing || product.producerStatus !== 'active')
    throw new AppError('errors.checkout.productUnavailable');
  const method = await paymentRoute(deps, product.producerId, input, recurring);

  const attribution = await resolveAttribution(
    db,
    request.attribution,
    { id: product.id, producer: { userId: product.producerId, email: product.producerEmail } },
    { sessionUserId: request.sessionUserId, email: input.buyer.email },
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
    amountCents: pricing.priceCents,
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
    createdAt: deps.now ?? new Date(),
  } satisfies Omit<typeof sales.$inferInsert, 'orderCode'>;

  const sale = await insertPendingSale(db, values);
  if (!sale) {
    // Another request with the same key inserted first: it charges; this one answers from its row.
    const winner = await findAttempt(db, product.id, input.idempotencyKey);
    if (!winner) throw new AppError('errors.checkout.inProgress');
    return answerReplay(db, winner, input.buyer, recurring);
  }
  if (method.kind === 'asaas') return chargeWithAsaas(deps, sale, method.asaas, method.method, recurring);
  return chargeSale({ ...deps, payments: method.provider }, sale, method.paymentMethodId, recurring);
}

type PaymentRoute =
  | { kind: 'card'; paymentMethodId: string; provider: PaymentProvider; connectionId: string | null }
  | { kind: 'asaas'; asaas: ProducerAsaas; method: 'pix' | 'boleto'; connectionId: string };

/**
 * A card goes to the producer's own Stripe when they connected it (the card field used its publishable key),
 * else to the platform's provider; Pix and boleto to the producer's own Asaas. A recurring product stays on the
 * platform's provider and takes cards only (its renewals charge the stored card).
 */
async function paymentRoute(
  deps: CheckoutDeps,
  producerId: string,
  input: Input,
  recurring: boolean,
): Promise<PaymentRoute> {
  if (input.method === 'card') {
    if (!input.paymentMethodId) throw new AppError('errors.payments.paymentMethodRequired');
    const own = recurring ? null : await activeProducerStripe(deps.db, deps.stripe, producerId);
    return {
      kind: 'card',
      paymentMethodId: input.paymentMethodId,
      provider: own?.provider ?? deps.payments,
      connectionId: own?.connection.id ?? null,
    };
  }
  const asaas = recurring ? null : await activeProducerAsaas(deps.db, deps.asaas, producerId);
  if (!asaas) throw new AppError('errors.payments.methodUnavailable');
  return { kind: 'asaas', asaas, method: input.method, connectionId: asaas.connection.id };
}

/**
 * A Pix or boleto sale stays pending with the instructions the buyer pays; Asaas's webhook (or the status
 * poll) confirms it. Any refusal fails the sale: the buyer never saw a code, so nothing can have been paid.
 */
async function chargeWithAsaas(
  deps: CheckoutDeps,
  sale: SaleRecord,
  asaas: ProducerAsaas,
  method: 'pix' | 'boleto',
  recurring: boolean,
): Promise<CheckoutResult> {
  const now = deps.now ?? new Date();
  let charge: Awaited<ReturnType<typeof chargeSaleWithAsaas>>;
  try {
    charge = await chargeSaleWithAsaas(deps.db, asaas, sale, method, now);
  } catch (error) {
    const failure = error instanceof AppError ? error : new AppError('errors.payments.asaasUnavailable');
    await deps.db.transaction((tx) => markSaleFailed(tx, sale.id, failure.code));
    throw failure;
  }
  await deps.db
    .update(sales)
    .set({
      providerPaymentId: charge.providerPaymentId,
      providerCustomerId: charge.providerCustomerId,
      updatedAt: now,
    })
    .where(and(eq(sales.id, sale.id), eq(sales.status, 'pending')));
  return checkoutResult(sale, recurring, charge.action);
}

async function chargeSale(
  deps: CheckoutDeps,
  sale: SaleRecord,
  paymentMethodId: string,
  recurring: boolean,
): Promise<CheckoutResult> {
  const { db } = deps;
  let charge: ProductCharge;
  try {
    charge = await deps.payments.chargeProduct({
      saleId: sale.id,
      orderCode: sale.orderCode,
      amountCents: sale.amountCents,
      description: `${sale.productTitle} (${sale.orderCode})`,
      customer: {
        name: sale.buyerName,
        email: sale.buyerEmail,
        phone: sale.buyerPhone,
        cpfCnpj: sale.buyerDocument,
      },
      method: 'card',
      paymentMethodId,
      recurring,
      now: deps.now ?? new Date(),
    });
  } catch (error) {
    throw await settleRefusedCharge(deps, sale, error);
  }

  if (charge.status === 'pending') {
    await db
      .update(sales)
      .set({
        providerPaymentId: charge.providerPaymentId,
        providerCustomerId: charge.providerCustomerId,
        cardBrand: charge.card?.brand ?? null,
        cardLast4: charge.card?.last4 ?? null,
        updatedAt: deps.now ?? new Date(),
      })
      .where(and(eq(sales.id, sale.id), eq(sales.status, 'pending')));
    return checkoutResult(sale, recurring, charge.nextAction);
  }

  const { confirmed, emailIds } = await db.transaction((tx) =>
    confirmSalePaid(tx, deps, sale.id, {
      paidAt: deps.now ?? new Date(),
      providerPaymentId: charge.providerPaymentId,
      providerCustomerId: charge.providerCustomerId,
      card: charge.card,
      ...(recurring
        ? {
            recurring: {
              providerCustomerId: charge.providerCustomerId,
              providerPaymentMethodId: charge.providerPaymentMethodId,
              testCardOutcome: charge.testCardOutcome,
            },
          }
        : {}),
    }),
  );
  await deps.mail.deliver(db, emailIds);
  if (confirmed) return checkoutResult({ ...sale, status: 'paid' }, recurring);
  // The provider's webhook confirmed it first: answer from the row as it stands.
  const [current] = await db.select().from(sales).where(eq(sales.id, sale.id));
  if (current?.status === 'failed') throw saleFailureError(current.failureCode);
  return checkoutResult(current ?? sale, recurring);
}

/**
 * The charge threw. A certain refusal, or anything the in-process test provider throws, fails the sale with
 * its code (an unexpected error as 'errors.payments.invalidResponse'). Any other Stripe error (a dropped
 * connection, a 5xx, an unreadable answer) may hide a charge that went through: that sale stays 'pending'
 * and the provider's webhook decides it, so a charge is never lost behind a 'failed' sale. Nothing is charged
 * twice either way: replays never charge, and the provider's idempotency key derives from the sale id.
 */
async function settleRefusedCharge(deps: CheckoutDeps, sale: SaleRecord, error: unknown): Promise<unknown> {
  const appError = error instanceof AppError ? error : null;
  const certain = deps.payments.name === 'test' || isCertainRefusal(appError);
  if (!certain) return error;
  const failure = appError ?? new AppError('errors.payments.invalidResponse', { cause: error });
  await deps.db.transaction((tx) => markSaleFailed(tx, sale.id, failure.code));
  return failure;
}

async function insertPendingSale(
  db: Database,
  values: Omit<typeof sales.$inferInsert, 'orderCode'>,
): Promise<SaleRecord | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(sales)
        .values({ ...values, orderCode: generateOrderCode() })
        .onConflictDoNothing({ target: [sales.productId, sales.idempotencyKey] })
        .returning();
      return row ?? null;
    } catch (error) {
      // Only the order code can clash here (no provider ids or subscription yet): draw another.
      if (!isUniqueViolation(error) || attempt >= ORDER_CODE_ATTEMPTS) throw error;
    }
  }
}

async function findAttempt(db: Database, productId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.productId, productId), eq(sales.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The product by code with its pricing (null when not for sale) and its producer's status and email. */
async function findProduct(db: Database, productCode: string) {
  const [row] = await db
    .select({
      id: products.id,
      productCode: products.productCode,
      title: products.title,
      category: products.category,
      producerId: products.userId,
      producerStatus: profiles.status,
      producerEmail: users.email,
      pricing: {
        priceCents: productPricing.priceCents,
        commissionType: productPricing.commissionType,
        commissionValue: productPricing.commissionValue,
        commissionRecurring: productPricing.commissionRecurring,
      },
    })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.userId))
    .innerJoin(users, eq(users.id, products.userId))
    .leftJoin(productPricing, eq(productPricing.productId, products.id))
    .where(eq(products.productCode, productCode));
  return row ?? null;
}
