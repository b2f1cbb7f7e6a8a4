import {
  EMAIL_CHANGE_PURPOSES,
  hashPassword,
  invalidateUserSessions,
  revokeEmailTokens,
  verifyPassword,
} from '@afilia/auth';
import { and, count, type Database, desc, eq, gt, ne, profiles, sessions, users } from '@afilia/db';
import { AppError } from '../../errors';
import { describeUserAgent } from './user-agent';

/** The user's active sessions, newest activity first, with a readable device description. */
export async function listSessions(db: Database, userId: string, currentSessionId: string, now = new Date()) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    ...describeUserAgent(row.userAgent),
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
  }));
}

/** Ends one of the user's own sessions; another user's session id is simply not found. */
export async function endSession(db: Database, userId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError('errors.account.sessionNotFound');
}

async function loadPasswordHash(db: Pick<Database, 'select'>, userId: string) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('errors.auth.unauthenticated');
  return row.hash;
}

/**
 * Needs the current password; keeps the caller's session and ends every other one, any reset link still
 * outstanding (a link mailed before the change must not undo it) and any pending login-email change.
 */
export async function changePassword(
  db: Database,
  userId: string,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
) {
  const hash = await loadPasswordHash(db, userId);
  if (!(await verifyPassword(hash, input.currentPassword)))
    throw new AppError('errors.account.currentPasswordWrong');
  if (input.currentPassword === input.newPassword) throw new AppError('errors.account.samePassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
    await invalidateUserSessions(tx, userId, currentSessionId);
    await revokeEmailTokens(tx, userId, ['password_reset', ...EMAIL_CHANGE_PURPOSES]);
  });
}

/**
 * Deactivation: confirmed with the password, the account becomes `deactivated`, every
 * session and every emailed link ends and login is refused afterwards. The last active admin cannot leave the platform without one.
 */
export async function deactivateAccount(db: Database, userId: string, password: string) {
  const hash = await loadPasswordHash(db, userId);
  if (!(await verifyPassword(hash, password))) throw new AppError('errors.account.wrongPassword');
  await db.transaction(async (tx) => {
    const [me] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update').limit(1);
    if (!me) throw new AppError('errors.auth.unauthenticated');
    if (me.isAdmin) {
      const [others] = await tx
        .select({ n: count() })
        .from(profiles)
        .where(and(eq(profiles.isAdmin, true), eq(profiles.status, 'active'), ne(profiles.id, userId)));
      if ((others?.n ?? 0) === 0) throw new AppError('errors.account.lastAdminDeactivate');
    }
    await tx
      .update(profiles)
      .set({ status: 'deactivated', updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    await invalidateUserSessions(tx, userId);
    // Every emailed link (a pending login-email change included) dies with the account.
    await revokeEmailTokens(tx, userId);
  });
}
