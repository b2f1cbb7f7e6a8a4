import { consumeEmailToken } from '@afilia/auth';
import { and, type Database, eq, isNull, users } from '@afilia/db';
import { AppError } from '../../errors';

/** Confirms the address of the token's user and returns that user's id. */
export async function confirmEmail(db: Database, token: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'email_confirmation', now);
    if (!userId) throw new AppError('errors.auth.invalidLink');
    await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    return userId;
  });
}
