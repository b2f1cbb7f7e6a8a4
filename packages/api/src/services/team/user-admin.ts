import { invalidateUserSessions } from '@afilia/auth';
import { ADVISORY_LOCKS, and, count, type Database, type DbOrTx, eq, ne, profiles, sql } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import { isSupportedLocale } from '@afilia/i18n';
import {
  type adminUserUpdateInput,
  flagsForRole,
  type Role,
  type sendMessageInput,
} from '@afilia/validators';
import type { z } from 'zod';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import type { PaymentProvider } from '../../integrations/payments/provider';
import type { EmailChangeDeps } from '../account/email-change';
import { roleOf } from '../auth/profile-dto';
import type { BuyerNoticeDeps } from '../ledger/buyer-notices';
import { cancelSubscription } from '../plans/cancel';
import { isEntitled, latestSubscription } from '../plans/subscription-state';
import { softDeleteAccount } from './remove-account';
import { toTeamMemberDto } from './team-member-dto';
import { updateMemberDetails } from './update-member-details';

/** A user an admin may manage: any account but a removed one, which is gone for every screen. */
async function loadUser(db: DbOrTx, userId: string) {
  // FOR UPDATE: two admins demoting each other at once must not both pass the last-admin check.
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, userId), ne(profiles.status, 'deleted')))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('errors.team.userNotFound');
  return row;
}

/** The other active admins; the platform must keep at least one. */
async function otherActiveAdmins(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.isAdmin, true), eq(profiles.status, 'active'), ne(profiles.id, userId)));
  return row?.n ?? 0;
}

/** Demoting, suspending or removing: never oneself, never the last active admin. */
async function assertMayRemoveAdminPowers(db: DbOrTx, actorId: string, target: typeof profiles.$inferSelect) {
  if (target.id === actorId) throw new AppError('errors.team.selfAction');
  if (target.isAdmin && (await otherActiveAdmins(db, target.id)) === 0)
    throw new AppError('errors.team.lastAdmin');
}

async function lockAdmins(db: DbOrTx) {
  // Serializes admin-changing operations so the last-admin rule holds under concurrency.
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.adminChange})`);
}

/** Sets the three role flags (the database derives the role column from them) and ends the user's sessions. */
export async function updateUserRole(db: Database, actorId: string, userId: string, role: Role) {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const target = await loadUser(tx, userId);
    if (roleOf(target) === role) return toTeamMemberDto(target);
    if (role !== 'admin') await assertMayRemoveAdminPowers(tx, actorId, target);
    const flags = flagsForRole(role);
    const [updated] = await tx
      .update(profiles)
      .set({
        isAdmin: flags.is_admin,
        isProducer: flags.is_producer,
        isReseller: flags.is_reseller,
        // A reseller link only makes sense for resellers.
        ...(role === 'reseller' ? {} : { referrerId: null }),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
      .returning();
    if (!updated) throw new AppError('errors.team.userNotFound');
    await invalidateUserSessions(tx, userId);
    return toTeamMemberDto(updated);
  });
}

/** An admin suspends an active user or reactivates any non-active one; suspension ends their sessions. */
export async function updateUserStatus(
  db: Database,
  actorId: string,
  userId: string,
  status: 'active' | 'suspended',
) {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const target = await loadUser(tx, userId);
    if (target.status === status) return toTeamMemberDto(target);
    if (status === 'suspended') await assertMayRemoveAdminPowers(tx, actorId, target);
    const [updated] = await tx
      .update(profiles)
      .set({ status, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    if (!updated) throw new AppError('errors.team.userNotFound');
    if (status === 'suspended') await invalidateUserSessions(tx, userId);
    return toTeamMemberDto(updated);
  });
}

/**
 * 'Remover': a soft delete (see softDeleteAccount), never a row delete, so no sale, commission or payout
 * loses its account. A producer's plan is cancelled first (at the end of the paid period, at the provider
 * too), so a removed account is never billed again. Returns the link codes to drop from the link cache.
 */
export async function removeUser(
  deps: { db: Database; provider: PaymentProvider } & BuyerNoticeDeps,
  actorId: string,
  userId: string,
): Promise<string[]> {
  const { db } = deps;
  // Checked before the plan is touched; the transaction checks again under the lock.
  const target = await loadUser(db, userId);
  await assertMayRemoveAdminPowers(db, actorId, target);
  const now = new Date();
  if (isEntitled(await latestSubscription(db, userId), now))
    await cancelSubscription({ ...deps, now }, userId);
  const removed = await db.transaction(async (tx) => {
    await lockAdmins(tx);
    const locked = await loadUser(tx, userId);
    await assertMayRemoveAdminPowers(tx, actorId, locked);
    return softDeleteAccount(tx, deps, userId, now);
  });
  await deps.mail.deliver(db, removed.emailIds);
  return removed.linkCodes;
}

/**
 * 'Editar perfil' from the user row: name and phone at once; a new email only once its owner approves from
 * the current address and the new address confirms.
 */
export async function adminUpdateUser(
  deps: { db: Database } & EmailChangeDeps,
  input: z.output<typeof adminUserUpdateInput>,
) {
  const { member, emailChangePending } = await updateMemberDetails(deps, (tx) => loadUser(tx, input.userId), {
    ...input,
    phone: input.phone === '' ? null : input.phone,
  });
  return { ...toTeamMemberDto(member), emailChangePending };
}

/** 'Enviar mensagem': an email from the admin to the user, through the outbox, in the user's language. */
export async function sendMessageToUser(
  deps: { db: Database; config: ApiConfig; mail: MailService; locale: SupportedLocale },
  sender: { id: string; name: string },
  input: z.output<typeof sendMessageInput>,
) {
  const { db, mail } = deps;
  const [target] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, input.userId), ne(profiles.status, 'deleted')))
    .limit(1);
  if (!target) throw new AppError('errors.team.userNotFound');
  const emailId = await mail.enqueue(db, {
    to: target.email,
    locale: isSupportedLocale(target.language) ? target.language : deps.locale,
    template: 'directMessage',
    vars: {
      senderName: sender.name,
      subject: input.subject,
      message: input.message,
      link: `${deps.config.appUrl}/dashboard`,
    },
  });
  await mail.deliver(db, [emailId]);
}
