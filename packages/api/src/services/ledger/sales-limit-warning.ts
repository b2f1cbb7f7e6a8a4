import { and, type DbOrTx, eq, isNull, ne, or, profiles } from '@afilia/db';
import { businessDay } from '@afilia/validators';
import { salesLimit } from '../plans/sales-limit';
import { monthSales } from './figures/month-figures';
import type { SaleEffectsDeps } from './sale-effects';

/**
 * Past the plan's monthly sales limit a sale still goes through; the producer is told once per month
 * (America/Sao_Paulo), counting sales as the dashboard's warning does. The month is claimed with a
 * conditional update, so two sales confirmed at the same time send one email. Admins and producers without
 * a plan in force get no warning. Returns the outbox id.
 */
export async function warnSalesLimitOnce(
  tx: DbOrTx,
  deps: SaleEffectsDeps,
  producerId: string,
  now: Date,
): Promise<string | null> {
  const month = businessDay(now).slice(0, 7);
  const [profile] = await tx
    .select({
      email: profiles.email,
      language: profiles.language,
      isAdmin: profiles.isAdmin,
      warnedMonth: profiles.salesLimitWarnedMonth,
    })
    .from(profiles)
    .where(eq(profiles.id, producerId));
  if (!profile || profile.isAdmin || profile.warnedMonth === month) return null;
  const { thisMonth } = await monthSales(tx, producerId, now);
  const limit = await salesLimit(tx, producerId, thisMonth.count, now);
  if (!limit?.exceeded) return null;
  const claimed = await tx
    .update(profiles)
    .set({ salesLimitWarnedMonth: month })
    .where(
      and(
        eq(profiles.id, producerId),
        or(isNull(profiles.salesLimitWarnedMonth), ne(profiles.salesLimitWarnedMonth, month)),
      ),
    )
    .returning({ id: profiles.id });
  if (claimed.length === 0) return null;
  return deps.mail.enqueue(tx, {
    to: profile.email,
    locale: profile.language ?? 'pt-BR',
    template: 'salesLimitReached',
    vars: {
      planName: limit.planName,
      limit: limit.limit,
      salesThisMonth: limit.used,
      link: `${deps.appUrl}/plans`,
    },
  });
}
