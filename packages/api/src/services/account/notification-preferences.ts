import { type DbOrTx, eq, profiles } from '@afilia/db';
import type { NotificationPreferences } from '@afilia/validators';
import { notificationPreferenceColumns } from '../notifications/email-consent';

export async function getNotificationPreferences(
  db: DbOrTx,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select(notificationPreferenceColumns)
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return (
    row ?? {
      emailNotifications: true,
      newSaleNotifications: true,
      newCommissionNotifications: true,
    }
  );
}

export async function saveNotificationPreferences(
  db: DbOrTx,
  userId: string,
  input: NotificationPreferences,
) {
  await db
    .update(profiles)
    .set({
      notifyEmail: input.emailNotifications,
      notifyNewSale: input.newSaleNotifications,
      notifyNewCommission: input.newCommissionNotifications,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
  return input;
}
