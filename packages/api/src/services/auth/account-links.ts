import type { profiles } from '@afilia/db';
import type { ApiConfig } from '../../config';
import { roleOf } from './profile-dto';

/** The login page on the account's tab, with its email filled in. */
export function loginLinkFor(
  config: Pick<ApiConfig, 'appUrl'>,
  account: {
    user: { email: string };
    profile: Pick<typeof profiles.$inferSelect, 'isAdmin' | 'isProducer' | 'isReseller'>;
  },
) {
  const tab = roleOf(account.profile) === 'reseller' ? 'reseller' : 'producer';
  return `${config.appUrl}/login?tab=${tab}&email=${encodeURIComponent(account.user.email)}`;
}

/** The reset-password page for a freshly issued 'password_reset' token. */
export function passwordResetLink(config: Pick<ApiConfig, 'appUrl'>, token: string, returnTo?: string) {
  return `${config.appUrl}/reset-password#access_token=${token}&type=recovery${
    returnTo ? `&redirect_to=${encodeURIComponent(returnTo)}` : ''
  }`;
}
