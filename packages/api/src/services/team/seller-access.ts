import { and, type DbOrTx, eq, profiles } from '@afilia/db';
import type { Role } from '@afilia/validators';
import { AppError } from '../../errors';
import { roleOf } from '../auth/profile-dto';

export interface TeamActor {
  id: string;
  role: Role;
}

/**
 * Loads a reseller the actor may manage: one they referred (a producer), any reseller (an admin).
 * A producer gets FORBIDDEN for anything else, whether or not the id exists, so ids leak nothing.
 */
export async function loadManagedSeller(db: DbOrTx, actor: TeamActor, sellerId: string) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      actor.role === 'admin'
        ? eq(profiles.id, sellerId)
        : and(eq(profiles.id, sellerId), eq(profiles.referrerId, actor.id)),
    )
    .limit(1);
  if (!row) {
    throw actor.role === 'admin'
      ? new AppError('errors.team.userNotFound')
      : new AppError('errors.team.notYourSeller');
  }
  if (actor.role === 'admin' && roleOf(row) !== 'reseller') throw new AppError('errors.team.userNotFound');
  return row;
}
