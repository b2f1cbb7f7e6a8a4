import { and, type DbOrTx, eq, ne, profiles } from '@afilia/db';
import { type Role, reachesAny } from '@afilia/validators';
import { AppError } from '../../errors';
import { roleOf } from '../auth/profile-dto';

export interface TeamActor {
  id: string;
  role: Role;
}

/** Whether the actor manages every reseller (an admin) rather than the ones they referred (a producer). */
export function managesEveryReseller(actor: TeamActor): boolean {
  return reachesAny(actor.role, 'sellers.manage');
}

/**
 * Loads (and locks) a reseller the actor may manage: one they referred (a producer), any reseller (an admin);
 * never a removed account. A producer gets FORBIDDEN for anything else, whether or not the id exists, so ids
 * leak nothing. The target must still be a reseller: a referred seller who became a producer or admin is no
 * longer theirs.
 */
export async function loadManagedSeller(db: DbOrTx, actor: TeamActor, sellerId: string) {
  const anyReseller = managesEveryReseller(actor);
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.id, sellerId),
        ne(profiles.status, 'deleted'),
        anyReseller ? undefined : eq(profiles.referrerId, actor.id),
      ),
    )
    .for('update')
    .limit(1);
  if (!row || roleOf(row) !== 'reseller') {
    throw new AppError(anyReseller ? 'errors.team.userNotFound' : 'errors.team.notYourSeller');
  }
  return row;
}
