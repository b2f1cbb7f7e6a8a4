import {
  ADVISORY_LOCKS,
  and,
  type Database,
  type DbOrTx,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  notExists,
  notInArray,
  or,
  sql,
  subscriptions,
  trialNotices,
  tryAdvisoryXactLock,
} from '@afilia/db';
import { addDays, cardLabel } from '@afilia/validators';
import type { MailService } from '../../integrations/mail/mail-service';
import { emailRecipient } from '../notifications/email-recipient';
import { planById, type SubscriptionRow, subscriptionCard } from './subscription-state';

export const TRIAL_NOTICES_LOCK_KEY = ADVISORY_LOCKS.trialNotices;

/** The reminders, latest first: the stage whose window `now` is in is the one sent. */
const REMINDERS = [
  { stage: '1_day', days: 1 },
  { stage: '3_days', days: 3 },
] as const;
/**
 * A trial that ended longer ago than this gets no ended notice: the job's first run must not email every
 * trial that ever ended, and a notice days late helps no one.
 */
const ENDED_NOTICE_WINDOW_DAYS = 3;

export interface TrialNoticeDeps {
  db: Database;
  mail: MailService;
  appUrl: string;
}

export interface TrialNoticeReport {
  ran: boolean;
  reminded: number;
  ended: number;
}

/**
 * The trial emails, sent by a periodic job: a reminder 3 days and 1 day before a trial ends, and a notice
 * once it has ended, saying whether it became a paid plan, its first charge was declined, or it ended
 * without one. Transactional: sent whatever the notification switches. Each stage goes at most once per
 * subscription: its trial_notices row is written with the email, in one transaction, under an advisory lock.
 * Only the current stage is sent, so a trial that starts with 2 days left (or a job that was down) never
 * gets a late '3 days'. `now` is a parameter so tests control the clock.
 */
export async function sendTrialNotices(deps: TrialNoticeDeps, now = new Date()): Promise<TrialNoticeReport> {
  const report: TrialNoticeReport = { ran: false, reminded: 0, ended: 0 };
  const emailIds = await deps.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, TRIAL_NOTICES_LOCK_KEY))) return [];
    report.ran = true;
    const ids: string[] = [];
    for (const subscription of await endingTrials(tx, now)) {
      const id = await remind(tx, deps, subscription, now);
      if (id) ids.push(id);
    }
    report.reminded = ids.length;
    for (const subscription of await endedTrials(tx, now)) {
      const id = await noticeEnd(tx, deps, subscription, now);
      if (id) ids.push(id);
    }
    report.ended = ids.length - report.reminded;
    return ids;
  });
  await deps.mail.deliver(deps.db, emailIds);
  return report;
}

/** Trials still running that end within 3 days. */
function endingTrials(tx: DbOrTx, now: Date) {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        gt(subscriptions.trialEnd, now),
        lte(subscriptions.trialEnd, addDays(now, 3)),
      ),
    );
}

/**
 * Trials whose end passed in the last few days and whose subscription has moved on (the billing job or
 * Stripe converted or ended it), without an ended notice yet. A trial cancelled or replaced by a purchase
 * before its end did not run out, and gets none.
 */
function endedTrials(tx: DbOrTx, now: Date) {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.trialEnd),
        lte(subscriptions.trialEnd, now),
        gt(subscriptions.trialEnd, addDays(now, -ENDED_NOTICE_WINDOW_DAYS)),
        notInArray(subscriptions.status, ['trialing', 'incomplete']),
        or(isNull(subscriptions.canceledAt), sql`${subscriptions.canceledAt} >= ${subscriptions.trialEnd}`),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(trialNotices)
            .where(and(eq(trialNotices.subscriptionId, subscriptions.id), eq(trialNotices.stage, 'ended'))),
        ),
      ),
    );
}

/** Records the stage for the subscription; false when it was already sent. */
async function claimStage(
  tx: DbOrTx,
  subscriptionId: string,
  stage: (typeof trialNotices.$inferInsert)['stage'],
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(trialNotices)
    .values({ subscriptionId, stage, sentAt: now })
    .onConflictDoNothing()
    .returning({ stage: trialNotices.stage });
  return inserted.length > 0;
}

/** The card the plan is charged to, when it will be: not without one, nor once cancelled. */
function chargedCard(subscription: SubscriptionRow): string | null {
  return subscription.cancelAtPeriodEnd ? null : cardLabel(subscriptionCard(subscription));
}

async function remind(
  tx: DbOrTx,
  deps: TrialNoticeDeps,
  subscription: SubscriptionRow,
  now: Date,
): Promise<string | null> {
  const trialEnd = subscription.trialEnd;
  if (!trialEnd) return null;
  const reminder = REMINDERS.find(({ days }) => addDays(trialEnd, -days) <= now);
  // A trial that began inside the stage's window (bought with 2 days of trial left) is not told '3 days'.
  if (!reminder || subscription.createdAt > addDays(trialEnd, -reminder.days)) return null;
  if (!(await claimStage(tx, subscription.id, reminder.stage, now))) return null;
  const recipient = await emailRecipient(tx, subscription.userId, 'transactional');
  if (!recipient) return null;
  const card = chargedCard(subscription);
  return deps.mail.enqueue(tx, {
    to: recipient.email,
    locale: recipient.locale,
    template: 'trialEnding',
    vars: {
      name: recipient.name,
      stage: reminder.stage,
      planName: planById(subscription.planId).name,
      trialEnd,
      priceCents: subscription.priceCents,
      card,
      link: card ? `${deps.appUrl}/dashboard` : `${deps.appUrl}/plans`,
    },
  });
}

async function noticeEnd(
  tx: DbOrTx,
  deps: TrialNoticeDeps,
  subscription: SubscriptionRow,
  now: Date,
): Promise<string | null> {
  if (!(await claimStage(tx, subscription.id, 'ended', now))) return null;
  const recipient = await emailRecipient(tx, subscription.userId, 'transactional');
  if (!recipient) return null;
  const outcome =
    subscription.status === 'active'
      ? 'converted'
      : subscription.status === 'past_due'
        ? 'paymentFailed'
        : 'ended';
  return deps.mail.enqueue(tx, {
    to: recipient.email,
    locale: recipient.locale,
    template: 'trialEnded',
    vars: {
      name: recipient.name,
      outcome,
      planName: planById(subscription.planId).name,
      priceCents: subscription.priceCents,
      card: cardLabel(subscriptionCard(subscription)),
      link: outcome === 'ended' ? `${deps.appUrl}/plans` : `${deps.appUrl}/dashboard`,
    },
  });
}
