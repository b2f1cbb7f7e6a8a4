import { and, type DbOrTx, eq, profiles, storedFiles } from '@afilia/db';
import type { profileUpdateInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { toProfileDto } from '../auth/profile-dto';

export async function updateProfile(db: DbOrTx, userId: string, input: z.output<typeof profileUpdateInput>) {
  const [row] = await db
    .update(profiles)
    .set({ fullName: input.fullName, phone: input.phone === '' ? null : input.phone, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new AppError('errors.auth.unauthenticated');
  return toProfileDto(row);
}

/**
 * Sets the avatar to an image the same user uploaded to the public product-images bucket, or clears it
 * (back to the generated initials).
 */
export async function updateAvatar(db: DbOrTx, userId: string, key: string | null) {
  if (key !== null) {
    const [file] = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.bucket, 'product-images'),
          eq(storedFiles.key, key),
          eq(storedFiles.ownerId, userId),
        ),
      )
      .limit(1);
    if (!file) throw new AppError('errors.account.avatarNotFound');
  }
  const [row] = await db
    .update(profiles)
    .set({ avatarUrl: key === null ? null : `/files/product-images/${key}`, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new AppError('errors.auth.unauthenticated');
  return toProfileDto(row);
}
