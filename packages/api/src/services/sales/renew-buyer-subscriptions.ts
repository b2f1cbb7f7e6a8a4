import {
  ADVISORY_LOCKS,
  and,
  buyerSubscriptions,
  type Database,
  type DbOrTx,
  eq,
  inArray,
  lte,
  sales,
  tryAdvisoryXactLock,
} from '@afilia/db';
import { addDays, generateOrderCode, type TestCardOutcome } from '@afilia/validators';
import { AppError } from '../../errors';
import type { ProductCharge, ProductPayments } from '../../integrations/payments/provider';
import { enqueueRenewalFailedNotice } from '../ledger/buyer-notices';
import {
  advanceBuyerSubscription,
  cancelBuyerSubscriptions,
  markBuyerSubscriptionPastDue,
} from '../ledger/buyer-subscription';
import { confirmSalePaid } from '../ledger/confirm-sale';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import { markSaleFailed, reopenSaleForCharge } from '../ledger/sale-failure';
import { isCertainRefusal } from '../payments/certain-refusals';

export const BUYER_RENEWAL_LOCK_KEY = ADVISORY_LOCKS.buyerRenewals;
/** A subscription whose renewal keeps failing is canceled this long after its period ended (as plans). */
const PAST_DUE_GRACE_DAYS = 7;
/** A declined renewal is tried again once a day. */
const RETRY_INTERVAL_MS = 24 * 60 * 60 * 1000;
/**
 * A renewal sale left pending without a provider payment (the process stopped mid-charge, or the provider
 * did not answer) is charged again after this long, with the same sale id, so the provider's idempotency
 * key turns the retry into the same charge.
 */
const STALE_CHARGE_MS = 15 * 60 * 1000;
const ORDER_CODE_ATTEMPTS = 5;

const TEST_CARD_OUTCOMES: readonly TestCardOutcome[] = ['ok', 'declined', 'insufficient_funds'];
const storedTestCardOutcome = (value: string | null) => TEST_CARD_OUTCOMES.find((o) => o === value) ?? null;

export interface BuyerRenewalDeps extends SaleEffectsDeps {
  db: Database;
  payments: ProductPayments;
}

export interface BuyerRenewalReport {
  ran: boolean;
  renewed: number;
  pastDue: number;
  canceled: number;
  /** Left pending: waiting for the provider's webhook, or to be charged again later. */
  pending: number;
}

type Sale = typeof sales.$inferSelect;
type Subscription = typeof buyerSubscriptions.$inferSelect;

/**
 * The monthly renewals of recurring products, for the provider in use. First, under an advisory lock (one
 * server instance at a time), each due subscription gets its renewal sale, written as pending and unique
 * per (subscription, renewal number), so a second run finds it instead of charging again; subscriptions
 * past due beyond the grace period, or whose product was deleted, are canceled. Then each sale is charged
 * off-session and, in its own transaction, confirmed (commission, totals, emails; the period moves on) or
 * failed (past due). Emails go after each commit. `now` is a parameter so tests control the clock.
 */
export async function renewBuyerSubscriptions(
  deps: BuyerRenewalDeps,
  now = new Date(),
): Promise<BuyerRenewalReport> {
  const report: BuyerRenewalReport = { ran: false, renewed: 0, pastDue: 0, canceled: 0, pending: 0 };
  const endedEmails: string[] = [];
  const toCharge = await deps.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, BUYER_RENEWAL_LOCK_KEY))) return null;
    const due = await tx
      .select()
      .from(buyerSubscriptions)
      .where(
        and(
          eq(buyerSubscriptions.provider, deps.payments.name),
          inArray(buyerSubscriptions.status, ['active', 'past_due']),
          lte(buyerSubscriptions.currentPeriodEnd, now),
        ),
      );
    const claimed: { sale: Sale; subscription: Subscription }[] = [];
    for (const subscription of due) {
      const productDeleted = subscription.productId === null;
      const graceOver =
        subscription.status === 'past_due' &&
        addDays(subscription.currentPeriodEnd, PAST_DUE_GRACE_DAYS) <= now;
      if (productDeleted || graceOver) {
        const ended = await cancelBuyerSubscriptions(
          tx,
          deps,
          { subscriptionId: subscription.id },
          productDeleted ? 'producer' : 'failedRenewals',
          now,
        );
        endedEmails.push(...ended.emailIds);
        report.canceled += 1;
        continue;
      }
      const sale = await claimRenewalSale(tx, subscription, now);
      if (sale) claimed.push({ sale, subscription });
    }
    return claimed;
  });
  if (!toCharge) return report;
  report.ran = true;
  await deps.mail.deliver(deps.db, endedEmails);
  for (const { sale, subscription } of toCharge) {
    report[await chargeRenewal(deps, sale, subscription, now)] += 1;
  }
  return report;
}

/**
 * The renewal sale this run should charge for the subscription, or null: a new pending sale, a declined one
 * tried again after a day, or one left pending mid-charge. A paid one only moves the period on.
 */
async function claimRenewalSale(tx: DbOrTx, subscription: Subscription, now: Date): Promise<Sale | null> {
  const renewalNumber = subscription.renewals + 1;
  const [existing] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.subscriptionId, subscription.id), eq(sales.renewalNumber, renewalNumber)));
  if (!existing) return insertRenewalSale(tx, subscription, renewalNumber, now);
  if (existing.status === 'paid') {
    await advanceBuyerSubscription(tx, existing, now);
    return null;
  }
  const { status } = existing;
  if (status !== 'failed' && status !== 'pending') return null;
  const retry =
    status === 'failed'
      ? now.getTime() - subscription.updatedAt.getTime() >= RETRY_INTERVAL_MS
      : !existing.providerPaymentId && now.getTime() - existing.updatedAt.getTime() >= STALE_CHARGE_MS;
  if (!retry) return null;
  return reopenSaleForCharge(tx, { id: existing.id, status }, now);
}

/** A copy of the subscription's first sale (buyer, price and commission rule) as the next renewal. */
async function insertRenewalSale(
  tx: DbOrTx,
  subscription: Subscription,
  renewalNumber: number,
  now: Date,
): Promise<Sale | null> {
  const [first] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.subscriptionId, subscription.id), eq(sales.renewalNumber, 0)));
  if (!first) return null;
  const snapshot = {
    productId: first.productId,
    producerId: first.producerId,
    productTitle: first.productTitle,
    productCode: first.productCode,
    buyerName: first.buyerName,
    buyerEmail: first.buyerEmail,
    buyerDocument: first.buyerDocument,
    buyerPhone: first.buyerPhone,
    buyerLocale: first.buyerLocale,
    amountCents: first.amountCents,
    currency: first.currency,
    platformFeeCents: first.platformFeeCents,
    method: first.method,
    provider: first.provider,
    providerCustomerId: subscription.providerCustomerId ?? first.providerCustomerId,
    cardBrand: first.cardBrand,
    cardLast4: first.cardLast4,
    affiliationId: first.affiliationId,
    resellerId: first.resellerId,
    priceCents: first.priceCents,
    commissionType: first.commissionType,
    commissionValue: first.commissionValue,
    commissionRecurring: first.commissionRecurring,
    subscriptionId: subscription.id,
  } satisfies Omit<typeof sales.$inferInsert, 'orderCode' | 'status'>;
  for (let attempt = 1; attempt <= ORDER_CODE_ATTEMPTS; attempt++) {
    // DO NOTHING on any unique index: the renewal already written (by a run that just finished) or, rarely,
    // an order code already taken, which draws another.
    const [row] = await tx
      .insert(sales)
      .values({
        ...snapshot,
        orderCode: generateOrderCode(),
        status: 'pending',
        renewalNumber,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [taken] = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(and(eq(sales.subscriptionId, subscription.id), eq(sales.renewalNumber, renewalNumber)));
    if (taken) return null;
  }
  throw new Error('could not draw a free order code for a renewal');
}

/** Charges one renewal sale off-session and records the outcome; the report's counter it adds to. */
async function chargeRenewal(
  deps: BuyerRenewalDeps,
  sale: Sale,
  subscription: Subscription,
  now: Date,
): Promise<'renewed' | 'pastDue' | 'pending'> {
  let charge: ProductCharge;
  try {
    charge = await deps.payments.renewProductCharge({
      saleId: sale.id,
      orderCode: sale.orderCode,
      amountCents: sale.amountCents,
      description: `${sale.productTitle} (${sale.orderCode})`,
      providerCustomerId: subscription.providerCustomerId,
      providerPaymentMethodId: subscription.providerPaymentMethodId,
      testCardOutcome: storedTestCardOutcome(subscription.testCardOutcome),
      now,
    });
  } catch (error) {
    const certain = deps.payments.name === 'test' || isCertainRefusal(error);
    if (!certain) return 'pending';
    const code = error instanceof AppError ? error.code : 'errors.payments.invalidResponse';
    const emailIds = await deps.db.transaction(async (tx) => {
      await markSaleFailed(tx, sale.id, code, now);
      await markBuyerSubscriptionPastDue(tx, subscription.id, now);
      // The buyer hears of it once per renewal, at the first decline; the daily retries are silent until the
      // subscription ends (then its end is told).
      if (subscription.status !== 'active') return [];
      const retryUntil = addDays(subscription.currentPeriodEnd, PAST_DUE_GRACE_DAYS);
      return [await enqueueRenewalFailedNotice(tx, deps, sale, retryUntil)];
    });
    await deps.mail.deliver(deps.db, emailIds);
    return 'pastDue';
  }
  if (charge.status === 'pending') {
    // The provider's webhook confirms it; until then the next run leaves this sale alone.
    await deps.db
      .update(sales)
      .set({ providerPaymentId: charge.providerPaymentId, updatedAt: now })
      .where(and(eq(sales.id, sale.id), eq(sales.status, 'pending')));
    return 'pending';
  }
  const emailIds = await deps.db.transaction(async (tx) => {
    const confirmed = await confirmSalePaid(tx, deps, sale.id, {
      paidAt: now,
      providerPaymentId: charge.providerPaymentId,
      card: charge.card,
    });
    await advanceBuyerSubscription(tx, sale, now);
    return confirmed.emailIds;
  });
  await deps.mail.deliver(deps.db, emailIds);
  return 'renewed';
}
