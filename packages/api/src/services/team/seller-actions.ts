import { hashPassword, invalidateUserSessions } from '@afilia/auth';
import { type Database, eq, profiles, users } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import type { sellerCreateInput, sellerUpdateInput } from '@afilia/validators';
import type { z } from 'zod';
import type { ApiConfig } from '../../config';
import { AppError, isUniqueViolation } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { lockProfile } from '../account/lock-profile';
import { assertWithinPlanLimit } from '../plans/plan-limits';
import { assertEmailFree } from './email-availability';
import { loadManagedSeller, type TeamActor } from './seller-access';
import { toTeamMemberDto } from './team-member-dto';
import { updateMemberDetails } from './update-member-details';

interface SellerDeps {
  db: Database;
  config: ApiConfig;
  mail: MailService;
  locale: SupportedLocale;
}

/**
 * Creates a confirmed, active reseller referred by the actor (spec part 2 §7 'Add seller') and emails them
 * a welcome with the login link, in one transaction. Past the plan's seller limit it is refused.
 */
export async function addSeller(
  deps: SellerDeps,
  actor: TeamActor & { name: string },
  input: z.output<typeof sellerCreateInput>,
) {
  const { db, config, mail } = deps;
  const now = new Date();
  // Cheap checks first, so a refused call never pays for a password hash; the transaction re-checks.
  await assertWithinPlanLimit(db, actor.id, 'sellers', now);
  await assertEmailFree(db, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const { seller, emailId } = await db.transaction(async (tx) => {
      await lockProfile(tx, actor.id);
      await assertWithinPlanLimit(tx, actor.id, 'sellers', now);
      await assertEmailFree(tx, input.email);
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, emailConfirmedAt: now, createdAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      const [profile] = await tx
        .insert(profiles)
        .values({
          id: user.id,
          email: input.email,
          fullName: input.fullName,
          phone: input.phone,
          isAdmin: false,
          isProducer: false,
          isReseller: true,
          role: 'reseller',
          status: 'active',
          referrerId: actor.id,
          signupUserType: 'reseller',
          language: deps.locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!profile) throw new Error('profile insert returned no row');
      const emailId = await mail.enqueue(tx, {
        to: input.email,
        locale: deps.locale,
        template: 'sellerWelcome',
        vars: {
          name: input.fullName,
          producerName: actor.name,
          email: input.email,
          link: `${config.appUrl}/login?tab=reseller&email=${encodeURIComponent(input.email)}`,
        },
      });
      return { seller: profile, emailId };
    });
    await mail.deliver(db, [emailId]);
    return toTeamMemberDto(seller);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('errors.team.emailInUse', { cause: error });
    throw error;
  }
}

/** Edits a reseller's name, phone and (once the new address confirms it) email. */
export function updateSeller(deps: SellerDeps, actor: TeamActor, input: z.output<typeof sellerUpdateInput>) {
  return updateMemberDetails(deps, (tx) => loadManagedSeller(tx, actor, input.id), input);
}

/** Active ↔ suspended (any other status goes back to active). Suspension ends the reseller's sessions. */
export async function toggleSellerBlock(db: Database, actor: TeamActor, sellerId: string) {
  return db.transaction(async (tx) => {
    const seller = await loadManagedSeller(tx, actor, sellerId);
    const status = seller.status === 'active' ? 'suspended' : 'active';
    const [updated] = await tx
      .update(profiles)
      .set({ status, updatedAt: new Date() })
      .where(eq(profiles.id, seller.id))
      .returning();
    if (!updated) throw new AppError('errors.team.userNotFound');
    if (status === 'suspended') await invalidateUserSessions(tx, seller.id);
    return toTeamMemberDto(updated);
  });
}

/** Removes the reseller's user, profile and sessions (the profile and sessions cascade) in one transaction. */
export async function deleteSeller(db: Database, actor: TeamActor, sellerId: string) {
  await db.transaction(async (tx) => {
    const seller = await loadManagedSeller(tx, actor, sellerId);
    await invalidateUserSessions(tx, seller.id);
    await tx.delete(users).where(eq(users.id, seller.id));
  });
}
