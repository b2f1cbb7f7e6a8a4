import {
  consumeEmailChangeToken,
  EMAIL_CHANGE_PURPOSES,
  invalidateUserSessions,
  issueEmailToken,
  revokeEmailTokens,
} from '@afilia/auth';
import { and, type Database, eq, inArray, ne, not, profiles, type Transaction, users } from '@afilia/db';
import { isSupportedLocale, type SupportedLocale } from '@afilia/i18n';
import type { EmailChangeDecision } from '@afilia/validators';
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
 * Starts a change of a user's login email asked for by someone else (an admin). Nothing changes yet, and the
 * new address hears nothing: the current address gets a single-use link to approve or decline the change, so
 * no one can move an account to an address they own without its owner's consent. Only an approval sends the
 * new address its confirmation link (see answerEmailChange), so the new address is verified as well. A new
 * request replaces an earlier one at either step. Runs in the caller's transaction; returns the outbox ids
 * to deliver after the commit.
 */
export async function requestEmailChange(
  tx: Transaction,
  deps: EmailChangeDeps,
  user: { id: string; email: string; fullName: string | null; language: string | null },
  newEmail: string,
): Promise<string[]> {
  const now = deps.now ?? new Date();
  await assertEmailFree(tx, newEmail, user.id);
  await revokeEmailTokens(tx, user.id, EMAIL_CHANGE_PURPOSES, now);
  const token = await issueEmailToken(tx, user.id, 'email_change_approval', now, newEmail);
  const approvalId = await deps.mail.enqueue(tx, {
    to: user.email,
    locale: isSupportedLocale(user.language) ? user.language : deps.locale,
    template: 'emailChangeApproval',
    vars: {
      name: user.fullName ?? user.email,
      newEmail,
      link: `${deps.config.appUrl}/approve-email-change?token=${encodeURIComponent(token)}`,
    },
  });
  return [approvalId];
}

/**
 * The current address answers a change request through its link (which works once). Declining ends the
 * request. Approving sends the new address a single-use confirmation link (24 h); the login email moves only
 * when that is followed (confirmEmailChange). A new email taken meanwhile is refused and the link stays
 * usable. A removed or deactivated account has no live links.
 */
export async function answerEmailChange(
  deps: { db: Database } & EmailChangeDeps,
  token: string,
  decision: EmailChangeDecision,
): Promise<{ decision: EmailChangeDecision }> {
  const { db, mail } = deps;
  const now = deps.now ?? new Date();
  const emailIds = await db.transaction(async (tx) => {
    const request = await consumeEmailChangeToken(tx, token, now, 'email_change_approval');
    if (!request) throw new AppError('errors.auth.invalidLink');
    if (decision === 'decline') return [];
    const [owner] = await tx
      .select({ fullName: profiles.fullName, email: profiles.email, language: profiles.language })
      .from(profiles)
      .where(and(eq(profiles.id, request.userId), not(inArray(profiles.status, ['deleted', 'deactivated']))))
      .limit(1);
    if (!owner) throw new AppError('errors.auth.invalidLink');
    await assertEmailFree(tx, request.newEmail, request.userId);
    const confirmToken = await issueEmailToken(tx, request.userId, 'email_change', now, request.newEmail);
    const confirmId = await mail.enqueue(tx, {
      to: request.newEmail,
      locale: isSupportedLocale(owner.language) ? owner.language : deps.locale,
      template: 'emailChangeConfirm',
      vars: {
        name: owner.fullName ?? owner.email,
        newEmail: request.newEmail,
        link: `${deps.config.appUrl}/confirm-email-change?token=${encodeURIComponent(confirmToken)}`,
      },
    });
    return [confirmId];
  });
  await mail.deliver(db, emailIds);
  return { decision };
}

/**
 * The new address confirms an approved change: the login email moves to it (if still free), every session of
 * the user ends and every other outstanding emailed link (password reset included) stops working. Returns the
 * user's id.
 */
export async function confirmEmailChange(db: Database, token: string, now = new Date()): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const change = await consumeEmailChangeToken(tx, token, now);
      if (!change) throw new AppError('errors.auth.invalidLink');
      await assertEmailFree(tx, change.newEmail, change.userId);
      const [moved] = await tx
        .update(profiles)
        .set({ email: change.newEmail, updatedAt: now })
        .where(and(eq(profiles.id, change.userId), ne(profiles.status, 'deleted')))
        .returning({ id: profiles.id });
      if (!moved) throw new AppError('errors.auth.invalidLink');
      await tx
        .update(users)
        .set({ email: change.newEmail, emailConfirmedAt: now })
        .where(eq(users.id, change.userId));
      await invalidateUserSessions(tx, change.userId);
      await revokeEmailTokens(tx, change.userId, undefined, now);
      return change.userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('errors.team.emailInUse', { cause: error });
    throw error;
  }
}
