import { hashPassword, invalidateUserSessions } from '@afilia/auth';
import { type Database, eq, profiles, users } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import type { sellerCreateInput, sellerUpdateInput } from '@afilia/validators';
import type { z } from 'zod';
import type { ApiConfig } from '../../config';
import { AppError, isUniqueViolation } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import type { PaymentProvider } from '../../integrations/payments/provider';
import { lockProfile } from '../account/lock-profile';
import { notifyExistingAccount } from '../auth/existing-account-notice';
import { findUserByEmail } from '../auth/find-user';
import type { BuyerNoticeDeps } from '../ledger/buyer-notices';
import { assertWithinPlanLimit } from '../plans/plan-limits';
import { endReferral, toggleReferralBlock } from './referral';
import { loadManagedSeller, managesEveryReseller, type TeamActor } from './seller-access';
import { toTeamMemberDtoFor } from './team-member-dto';
import { updateMemberDetails } from './update-member-details';
import { removeUser } from './user-admin';

interface SellerDeps {
  db: Database;
  config: ApiConfig;
  mail: MailService;
  locale: SupportedLocale;
}

/** What 'Adicionar revendedor' answers, whether or not the email already had an account. */
const ADD_ANSWER = { ok: true as const };

/**
 * Creates a confirmed, active reseller referred by the actor and emails them
 * a welcome with the login link, in one transaction. Past the plan's seller limit it is refused. An email
 * that already has an account gets a notice instead (its owner is told, nothing changes), and the producer
 * exactly the answer of a new reseller, so adding tells nobody which addresses have accounts (as sign-up and
 * invitations do).
 */
export async function addSeller(
  deps: SellerDeps,
  actor: TeamActor & { name: string },
  input: z.output<typeof sellerCreateInput>,
): Promise<typeof ADD_ANSWER> {
  const { db, config, mail } = deps;
  const now = new Date();
  // The plan check first, so a refused call never pays for a password hash; the transaction re-checks.
  await assertWithinPlanLimit(db, actor.id, 'sellers', now);
  // Hashed on both paths, so the time taken does not tell whether the email has an account either.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await notifyExistingAccount({ db, config, mail, now }, existing);
    return ADD_ANSWER;
  }
  try {
    const emailId = await db.transaction(async (tx) => {
      await lockProfile(tx, actor.id);
      await assertWithinPlanLimit(tx, actor.id, 'sellers', now);
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, emailConfirmedAt: now, createdAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      await tx.insert(profiles).values({
        id: user.id,
        email: input.email,
        fullName: input.fullName,
        phone: input.phone,
        isAdmin: false,
        isProducer: false,
        isReseller: true,
        status: 'active',
        referrerId: actor.id,
        signupUserType: 'reseller',
        language: deps.locale,
        createdAt: now,
        updatedAt: now,
      });
      return mail.enqueue(tx, {
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
    });
    await mail.deliver(db, [emailId]);
    return ADD_ANSWER;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same email got an account at the same moment: answer as above.
    const winner = await findUserByEmail(db, input.email);
    if (winner) await notifyExistingAccount({ db, config, mail, now }, winner);
    return ADD_ANSWER;
  }
}

/** Edits a reseller's name and phone. Their login email is their own: no producer tool changes it. */
export async function updateSeller(
  deps: SellerDeps,
  actor: TeamActor,
  input: z.output<typeof sellerUpdateInput>,
) {
  const { member } = await updateMemberDetails(deps, (tx) => loadManagedSeller(tx, actor, input.id), {
    fullName: input.fullName,
    phone: input.phone,
  });
  return toTeamMemberDtoFor(actor, member);
}

/**
 * 'Bloquear' / 'Desbloquear'. A producer blocks the relationship only (see toggleReferralBlock): the reseller
 * keeps their account and goes on earning from other producers. An admin's block is the account's
 * suspension (active ↔ suspended; any other status goes back to active), which ends its sessions. Returns the
 * member as the actor sees it and the link codes to drop from the link cache.
 */
export async function toggleSellerBlock(db: Database, actor: TeamActor, sellerId: string) {
  return db.transaction(async (tx) => {
    const seller = await loadManagedSeller(tx, actor, sellerId);
    if (!managesEveryReseller(actor)) {
      const { updated, linkCodes } = await toggleReferralBlock(tx, actor.id, seller);
      if (!updated) throw new AppError('errors.team.userNotFound');
      return { member: toTeamMemberDtoFor(actor, updated), linkCodes };
    }
    const status = seller.status === 'active' ? 'suspended' : 'active';
    const [updated] = await tx
      .update(profiles)
      .set({ status, updatedAt: new Date() })
      .where(eq(profiles.id, seller.id))
      .returning();
    if (!updated) throw new AppError('errors.team.userNotFound');
    if (status === 'suspended') await invalidateUserSessions(tx, seller.id);
    return { member: toTeamMemberDtoFor(actor, updated), linkCodes: [] };
  });
}

/**
 * 'Excluir'. A producer never deletes an account: removing ends their referral of the reseller and withdraws
 * the reseller's affiliations to their products (see endReferral). An admin removes the account, as from
 * 'Usuários' (a soft delete that keeps every financial record). Returns the link codes to drop from the cache.
 */
export async function deleteSeller(
  deps: { db: Database; provider: PaymentProvider } & BuyerNoticeDeps,
  actor: TeamActor,
  sellerId: string,
): Promise<string[]> {
  if (managesEveryReseller(actor)) {
    await loadManagedSeller(deps.db, actor, sellerId);
    return removeUser(deps, actor.id, sellerId);
  }
  return deps.db.transaction(async (tx) => {
    const seller = await loadManagedSeller(tx, actor, sellerId);
    return endReferral(tx, actor.id, seller.id);
  });
}
