import { and, type DbOrTx, eq, profiles } from '@afilia/db';
import { type Role, reachesAny } from '@afilia/validators';
import { AppError } from '../../errors';
import { roleOf } from '../auth/profile-dto';

export interface TeamActor {
  id: string;
  role: Role;
}

/**
 * Loads a reseller the actor may manage: one they referred (a producer), any reseller (an admin).
 * A producer gets FORBIDDEN for anything else, whether or not the id exists, so ids leak nothing. The
 * target must still be a reseller: a referred seller who became a producer or admin is no longer theirs.
 */
export async function loadManagedSeller(db: DbOrTx, actor: TeamActor, sellerId: string) {
  const anyReseller = reachesAny(actor.role, 'sellers.manage');
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      anyReseller
        ? eq(profiles.id, sellerId)
        : and(eq(profiles.id, sellerId), eq(profiles.referrerId, actor.id)),
    )
    .limit(1);
  if (!row || roleOf(row) !== 'reseller') {
    throw new AppError(anyReseller ? 'errors.team.userNotFound' : 'errors.team.notYourSeller');
  }
  return row;
}
