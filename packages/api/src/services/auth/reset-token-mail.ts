import { issueEmailToken } from '@afilia/auth';
import type { Database } from '@afilia/db';
import { isSupportedLocale } from '@afilia/i18n';
import type { EmailTemplate } from '../../integrations/mail/email-template';
import type { MailService } from '../../integrations/mail/mail-service';
import type { findUserByEmail } from './find-user';

export type Account = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * Issues a fresh 'password_reset' token for the account (its earlier reset links stop working) and mails it
 * in the account's language, as the email `compose` builds from the token and the recipient's name.
 */
export async function mailResetToken(
  deps: { db: Database; mail: MailService; now?: Date },
  account: Account,
  compose: (token: string, name: string) => EmailTemplate,
) {
  const { db, mail, now } = deps;
  const emailId = await db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, account.user.id, 'password_reset', now);
    return mail.enqueue(tx, {
      to: account.user.email,
      locale: isSupportedLocale(account.profile.language) ? account.profile.language : 'pt-BR',
      ...compose(token, account.profile.fullName ?? account.user.email),
    });
  });
  await mail.deliver(db, [emailId]);
}
