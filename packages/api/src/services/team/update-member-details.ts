import { type Database, eq, profiles, type Transaction } from '@afilia/db';
import { AppError } from '../../errors';
import { type EmailChangeDeps, requestEmailChange } from '../account/email-change';
import { toTeamMemberDto } from './team-member-dto';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Edits a team member's name and phone at once, for a producer ('Meus Revendedores') or an admin ('Editar
 * perfil'). A new email (which must be unused) only takes effect once the new address confirms it (see
 * requestEmailChange); the answer says whether a confirmation was sent.
 */
export async function updateMemberDetails(
  deps: { db: Database } & EmailChangeDeps,
  loadTarget: (tx: Transaction) => Promise<ProfileRow>,
  details: { fullName: string; email: string; phone: string | null },
) {
  const { db } = deps;
  const { member, emailIds } = await db.transaction(async (tx) => {
    const target = await loadTarget(tx);
    const emailIds =
      details.email === target.email.toLowerCase()
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
  return { ...toTeamMemberDto(member), emailChangePending: emailIds.length > 0 };
}
