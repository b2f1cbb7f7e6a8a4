import { type DbOrTx, eq, profiles, sql, storedFiles, type Transaction } from '@afilia/db';
import {
  ADMIN_STORAGE_QUOTA_BYTES,
  NO_PLAN_STORAGE_QUOTA_BYTES,
  PLAN_STORAGE_QUOTA_BYTES,
  RESELLER_STORAGE_QUOTA_BYTES,
} from '@afilia/validators';
import { AppError } from '../../errors';
import { lockProfile } from '../account/lock-profile';
import { roleOf } from '../auth/profile-dto';
import { isEntitled, latestSubscription } from '../plans/subscription-state';

export interface StorageAllowance {
  quotaBytes: number;
  usedBytes: number;
  remainingBytes: number;
}

/**
 * How much a user may store: producers by their plan (a smaller fixed amount without one), resellers a
 * little (their profile photo), admins a lot. An unknown user gets nothing.
 */
export async function storageQuotaBytes(db: DbOrTx, userId: string, now = new Date()): Promise<number> {
  const [profile] = await db
    .select({ isAdmin: profiles.isAdmin, isProducer: profiles.isProducer, isReseller: profiles.isReseller })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return 0;
  const role = roleOf(profile);
  if (role === 'admin') return ADMIN_STORAGE_QUOTA_BYTES;
  if (role === 'reseller') return RESELLER_STORAGE_QUOTA_BYTES;
  const subscription = await latestSubscription(db, userId);
  return isEntitled(subscription, now)
    ? PLAN_STORAGE_QUOTA_BYTES[subscription.planId]
    : NO_PLAN_STORAGE_QUOTA_BYTES;
}

/** The sum of the sizes of every file the user has stored. */
export async function storageUsedBytes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${storedFiles.size}), 0)`.mapWith(Number) })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, userId));
  return row?.used ?? 0;
}

export async function storageAllowance(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<StorageAllowance> {
  const quotaBytes = await storageQuotaBytes(db, userId, now);
  const usedBytes = await storageUsedBytes(db, userId);
  return { quotaBytes, usedBytes, remainingBytes: Math.max(0, quotaBytes - usedBytes) };
}

/** '500 MB', '5 GB', '1.5 GB': the quota as the refusal message shows it. */
export function formatStorageSize(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Number(gb.toFixed(1))} GB`;
  return `${Number((bytes / 1024 ** 2).toFixed(1))} MB`;
}

export function storageQuotaExceeded(quotaBytes: number): AppError {
  return new AppError('errors.storage.quotaExceeded', { params: { limit: formatStorageSize(quotaBytes) } });
}

/**
 * Inside the transaction that records a new file: waits for the user's other uploads to finish recording,
 * then refuses (quotaExceeded) when `incomingBytes` more would pass the quota. Two parallel uploads that
 * each fit alone therefore cannot both be recorded.
 */
export async function assertStorageRoom(
  tx: Transaction,
  userId: string,
  incomingBytes: number,
  now = new Date(),
) {
  await lockProfile(tx, userId);
  const allowance = await storageAllowance(tx, userId, now);
  if (incomingBytes > allowance.remainingBytes) throw storageQuotaExceeded(allowance.quotaBytes);
}
