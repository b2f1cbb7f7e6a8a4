import type { Database } from '@afilia/db';
import type { ApiConfig } from '../../config';
import type { MailService } from '../../integrations/mail/mail-service';
import { loginLinkFor, passwordResetLink } from './account-links';
import { type Account, mailResetToken } from './reset-token-mail';

/**
 * Someone tried to sign up with an email that already has an account: its owner is told, with a link to
 * sign in and a fresh reset link (in case that someone was them and forgot the password). A deactivated or
 * removed account, which can neither sign in nor reset, is told nothing.
 */
export async function notifyExistingAccount(
  deps: { db: Database; config: ApiConfig; mail: MailService; now: Date },
  account: Account,
) {
  const { config } = deps;
  if (account.profile.status === 'deactivated' || account.profile.status === 'deleted') return;
  await mailResetToken(deps, account, (token, name) => ({
    template: 'accountExists',
    vars: { name, loginLink: loginLinkFor(config, account), resetLink: passwordResetLink(config, token) },
  }));
}
