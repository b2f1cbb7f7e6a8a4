import { type DbOrTx, eq, profiles } from '@afilia/db';
import type { preferencesInput } from '@afilia/validators';
import type { z } from 'zod';

export async function updatePreferences(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof preferencesInput>,
) {
  if (input.language === undefined && input.theme === undefined) return;
  await db
    .update(profiles)
    .set({
      ...(input.language ? { language: input.language } : {}),
      ...(input.theme ? { theme: input.theme } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}
