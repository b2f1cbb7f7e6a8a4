import { type DbOrTx, eq, profiles } from '@afilia/db';
import type { Role } from '@afilia/validators';
import { salesLimit } from '../plans/sales-limit';
import type { Overview } from './overview-dto';
import { producerOverview } from './producer-overview';
import { resellerOverview } from './reseller-overview';

/** The dashboard overview of the signed-in user, shaped by role; "this month" is a month in Brasília time. */
export async function getOverview(
  db: DbOrTx,
  appUrl: string,
  actor: { id: string; role: Role },
  now: Date = new Date(),
): Promise<Overview> {
  if (actor.role === 'reseller') return resellerOverview(db, appUrl, actor.id, now);
  const producerId = actor.role === 'producer' ? actor.id : null;
  const figures = await producerOverview(db, producerId, now);
  const [profile] = await db
    .select({ fullName: profiles.fullName, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  const profileComplete = Boolean(profile?.fullName?.trim() && profile.phone?.trim());
  return {
    role: actor.role,
    ...figures,
    salesLimit: producerId ? await salesLimit(db, producerId, figures.sales.thisMonth.count, now) : null,
    profileComplete,
  };
}
