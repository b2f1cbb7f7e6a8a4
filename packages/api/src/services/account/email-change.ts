import {
  consumeEmailChangeToken,
  invalidateUserSessions,
  issueEmailToken,
  revokeEmailTokens,
} from '@afilia/auth';
import { type Database, eq, profiles, type Transaction, users } from '@afilia/db';
import { isSupportedLocale, type SupportedLocale } from '@afilia/i18n';
import type { ApiConfig } from '../../config';
import { AppError, isUniqueViolation } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { assertEmailFree } from '../team/email-availability';

export interface EmailChangeDeps {
  config: ApiConfig;
  mail: MailService;
  /** The caller's language, used when the user's own is unknown. */
  locale: SupportedLocale;
  now?: Date;
}

/**
 * Starts a change of a user's login email (made by a producer or an admin). Nothing changes yet: the new
 * address gets a single-use confirmation link, the current one a notice. Runs in the caller's
 * transaction; returns the outbox ids to deliver after the commit.
 */
export async function requestEmailChange(
  tx: Transaction,
  deps: EmailChangeDeps,
  user: { id: string; email: string; fullName: string | null; language: string | null },
  newEmail: string,
): Promise<string[]> {
  const now = deps.now ?? new Date();
  await assertEmailFree(tx, newEmail, user.id);
  const token = await issueEmailToken(tx, user.id, 'email_change', now, newEmail);
  const locale = isSupportedLocale(user.language) ? user.language : deps.locale;
  const name = user.fullName ?? user.email;
  const confirmId = await deps.mail.enqueue(tx, {
    to: newEmail,
    locale,
    template: 'emailChangeConfirm',
    vars: {
      name,
      newEmail,
      link: `${deps.config.appUrl}/confirm-email-change?token=${encodeURIComponent(token)}`,
    },
  });
  const noticeId = await deps.mail.enqueue(tx, {
    to: user.email,
    locale,
    template: 'emailChangeNotice',
    vars: { name, newEmail },
  });
  return [confirmId, noticeId];
}

/**
 * The new address confirms the change: the login email moves to it (if still free), every session of the
 * user ends and every other outstanding emailed link (password reset included) stops working. Returns the
 * user's id.
 */
export async function confirmEmailChange(db: Database, token: string, now = new Date()): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const change = await consumeEmailChangeToken(tx, token, now);
      if (!change) throw new AppError('errors.auth.invalidLink');
      await assertEmailFree(tx, change.newEmail, change.userId);
      await tx
        .update(users)
        .set({ email: change.newEmail, emailConfirmedAt: now })
        .where(eq(users.id, change.userId));
      await tx
        .update(profiles)
        .set({ email: change.newEmail, updatedAt: now })
        .where(eq(profiles.id, change.userId));
      await invalidateUserSessions(tx, change.userId);
      await revokeEmailTokens(tx, change.userId, undefined, now);
      return change.userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('errors.team.emailInUse', { cause: error });
    throw error;
  }
}
