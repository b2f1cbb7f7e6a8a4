import { invalidateUserSessions, revokeEmailTokens } from '@afilia/auth';
import { and, type DbOrTx, eq, invitations, isNull, profiles, userContactInfo, users } from '@afilia/db';
import type { BuyerNoticeDeps } from '../ledger/buyer-notices';
import { cancelBuyerSubscriptions } from '../ledger/buyer-subscription';
import { withdrawAffiliations } from './referral';

/** A removed account's login email: unique, unreachable (RFC 2606 `.invalid`), and frees the real address. */
export function removedAccountEmail(userId: string): string {
  return `removed-${userId}@removed.invalid`;
}

/** Not an argon2 hash: no password ever verifies against it. */
const NO_PASSWORD = '!removed';

/**
 * An admin's removal of an account, as a soft delete. The rows stay, because sales, commissions, payouts and
 * report figures (other producers' too) refer to them and must stay whole; the account becomes 'deleted':
 * never listed, refused at login and on every call. What reaches or describes the person goes (login email
 * replaced, so the address may sign up again; password, phone, photo, contact details; sessions and emailed
 * links). The name stays, since it identifies the payee of past commissions and payouts. Their affiliations
 * are withdrawn, their resellers and pending invitations released, and their buyers' subscriptions stop
 * renewing (each buyer is told). Runs in the caller's transaction; returns the link codes to drop from the
 * link cache and the buyers' emails to deliver after the commit.
 */
export async function softDeleteAccount(
  tx: DbOrTx,
  deps: BuyerNoticeDeps,
  userId: string,
  now: Date,
): Promise<{ linkCodes: string[]; emailIds: string[] }> {
  const email = removedAccountEmail(userId);
  await tx
    .update(users)
    .set({ email, passwordHash: NO_PASSWORD, emailConfirmedAt: null })
    .where(eq(users.id, userId));
  await tx
    .update(profiles)
    .set({
      status: 'deleted',
      email,
      phone: null,
      avatarUrl: null,
      referrerId: null,
      referralBlockedAt: null,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
  await tx.delete(userContactInfo).where(eq(userContactInfo.userId, userId));
  await invalidateUserSessions(tx, userId);
  await revokeEmailTokens(tx, userId, undefined, now);
  await tx
    .update(profiles)
    .set({ referrerId: null, referralBlockedAt: null, updatedAt: now })
    .where(eq(profiles.referrerId, userId));
  await tx.delete(invitations).where(and(eq(invitations.invitedBy, userId), isNull(invitations.usedAt)));
  const { emailIds } = await cancelBuyerSubscriptions(tx, deps, { producerId: userId }, 'producer', now);
  return { linkCodes: await withdrawAffiliations(tx, userId, null, now), emailIds };
}
