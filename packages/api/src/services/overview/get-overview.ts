import { type DbOrTx, eq, profiles } from '@afilia/db';
import type { Role } from '@afilia/validators';
import { monthStart } from './month-start';
import { resellerOverview } from './reseller-overview';
import { sellerOverview } from './seller-overview';

/** The dashboard overview of the signed-in user, shaped by role; "this month" starts in Brasília time. */
export async function getOverview(
  db: DbOrTx,
  appUrl: string,
  actor: { id: string; role: Role },
  now: Date = new Date(),
) {
  const since = monthStart(now);
  if (actor.role === 'reseller') return resellerOverview(db, appUrl, actor.id, since);
  const figures = await sellerOverview(db, actor.role === 'producer' ? actor.id : null, since);
  const [profile] = await db
    .select({ fullName: profiles.fullName, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  const profileComplete = Boolean(profile?.fullName?.trim() && profile.phone?.trim());
  return { role: actor.role, ...figures, profileComplete };
}
