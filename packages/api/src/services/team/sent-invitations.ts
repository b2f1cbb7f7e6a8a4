import { generateToken, hashToken } from '@afilia/auth';
import {
  and,
  type Database,
  desc,
  eq,
  invitations,
  isNull,
  profiles,
  type SQL,
  type Transaction,
} from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';
import { type Role, scopeOf } from '@afilia/validators';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { lockProfile } from '../account/lock-profile';
import { emailIsTaken } from '../auth/find-user';
import { enqueueInvitationEmail, invitationExpiry, invitationSentAt } from '../auth/invitations';
import { assertWithinPlanLimit } from '../plans/plan-limits';

/** The most invitations one list shows: the newest first (a producer's team is invited a few at a time). */
const LIST_LIMIT = 200;
/** Sending the same invitation again waits this long, so resending cannot flood someone's inbox. */
export const RESEND_INTERVAL_MS = 60_000;

interface Inviter {
  id: string;
  role: Role;
}

/**
 * Whose invitations the caller manages: a producer their own (scope 'own' of `users.invite`), an admin
 * every one. Invitations already accepted are not listed: they became accounts.
 */
function managedBy(inviter: Inviter): SQL {
  const pending = isNull(invitations.usedAt);
  if (scopeOf(inviter.role, 'users.invite') === 'own')
    return and(pending, eq(invitations.invitedBy, inviter.id)) as SQL;
  return pending;
}

/** The invitations sent and not yet accepted, newest first; an expired one says so. */
export async function listSentInvitations(db: Database, inviter: Inviter, now = new Date()) {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
      inviterName: profiles.fullName,
      inviterEmail: profiles.email,
    })
    .from(invitations)
    .leftJoin(profiles, eq(profiles.id, invitations.invitedBy))
    .where(managedBy(inviter))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.inviterName ?? row.inviterEmail ?? null,
    sentAt: invitationSentAt(row.expiresAt),
    expiresAt: row.expiresAt,
    status: row.expiresAt > now ? ('pending' as const) : ('expired' as const),
  }));
}

/** One of the caller's invitations, locked for the change; another inviter's answers as a missing one. */
async function lockManagedInvitation(tx: Transaction, inviter: Inviter, invitationId: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), managedBy(inviter)))
    .for('update');
  if (!row) throw new AppError('errors.team.invitationNotFound');
  return row;
}

/** Withdraws an invitation: its link stops working and, for a producer, its seat is freed. */
export async function revokeInvitation(db: Database, inviter: Inviter, invitationId: string) {
  await db.transaction(async (tx) => {
    const row = await lockManagedInvitation(tx, inviter, invitationId);
    await tx.delete(invitations).where(eq(invitations.id, row.id));
  });
}

/**
 * Sends an invitation again with a new link, valid for 7 more days; the old link stops working. An expired
 * invitation takes a seat of the producer's seller limit again, so the limit is checked as for a new one.
 * If the address got an account meanwhile, the invitation is moot: it is withdrawn and nothing is sent.
 */
export async function resendInvitation(
  deps: { db: Database; config: ApiConfig; mail: MailService; locale: SupportedLocale; now?: Date },
  inviter: Inviter,
  invitationId: string,
): Promise<{ status: 'sent' | 'accountExists' }> {
  const { db, mail } = deps;
  const now = deps.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const row = await lockManagedInvitation(tx, inviter, invitationId);
    if (now.getTime() - invitationSentAt(row.expiresAt).getTime() < RESEND_INTERVAL_MS)
      throw new AppError('errors.team.invitationJustSent');
    if (await emailIsTaken(tx, row.email)) {
      await tx.delete(invitations).where(eq(invitations.id, row.id));
      return { status: 'accountExists' as const, emailId: null };
    }
    if (row.referrerId && row.expiresAt <= now) {
      await lockProfile(tx, row.referrerId);
      await assertWithinPlanLimit(tx, row.referrerId, 'sellers');
    }
    const token = generateToken();
    await tx
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: invitationExpiry(now) })
      .where(eq(invitations.id, row.id));
    const [sender] = row.invitedBy
      ? await tx
          .select({ name: profiles.fullName, email: profiles.email })
          .from(profiles)
          .where(eq(profiles.id, row.invitedBy))
      : [];
    const emailId = await enqueueInvitationEmail(tx, deps, {
      email: row.email,
      token,
      inviterName: sender?.name ?? sender?.email ?? 'Afilia',
      roleLabel: translate(deps.locale, `emails.roles.${row.role}`),
      locale: deps.locale,
    });
    return { status: 'sent' as const, emailId };
  });
  if (outcome.emailId) await mail.deliver(db, [outcome.emailId]);
  return { status: outcome.status };
}
