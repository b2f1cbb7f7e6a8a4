import {
  and,
  commissions,
  type DbOrTx,
  eq,
  gte,
  inArray,
  lte,
  payoutSettings,
  sql,
  subscriptions,
} from '@afilia/db';
import { addDays, businessDay, UPCOMING_PAYMENTS_DAYS } from '@afilia/validators';
import type { Actor } from '../auth/resolve-actor';
import { availableByReseller } from '../ledger/reserve-payout';
import { historySide } from './list-payment-history';

export interface UpcomingPayment {
  /** 'commissions' maturing that day, the weekly 'payout', or the plan 'renewal'. */
  kind: 'commissions' | 'payout' | 'renewal';
  direction: 'received' | 'sent';
  /** The São Paulo day it is due, 'YYYY-MM-DD'. */
  day: string;
  amountCents: number;
  count: number;
}

const WEEK_DAYS = 7;

/**
 * What is due in the next 30 days: commissions maturing (a producer owes them, a reseller earns them), the
 * producer's next weekly payout when the schedule is on, and the plan's renewal.
 */
export async function upcomingPayments(
  db: DbOrTx,
  actor: Pick<Actor, 'id' | 'role'>,
  now = new Date(),
): Promise<UpcomingPayment[]> {
  const until = addDays(now, UPCOMING_PAYMENTS_DAYS);
  const side = historySide(actor);
  const owner = side === 'producer' ? commissions.producerId : commissions.resellerId;
  const maturing = await db
    .select({
      availableAt: commissions.availableAt,
      amountCents: commissions.amountCents,
    })
    .from(commissions)
    .where(
      and(
        eq(owner, actor.id),
        eq(commissions.status, 'pending'),
        gte(commissions.availableAt, now),
        lte(commissions.availableAt, until),
      ),
    );
  const byDay = new Map<string, UpcomingPayment>();
  for (const row of maturing) {
    const day = businessDay(row.availableAt);
    const entry = byDay.get(day) ?? {
      kind: 'commissions' as const,
      direction: side === 'producer' ? ('sent' as const) : ('received' as const),
      day,
      amountCents: 0,
      count: 0,
    };
    entry.amountCents += row.amountCents;
    entry.count += 1;
    byDay.set(day, entry);
  }
  const items = [...byDay.values()];
  if (side === 'producer') {
    const payout = await nextWeeklyPayout(db, actor.id, now);
    if (payout) items.push(payout);
  }
  const renewal = await nextRenewal(db, actor.id, now, until);
  if (renewal) items.push(renewal);
  return items.sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind));
}

async function nextWeeklyPayout(db: DbOrTx, producerId: string, now: Date): Promise<UpcomingPayment | null> {
  const [settings] = await db
    .select({ enabled: payoutSettings.weeklyPayoutsEnabled, lastRun: payoutSettings.lastWeeklyRunAt })
    .from(payoutSettings)
    .where(eq(payoutSettings.userId, producerId));
  if (!settings?.enabled) return null;
  const due = settings.lastRun ? addDays(settings.lastRun, WEEK_DAYS) : now;
  const owed = (await availableByReseller(db, producerId)).filter((row) => row.amountCents > 0);
  // Nothing owed: the run will pay nothing, so nothing is due.
  if (owed.length === 0) return null;
  return {
    kind: 'payout',
    direction: 'sent',
    day: businessDay(due < now ? now : due),
    amountCents: owed.reduce((sum, row) => sum + row.amountCents, 0),
    count: owed.reduce((sum, row) => sum + row.count, 0),
  };
}

async function nextRenewal(
  db: DbOrTx,
  userId: string,
  now: Date,
  until: Date,
): Promise<UpcomingPayment | null> {
  const [subscription] = await db
    .select({
      end: subscriptions.currentPeriodEnd,
      trialEnd: subscriptions.trialEnd,
      priceCents: subscriptions.priceCents,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'trialing', 'past_due']),
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .orderBy(sql`${subscriptions.createdAt} desc`)
    .limit(1);
  const due = subscription?.end ?? subscription?.trialEnd;
  if (!subscription || !due || due < now || due > until || subscription.priceCents <= 0) return null;
  return {
    kind: 'renewal',
    direction: 'sent',
    day: businessDay(due),
    amountCents: subscription.priceCents,
    count: 1,
  };
}
