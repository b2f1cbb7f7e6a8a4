import {
  ADVISORY_LOCKS,
  and,
  type Database,
  eq,
  inArray,
  lte,
  or,
  subscriptions,
  testModeCharges,
  tryAdvisoryXactLock,
} from '@afilia/db';
import { addDays, addOneMonth } from '@afilia/validators';
import type { MailService } from '../../integrations/mail/mail-service';
import type { PlanInvoiceEmails } from './plan-invoice-emails';
import {
  planById,
  type SubscriptionRow,
  subscriptionCard,
  syncProfileWithSubscription,
} from './subscription-state';

export const BILLING_LOCK_KEY = ADVISORY_LOCKS.billingCycle;
/** A test-mode subscription whose renewal keeps failing is canceled after this grace period. */
const PAST_DUE_GRACE_DAYS = 7;
/** A failed renewal is retried once a day. */
const RETRY_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The database, and the invoice email of each charge (delivered after the commit). */
export interface BillingCycleDeps {
  db: Database;
  mail: MailService;
  invoices: PlanInvoiceEmails;
}

export interface BillingCycleReport {
  ran: boolean;
  renewed: number;
  pastDue: number;
  canceled: number;
  expired: number;
  trialsConverted: number;
  /** Users whose profile's plan fields changed: their cached sessions are out of date. */
  usersChanged: string[];
}

/**
 * The scheduled billing job: ends trials (lapsing to expired without a card), renews test-mode
 * subscriptions monthly, and ends those cancelled at period end. Each successful charge (a renewal, or a
 * trial converted at its end) gets its invoice email with the receipt, written in the same transaction and
 * delivered after it. Stripe subscriptions are left to Stripe and its webhooks. Only one instance runs it at
 * a time (a PostgreSQL advisory lock); `now` is a parameter so tests control the clock.
 */
export async function runBillingCycle(deps: BillingCycleDeps, now = new Date()): Promise<BillingCycleReport> {
  const { db } = deps;
  const report: BillingCycleReport = {
    ran: false,
    renewed: 0,
    pastDue: 0,
    canceled: 0,
    expired: 0,
    trialsConverted: 0,
    usersChanged: [],
  };
  const emailIds = await db.transaction(async (tx) => {
    const ids: string[] = [];
    if (!(await tryAdvisoryXactLock(tx, BILLING_LOCK_KEY))) return ids;
    report.ran = true;
    const due = await tx
      .select()
      .from(subscriptions)
      .where(
        or(
          and(eq(subscriptions.status, 'trialing'), lte(subscriptions.trialEnd, now)),
          and(
            eq(subscriptions.provider, 'test'),
            inArray(subscriptions.status, ['active', 'past_due']),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        ),
      );
    for (const subscription of due) {
      const next = nextState(subscription, now);
      if (!next) continue;
      const [row] = await tx
        .update(subscriptions)
        .set({ ...next.changes, updatedAt: now })
        .where(eq(subscriptions.id, subscription.id))
        .returning();
      if (!row) continue;
      if (next.charge) {
        const [charge] = await tx
          .insert(testModeCharges)
          .values({ subscriptionId: row.id, ...next.charge, createdAt: now })
          .returning();
        if (charge?.outcome === 'ok') {
          const id = await deps.invoices.enqueue(
            tx,
            {
              userId: row.userId,
              entryId: charge.id,
              planName: planById(row.planId).name,
              amountCents: charge.amountCents,
              periodStart: charge.periodStart,
              periodEnd: charge.periodEnd,
              card: subscriptionCard(row),
            },
            now,
          );
          if (id) ids.push(id);
        }
      }
      await syncProfileWithSubscription(tx, row.userId, row, now);
      report.usersChanged.push(row.userId);
      report[next.counter] += 1;
    }
    return ids;
  });
  await deps.mail.deliver(db, emailIds);
  return report;
}

interface Transition {
  changes: Partial<typeof subscriptions.$inferInsert>;
  charge?: { amountCents: number; outcome: string; periodStart: Date; periodEnd: Date };
  counter: Exclude<keyof BillingCycleReport, 'ran' | 'usersChanged'>;
}

function nextState(subscription: SubscriptionRow, now: Date): Transition | null {
  if (subscription.status === 'trialing') {
    // Stripe ends its own trials; only local trials and test-mode trials are handled here.
    if (subscription.provider === 'stripe' && subscription.providerSubscriptionId) return null;
    if (!subscription.testCardOutcome) {
      return { changes: { status: 'expired' }, counter: 'expired' };
    }
    return charge(subscription, subscription.trialEnd ?? now, 'trialsConverted');
  }
  if (subscription.cancelAtPeriodEnd) return { changes: { status: 'canceled' }, counter: 'canceled' };
  if (subscription.status === 'past_due') {
    const graceEnds = addDays(subscription.currentPeriodEnd ?? now, PAST_DUE_GRACE_DAYS);
    if (graceEnds <= now) return { changes: { status: 'canceled', canceledAt: now }, counter: 'canceled' };
    if (now.getTime() - subscription.updatedAt.getTime() < RETRY_INTERVAL_MS) return null;
  }
  return charge(subscription, subscription.currentPeriodEnd ?? now, 'renewed');
}

function charge(
  subscription: SubscriptionRow,
  periodStart: Date,
  counter: Transition['counter'],
): Transition {
  const periodEnd = addOneMonth(periodStart);
  const outcome = subscription.testCardOutcome ?? 'declined';
  const record = { amountCents: subscription.priceCents, outcome, periodStart, periodEnd };
  if (outcome !== 'ok') {
    if (subscription.status === 'past_due') return { changes: {}, charge: record, counter: 'pastDue' };
    return { changes: { status: 'past_due' }, charge: record, counter: 'pastDue' };
  }
  return {
    changes: { status: 'active', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd },
    charge: record,
    counter,
  };
}
