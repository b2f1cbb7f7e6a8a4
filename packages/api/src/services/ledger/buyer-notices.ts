import { and, type buyerSubscriptions, type DbOrTx, eq, sales } from '@afilia/db';
import { FALLBACK_LOCALE, isSupportedLocale, type SupportedLocale } from '@afilia/i18n';
import { cardLabel } from '@afilia/validators';
import type { SaleEffectsDeps } from './sale-effects';

// The buyer's emails about their order after the purchase: a refund, a declined renewal, the end of a
// subscription. Buyers have no account and no notification switches: these are theirs, always sent, in the
// language they bought in.

/** What the buyer's emails need: the outbox and the site's URL. */
export type BuyerNoticeDeps = Pick<SaleEffectsDeps, 'mail' | 'appUrl'>;

type Sale = typeof sales.$inferSelect;
type Subscription = typeof buyerSubscriptions.$inferSelect;

/** Why a buyer subscription ended; a refund is told by the refund email itself. */
export type SubscriptionEnd = 'buyer' | 'producer' | 'failedRenewals' | 'chargeback' | 'refund';

/** The language the buyer bought in. */
export function buyerLocale(sale: Pick<Sale, 'buyerLocale'>): SupportedLocale {
  return isSupportedLocale(sale.buyerLocale) ? sale.buyerLocale : FALLBACK_LOCALE;
}

function orderLink(deps: BuyerNoticeDeps, orderCode: string): string {
  return `${deps.appUrl}/orders?code=${orderCode}`;
}

/** A refunded sale: the amount, and when and where the money comes back for its payment method. */
export function enqueueRefundNotice(
  tx: DbOrTx,
  deps: BuyerNoticeDeps,
  sale: Sale,
  subscriptionEnded: boolean,
): Promise<string> {
  return deps.mail.enqueue(tx, {
    to: sale.buyerEmail,
    locale: buyerLocale(sale),
    template: 'refundIssued',
    vars: {
      buyerName: sale.buyerName,
      productTitle: sale.productTitle,
      orderCode: sale.orderCode,
      amountCents: sale.amountCents,
      method: sale.method,
      card:
        sale.cardBrand && sale.cardLast4 ? cardLabel({ brand: sale.cardBrand, last4: sale.cardLast4 }) : null,
      subscriptionEnded,
      link: orderLink(deps, sale.orderCode),
    },
  });
}

/**
 * A renewal declined for certain, the first time for this renewal: what happened, what to do, and until
 * when it is tried again before the subscription is cancelled.
 */
export function enqueueRenewalFailedNotice(
  tx: DbOrTx,
  deps: BuyerNoticeDeps,
  renewal: Sale,
  retryUntil: Date,
): Promise<string> {
  return deps.mail.enqueue(tx, {
    to: renewal.buyerEmail,
    locale: buyerLocale(renewal),
    template: 'renewalFailed',
    vars: {
      buyerName: renewal.buyerName,
      productTitle: renewal.productTitle,
      amountCents: renewal.amountCents,
      card:
        renewal.cardBrand && renewal.cardLast4
          ? cardLabel({ brand: renewal.cardBrand, last4: renewal.cardLast4 })
          : null,
      retryUntil,
      link: orderLink(deps, renewal.orderCode),
    },
  });
}

/**
 * The end of a buyer subscription, told to the buyer with the reason and, when they cancelled it themselves,
 * until when the period already paid runs. Nothing for a refund (its own email says the subscription ended).
 * Returns the outbox id, or null.
 */
export async function enqueueSubscriptionEndedNotice(
  tx: DbOrTx,
  deps: BuyerNoticeDeps,
  subscription: Subscription,
  reason: SubscriptionEnd,
  at: Date,
): Promise<string | null> {
  if (reason === 'refund') return null;
  const [first] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.subscriptionId, subscription.id), eq(sales.renewalNumber, 0)));
  if (!first) return null;
  // Only a subscription the buyer cancelled keeps its paid period: the producer's product may be gone, and
  // a subscription ended for non-payment or a dispute has no paid period left.
  const paidUntil =
    reason === 'buyer' && subscription.currentPeriodEnd > at ? subscription.currentPeriodEnd : null;
  return deps.mail.enqueue(tx, {
    to: first.buyerEmail,
    locale: buyerLocale(first),
    template: 'subscriptionEnded',
    vars: {
      buyerName: first.buyerName,
      productTitle: first.productTitle,
      reason,
      paidUntil,
      productLink: subscription.productId ? `${deps.appUrl}/p/${first.productCode}` : null,
      link: orderLink(deps, first.orderCode),
    },
  });
}
