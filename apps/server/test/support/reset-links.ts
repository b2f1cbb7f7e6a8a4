import type { TestApp } from './harness';

/** The token of an emailed reset-password link (`…/reset-password#access_token=…`). */
export function resetTokenFrom(link: string) {
  return new URLSearchParams(new URL(link).hash.slice(1)).get('access_token') ?? '';
}

/** Asks for a reset of the account's password and returns the token of the link it mails. */
export async function requestResetToken(t: TestApp, email: string) {
  await t.call('auth.forgotPassword', { email });
  return resetTokenFrom((await t.lastEmailTo(email)).links[0] ?? '');
}
