import type { NotificationPreferences } from '@afilia/validators';

/** Spec part 2 §2: email notifications on, push notifications off, until the user changes them. */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  emailNotifications: true,
  pushNotifications: false,
};

export type NotificationKey = keyof NotificationPreferences;
export const NOTIFICATION_KEYS: readonly NotificationKey[] = ['emailNotifications', 'pushNotifications'];

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

/** The full preferences to send when one switch changes. */
export function withNotification(
  current: NotificationPreferences,
  key: NotificationKey,
  value: boolean,
): NotificationPreferences {
  return { ...current, [key]: value };
}
