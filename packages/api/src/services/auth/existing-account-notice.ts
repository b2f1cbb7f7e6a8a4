import { issueEmailToken } from '@afilia/auth';
import type { Database } from '@afilia/db';
import { isSupportedLocale } from '@afilia/i18n';
import type { ApiConfig } from '../../config';
import type { MailService } from '../../integrations/mail/mail-service';
import { loginLinkFor, passwordResetLink } from './account-links';
import type { findUserByEmail } from './find-user';

type Account = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * Someone tried to sign up with an email that already has an account: its owner is told, with a link to
 * sign in and a fresh reset link (in case that someone was them and forgot the password). A deactivated
 * account, which can neither sign in nor reset, is told nothing.
 */
export async function notifyExistingAccount(
  deps: { db: Database; config: ApiConfig; mail: MailService; now: Date },
  account: Account,
) {
  const { db, config, mail, now } = deps;
  if (account.profile.status === 'deactivated') return;
  const emailId = await db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, account.user.id, 'password_reset', now);
    return mail.enqueue(tx, {
      to: account.user.email,
      locale: isSupportedLocale(account.profile.language) ? account.profile.language : 'pt-BR',
      template: 'accountExists',
      vars: {
        name: account.profile.fullName ?? account.user.email,
        loginLink: loginLinkFor(config, account),
        resetLink: passwordResetLink(config, token),
      },
    });
  });
  await mail.deliver(db, [emailId]);
}
