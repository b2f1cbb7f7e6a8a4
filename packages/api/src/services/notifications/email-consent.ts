import { profiles } from '@afilia/db';
import type { NotificationPreferences } from '@afilia/validators';

/**
 * What an email to a user is, for the one rule of who gets which email (`mayEmail`):
 * - `transactional`: invoices and receipts, the trial reminders and the trial-ended notice, account and
 *   security emails. Always sent: they tell someone about their own money or access, and a switch meant to
 *   quiet notifications must never hide a charge. (Buyers have no account and no switches: everything
 *   they get about their own order or subscription is transactional too.)
 * - `affiliation` (requests, approvals, refusals, revocations), `newSale` ('Nova venda') and `newCommission`
 *   ('Nova comissão'): notifications. Sent only when 'Notificações por email' (`emailNotifications`) is on
 *   and, for the two that have one, their own switch is on too: the main switch silences them all.
 */
export type EmailKind = 'transactional' | 'affiliation' | 'newSale' | 'newCommission';

/** Whether a user with these preferences gets an email of this kind (see EmailKind for the rule). */
export function mayEmail(preferences: NotificationPreferences, kind: EmailKind): boolean {
  switch (kind) {
    case 'transactional':
      return true;
    case 'affiliation':
      return preferences.emailNotifications;
    case 'newSale':
      return preferences.emailNotifications && preferences.newSaleNotifications;
    case 'newCommission':
      return preferences.emailNotifications && preferences.newCommissionNotifications;
  }
}

/** The profile's switches as NotificationPreferences, for a select: the settings screen and mayEmail read them. */
export const notificationPreferenceColumns = {
  emailNotifications: profiles.notifyEmail,
  newSaleNotifications: profiles.notifyNewSale,
  newCommissionNotifications: profiles.notifyNewCommission,
};
