import { ADVISORY_LOCKS, and, eq, isNull, lte, or, payoutSettings, tryAdvisoryXactLock } from '@afilia/db';
import { addDays } from '@afilia/validators';
import type { PayoutDeps } from './payout-deps';
import { runPayouts } from './run-payouts';

export const WEEKLY_PAYOUTS_LOCK_KEY = ADVISORY_LOCKS.weeklyPayouts;

/**
 * The scheduled run: every producer who switched weekly payouts on and whose last run is a week old gets one.
 * The run time is written before paying, under an advisory lock, so two instances never start the same week
 * twice (and runPayouts is itself safe to overlap).
 */
export async function runWeeklyPayouts(deps: PayoutDeps): Promise<{ ran: boolean; producers: number }> {
  const now = deps.clock?.() ?? new Date();
  const due = await deps.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, WEEKLY_PAYOUTS_LOCK_KEY))) return null;
    return tx
      .update(payoutSettings)
      .set({ lastWeeklyRunAt: now })
      .where(
        and(
          eq(payoutSettings.weeklyPayoutsEnabled, true),
          or(isNull(payoutSettings.lastWeeklyRunAt), lte(payoutSettings.lastWeeklyRunAt, addDays(now, -7))),
        ),
      )
      .returning({ userId: payoutSettings.userId });
  });
  if (!due) return { ran: false, producers: 0 };
  for (const { userId } of due) await runPayouts(deps, userId, 'weekly');
  return { ran: true, producers: due.length };
}
