import { type DbOrTx, eq, profiles } from '@afilia/db';
import { FALLBACK_LOCALE, type SupportedLocale } from '@afilia/i18n';
import { type EmailKind, mayEmail, notificationPreferenceColumns } from './email-consent';

/** Where and how a user is emailed. */
export interface EmailRecipient {
  email: string;
  /** Their full name, else their email. */
  name: string;
  locale: SupportedLocale;
}

/**
 * The user as the recipient of an email of this kind, or null when they must not get it: the consent rule
 * says no (mayEmail), or the account is gone (a removed account's address is a placeholder no one reads).
 * Every email to a user with an account is addressed through here, so the rule is applied in one place.
 */
export async function emailRecipient(
  db: DbOrTx,
  userId: string,
  kind: EmailKind,
): Promise<EmailRecipient | null> {
  const [profile] = await db
    .select({
      email: profiles.email,
      fullName: profiles.fullName,
      language: profiles.language,
      status: profiles.status,
      ...notificationPreferenceColumns,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile || profile.status === 'deleted' || !mayEmail(profile, kind)) return null;
  return {
    email: profile.email,
    name: profile.fullName?.trim() || profile.email,
    locale: profile.language ?? FALLBACK_LOCALE,
  };
}
