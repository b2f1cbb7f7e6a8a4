import { consumeEmailToken, issueEmailToken } from '@afilia/auth';
import { and, type Database, desc, emailTokens, eq, isNull, profiles, users } from '@afilia/db';
import { isSupportedLocale, type SupportedLocale } from '@afilia/i18n';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { findUserByEmail } from './find-user';
import { roleOf } from './profile-dto';

/** A confirmation email is not sent again to the same account within this time, whoever asks. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 60_000;

/**
 * Confirms the address of the token's user. It does not sign them in: the link proves the inbox, not that
 * the person clicking chose the password (someone else may have signed up with this address). The login page
 * opens with the email filled and the tab of the account's role instead.
 */
export async function confirmEmail(db: Database, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'email_confirmation', now);
    if (!userId) throw new AppError('errors.auth.invalidLink');
    await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    const [row] = await tx
      .select({ email: users.email, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    const tab = row && roleOf(row.profile) === 'reseller' ? ('reseller' as const) : ('producer' as const);
    return { userId, email: row?.email ?? '', tab };
  });
}

/**
 * 'Reenviar email de confirmação' from the login page. The answer is the same whether the address has an
 * account, is confirmed already, or was sent a link a moment ago, so it tells nobody which addresses exist;
 * only an unconfirmed account gets a new link (the old one stops working), at most once a minute.
 */
export async function resendEmailConfirmation(
  deps: { db: Database; config: ApiConfig; mail: MailService; locale: SupportedLocale; now?: Date },
  email: string,
): Promise<void> {
  const { db, config, mail } = deps;
  const now = deps.now ?? new Date();
  const found = await findUserByEmail(db, email);
  if (!found || found.user.emailConfirmedAt || found.profile.status !== 'active') return;
  const emailId = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, found.user.id), eq(emailTokens.purpose, 'email_confirmation')))
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < CONFIRMATION_RESEND_INTERVAL_MS) return null;
    const token = await issueEmailToken(tx, found.user.id, 'email_confirmation', now);
    return mail.enqueue(tx, {
      to: found.user.email,
      locale: isSupportedLocale(found.profile.language) ? found.profile.language : deps.locale,
      template: 'confirmation',
      vars: {
        name: found.profile.fullName ?? found.user.email,
        link: `${config.appUrl}/confirm-email?token=${token}`,
      },
    });
  });
  if (emailId) await mail.deliver(db, [emailId]);
}
