import {
  consumeEmailToken,
  emailTokenIsValid,
  hashPassword,
  invalidateUserSessions,
  issueEmailToken,
  revokeEmailTokens,
} from '@afilia/auth';
import { and, type Database, eq, isNull, users } from '@afilia/db';
import { isSupportedLocale } from '@afilia/i18n';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { passwordResetLink } from './account-links';
import { findUserByEmail } from './find-user';

/** Sends the reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  deps: { db: Database; config: ApiConfig; mail: MailService },
  email: string,
  options: { returnTo?: string } = {},
) {
  const { db, config, mail } = deps;
  const found = await findUserByEmail(db, email);
  if (!found || found.profile.status === 'deactivated') return;
  const emailId = await db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, found.user.id, 'password_reset');
    return mail.enqueue(tx, {
      to: found.user.email,
      locale: isSupportedLocale(found.profile.language) ? found.profile.language : 'pt-BR',
      template: 'passwordReset',
      vars: {
        name: found.profile.fullName ?? found.user.email,
        link: passwordResetLink(config, token, options.returnTo),
      },
    });
  });
  await mail.deliver(db, [emailId]);
}

/** Sets the new password and ends every session of the user and every other reset link; the token works once. */
export async function resetPassword(db: Database, token: string, password: string, now = new Date()) {
  // A dead link is refused before paying for the hash; consuming it below is what decides.
  if (!(await emailTokenIsValid(db, token, 'password_reset', now)))
    throw new AppError('errors.auth.invalidLink');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'password_reset', now);
    if (!userId) throw new AppError('errors.auth.invalidLink');
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
    // Following the link proves the address belongs to the user.
    await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    await invalidateUserSessions(tx, userId);
    await revokeEmailTokens(tx, userId, ['password_reset'], now);
  });
}
