import {
  consumeEmailToken,
  EMAIL_CHANGE_PURPOSES,
  emailTokenIsValid,
  hashPassword,
  invalidateUserSessions,
  revokeEmailTokens,
} from '@afilia/auth';
import { and, type Database, eq, isNull, users } from '@afilia/db';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { passwordResetLink } from './account-links';
import { findUserByEmail } from './find-user';
import { mailResetToken } from './reset-token-mail';

/** Sends the reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  deps: { db: Database; config: ApiConfig; mail: MailService },
  email: string,
  options: { returnTo?: string } = {},
) {
  const found = await findUserByEmail(deps.db, email);
  if (!found || found.profile.status === 'deactivated' || found.profile.status === 'deleted') return;
  await mailResetToken(deps, found, (token, name) => ({
    template: 'passwordReset',
    vars: { name, link: passwordResetLink(deps.config, token, options.returnTo) },
  }));
}

/**
 * Sets the new password and ends every session of the user, every other reset link and any login-email change
 * still pending (asked for before, it must not survive); the token works once. Returns the user's id.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
): Promise<string> {
  // A dead link is refused before paying for the hash; consuming it below is what decides.
  if (!(await emailTokenIsValid(db, token, 'password_reset', now)))
    throw new AppError('errors.auth.invalidLink');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'password_reset', now);
    if (!userId) throw new AppError('errors.auth.invalidLink');
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
    // Following the link proves the address belongs to the user.
    await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    await invalidateUserSessions(tx, userId);
    await revokeEmailTokens(tx, userId, ['password_reset', ...EMAIL_CHANGE_PURPOSES], now);
    return userId;
  });
}
