import { can, type NotificationPreferences, type Role } from '@afilia/validators';

/**
 * Email notifications on until the user changes them, the sale emails ('Nova venda', 'Nova comissão') too.
 * There is no push switch: the app sends no push notifications, and a switch that does nothing misleads.
 */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  emailNotifications: true,
  newSaleNotifications: true,
  newCommissionNotifications: true,
};

export type NotificationKey = keyof NotificationPreferences;
export const NOTIFICATION_KEYS: readonly NotificationKey[] = [
  'emailNotifications',
  'newSaleNotifications',
  'newCommissionNotifications',
];

/**
 * The switches a role sees: 'Nova venda' for whoever has sales (producers, admins), 'Nova comissão' for
 * resellers; the general ones for everyone.
 */
export function visibleNotificationKeys(role: Role | null | undefined): NotificationKey[] {
  return NOTIFICATION_KEYS.filter((key) => {
    if (key === 'newSaleNotifications') return can(role, 'sales.manage');
    if (key === 'newCommissionNotifications') return can(role, 'commissions.view');
    return true;
  });
}

/**
 * What the switches show: the values being saved while a save is under way, else the server's answer, else
 * the defaults (first load, or a failed load).
 */
export function shownNotifications(
  saved: NotificationPreferences | undefined,
  saving: NotificationPreferences | undefined,
): NotificationPreferences {
  return saving ?? saved ?? DEFAULT_NOTIFICATIONS;
}

/** The full preferences to send when one switch changes (the hidden ones are sent as they are). */
export function withNotification(
  current: NotificationPreferences,
  key: NotificationKey,
  value: boolean,
): NotificationPreferences {
  return { ...current, [key]: value };
}
