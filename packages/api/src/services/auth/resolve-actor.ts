import type { SessionCache, SessionUser } from '@afilia/auth';
import type { DbOrTx } from '@afilia/db';
import type { Role } from '@afilia/validators';
import { AppError } from '../../errors';
import { roleOf } from './profile-dto';

/** The signed-in user a procedure or route acts for. */
export interface Actor {
  id: string;
  role: Role;
  profile: SessionUser['profile'];
}

export interface SignedIn {
  session: SessionUser;
  actor: Actor;
}

/**
 * The checks every signed-in call passes, tRPC procedure or HTTP route alike: a session (else
 * unauthenticated; a removed account's too) whose account is active (else suspended or deactivated), and the
 * role it acts with.
 */
export function signedInActor(session: SessionUser | null): SignedIn {
  if (!session || session.profile.status === 'deleted') throw new AppError('errors.auth.unauthenticated');
  if (session.profile.status === 'suspended') throw new AppError('errors.auth.accountSuspended');
  if (session.profile.status === 'deactivated') throw new AppError('errors.auth.accountDeactivated');
  return { session, actor: { id: session.user.id, role: roleOf(session.profile), profile: session.profile } };
}

/**
 * The session token's user, checked as `signedInActor` does; a missing or unknown token is unauthenticated.
 * The session comes through the same cache as the API's calls.
 */
export async function resolveActor(
  db: DbOrTx,
  sessions: Pick<SessionCache, 'validate'>,
  token: string | undefined,
): Promise<SignedIn> {
  const session = token ? await sessions.validate(db, token) : null;
  return signedInActor(session);
}
