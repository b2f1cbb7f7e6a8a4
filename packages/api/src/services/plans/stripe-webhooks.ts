import {
  type Database,
  type DbOrTx,
  eq,
  planInvoices,
  processedWebhookEvents,
  sql,
  subscriptions,
} from '@afilia/db';
import type { StripeEvent, StripeSubscription } from '../../integrations/payments/stripe-client';
import { stripeInvoicePeriod } from '../../integrations/payments/stripe-invoice-period';
import { stripeSubscriptionState } from '../../integrations/payments/stripe-subscription-state';
import { becomeProducer } from '../account/become-producer';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import { handleStripeSaleEvent, isStripeSaleEvent } from '../payments/stripe-sale-events';
import type { PlanInvoiceEmails } from './plan-invoice-emails';
import {
  latestSubscription,
  planById,
  type SubscriptionRow,
  subscriptionCard,
  supersedeOtherSubscriptions,
  syncProfileWithSubscription,
} from './subscription-state';

/**
 * What a delivery did: `applied` changed the subscription; `recorded` was noted without a state change
 * (trial_will_end, or nothing to change); `duplicate` was seen before; `stale` is older than the last event
 * applied; `ignored` is not about one of our subscriptions, or of a type we do not handle (or, from a
 * producer's own account, a claim their Stripe does not bear out); `deferred` (a sale's refund or dispute that
 * overtook its payment's confirmation) was not recorded, for Stripe to deliver again; `unavailable` (a
 * producer's Stripe could not be asked about the claim) neither.
 */
export type StripeWebhookOutcome =
  | 'applied'
  | 'recorded'
  | 'duplicate'
  | 'stale'
  | 'ignored'
  | 'deferred'
  | 'unavailable';

export interface StripeWebhookResult {
  outcome: StripeWebhookOutcome;
  eventId: string;
  type: string;
  /** Our subscription row, when the event concerned one. */
  subscriptionId: string | null;
  /** Our sale, when the event concerned one (services/sales/stripe-sale-events.ts). */
  saleId?: string | null;
  /** The user whose profile's plan fields the event changed: their cached sessions are out of date. */
  planChangedFor?: string;
}

type SubscriptionChanges = Partial<typeof subscriptions.$inferInsert>;

/** What the events' emails need: a sale's (SaleEffectsDeps) and a paid plan invoice's. */
export interface StripeEventEffects extends SaleEffectsDeps {
  invoices: PlanInvoiceEmails;
}

/**
 * Applies one verified Stripe event. The event id is stored in processed_webhook_events in the same
 * transaction as its effect, so a redelivery takes effect once. Events carry their creation time: one older
 * than the last event applied to the subscription (`provider_event_at`) is skipped, so a late delivery
 * cannot move the subscription backwards. The profile's plan fields follow the user's current subscription.
 * A paid plan invoice gets its invoice email once (recordPlanInvoice), delivered after the commit. Events
 * about product sales go to services/sales/stripe-sale-events.ts.
 */
export async function handleStripeEvent(
  db: Database,
  event: StripeEvent,
  now: Date,
  effects: StripeEventEffects,
): Promise<StripeWebhookResult> {
  if (isStripeSaleEvent(event)) return handleStripeSaleEvent({ ...effects, db }, event, now);
  const base = { eventId: event.id, type: event.type };
  const target = targetSubscriptionId(event);
  // A type we do not handle needs no record: acknowledging it again has no effect either.
  if (!target) return { ...base, outcome: 'ignored', subscriptionId: null };
  const emailIds: string[] = [];
  const result = await db.transaction(async (tx): Promise<StripeWebhookResult> => {
    const inserted = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (inserted.length === 0) return { ...base, outcome: 'duplicate', subscriptionId: null };

    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, target))
      .for('update');
    if (row?.provider !== 'stripe') return { ...base, outcome: 'ignored', subscriptionId: null };

    const invoiceEmail = await recordPlanInvoice(tx, effects, event, row, now);
    if (invoiceEmail) emailIds.push(invoiceEmail);
    const eventAt = new Date(event.created * 1000);
    if (row.providerEventAt && eventAt < row.providerEventAt)
      return { ...base, outcome: 'stale', subscriptionId: row.id };

    const changes = changesFor(event, row);
    if (!changes) return { ...base, outcome: 'recorded', subscriptionId: row.id };

    const [updated] = await tx
      .update(subscriptions)
      .set({ ...changes, providerEventAt: eventAt, updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (!updated) return { ...base, outcome: 'recorded', subscriptionId: row.id };
    // An older subscription of the same user (say an abandoned 3-D Secure attempt that expires) must not
    // overwrite the profile of the plan bought since.
    await supersedeOtherSubscriptions(tx, updated, now);
    const current = await latestSubscription(tx, updated.userId);
    if (current?.id !== updated.id) return { ...base, outcome: 'applied', subscriptionId: updated.id };
    await syncProfileWithSubscription(tx, updated.userId, updated, now);
    // A first payment confirmed with 3-D Secure is the purchase taking effect: the buyer becomes a producer now.
    if (row.status === 'incomplete' && (updated.status === 'active' || updated.status === 'trialing'))
      await becomeProducer(tx, updated.userId, now);
    return { ...base, outcome: 'applied', subscriptionId: updated.id, planChangedFor: updated.userId };
  });
  await effects.mail.deliver(db, emailIds);
  return result;
}

/** The Stripe subscription an event is about, if any. */
function targetSubscriptionId(event: StripeEvent): string | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = event.data.object.parent?.subscription_details?.subscription;
      return typeof parent === 'string' ? parent : (parent?.id ?? null);
    }
    default:
      return null;
  }
}

/** The columns an event changes, or null when it changes nothing. */
function changesFor(event: StripeEvent, row: SubscriptionRow): SubscriptionChanges | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return snapshotChanges(event.data.object, row);
    case 'invoice.paid':
      // A paid invoice settles a failed renewal or a first payment confirmed with 3-D Secure. The $0
      // invoice that opens a trial is paid too, and must not end the trial.
      return row.status === 'past_due' || row.status === 'incomplete' ? { status: 'active' } : null;
    case 'invoice.payment_failed':
      return row.status === 'active' || row.status === 'trialing' ? { status: 'past_due' } : null;
    default:
      // customer.subscription.trial_will_end: recorded only; the trial's end arrives as an update.
      return null;
  }
}

/** A subscription snapshot (created/updated/deleted) on our columns; unknown parts are left as they are. */
function snapshotChanges(subscription: StripeSubscription, row: SubscriptionRow): SubscriptionChanges {
  const state = stripeSubscriptionState(subscription);
  const changes: SubscriptionChanges = {
    trialEnd: state.trialEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
  if (state.status) changes.status = state.status;
  if (state.currentPeriodStart) changes.currentPeriodStart = state.currentPeriodStart;
  if (state.currentPeriodEnd) changes.currentPeriodEnd = state.currentPeriodEnd;
  if (state.canceledAt && (state.status === 'canceled' || state.status === 'expired'))
    changes.canceledAt = state.canceledAt;
  if (state.planId && state.planId !== row.planId) {
    changes.planId = state.planId;
    changes.priceCents = state.priceCents ?? planById(state.planId).priceCents;
  }
  if (state.card) {
    changes.cardBrand = state.card.brand;
    changes.cardLast4 = state.card.last4;
  }
  return changes;
}

/**
 * A charged plan invoice (not the $0 one that opens a trial) goes to the payment history, once per invoice.
 * The invoice that becomes paid here (paid now, or a failed attempt now paid) gets its invoice email with
 * the receipt; a redelivery, or another event about an invoice already paid, sends nothing. The caller holds
 * the subscription's row lock, so two events about one invoice are applied one after the other. Answers the
 * email's outbox id.
 */
async function recordPlanInvoice(
  tx: DbOrTx,
  effects: StripeEventEffects,
  event: StripeEvent,
  subscription: SubscriptionRow,
  now: Date,
): Promise<string | null> {
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.payment_failed') return null;
  const invoice = event.data.object;
  const amountCents = event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due;
  if (!invoice.id || amountCents <= 0) return null;
  const status = event.type === 'invoice.paid' ? 'paid' : 'failed';
  const [before] = await tx
    .select({ status: planInvoices.status })
    .from(planInvoices)
    .where(eq(planInvoices.providerInvoiceId, invoice.id));
  const [recorded] = await tx
    .insert(planInvoices)
    .values({
      subscriptionId: subscription.id,
      providerInvoiceId: invoice.id,
      amountCents,
      status,
      createdAt: new Date(event.created * 1000),
    })
    // A failed attempt later paid becomes paid; a paid invoice never goes back to failed.
    .onConflictDoUpdate({
      target: planInvoices.providerInvoiceId,
      set: { status: sql`case when ${planInvoices.status} = 'paid' then 'paid' else excluded.status end` },
    })
    .returning({ id: planInvoices.id, status: planInvoices.status });
  if (recorded?.status !== 'paid' || before?.status === 'paid') return null;
  const period = stripeInvoicePeriod(invoice, subscription);
  return effects.invoices.enqueue(
    tx,
    {
      userId: subscription.userId,
      entryId: recorded.id,
      planName: planById(subscription.planId).name,
      amountCents,
      periodStart: period.start,
      periodEnd: period.end,
      card: subscriptionCard(subscription),
    },
    now,
  );
}
