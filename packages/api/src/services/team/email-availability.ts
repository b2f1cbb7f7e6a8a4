import { and, type DbOrTx, ne, sql, users } from '@afilia/db';
import { AppError } from '../../errors';

/** Refuses an email that already belongs to an account (other than `exceptUserId`), case-insensitively. */
export async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  if (taken) throw new AppError('errors.team.emailInUse');
}
