import { type Database, eq, profiles, type Transaction } from '@afilia/db';
import { AppError } from '../../errors';
import { type EmailChangeDeps, requestEmailChange } from '../account/email-change';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Edits a team member's name and phone at once, for a producer ('Meus Revendedores') or an admin ('Editar
 * perfil'). Only an admin passes `email`: a new one (which must be unused) changes nothing yet; it starts a
 * request its owner approves from the current address (see requestEmailChange). The answer says whether a
 * request was sent.
 */
export async function updateMemberDetails(
  deps: { db: Database } & EmailChangeDeps,
  loadTarget: (tx: Transaction) => Promise<ProfileRow>,
  details: { fullName: string; phone: string | null; email?: string },
) {
  const { db } = deps;
  const { member, emailIds } = await db.transaction(async (tx) => {
    const target = await loadTarget(tx);
    const emailIds =
      details.email === undefined || details.email === target.email.toLowerCase()
        ? []
        : await requestEmailChange(tx, deps, target, details.email);
    const [updated] = await tx
      .update(profiles)
      .set({ fullName: details.fullName, phone: details.phone, updatedAt: new Date() })
      .where(eq(profiles.id, target.id))
      .returning();
    if (!updated) throw new AppError('errors.team.userNotFound');
    return { member: updated, emailIds };
  });
  await deps.mail.deliver(db, emailIds);
  return { member, emailChangePending: emailIds.length > 0 };
}
