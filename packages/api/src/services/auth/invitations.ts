import { createSession, generateToken, hashPassword, hashToken } from '@afilia/auth';
import {
  and,
  type Database,
  type DbOrTx,
  eq,
  gt,
  invitations,
  isNull,
  profiles,
  sql,
  type Transaction,
  users,
} from '@afilia/db';
import { isSupportedLocale, type SupportedLocale } from '@afilia/i18n';
import { flagsForRole, type Role } from '@afilia/validators';
import type { ApiConfig } from '../../config';
import { AppError, isUniqueViolation } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { loginLinkFor } from './account-links';
import { emailIsTaken, findUserByEmail } from './find-user';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface InvitationDeps {
  db: Database;
  config: ApiConfig;
  mail: MailService;
  now?: Date;
}

/**
 * Creates an invitation and emails its link. Re-inviting an email replaces the inviter's own pending
 * invitation for it; other inviters' invitations stay valid (one inviter must not be able to cancel another's).
 * An email that already has an account gets a notice instead (no invitation), and the inviter the same answer,
 * so inviting tells nobody which addresses have accounts.
 */
export async function createInvitation(
  deps: InvitationDeps,
  inviter: { id: string; name: string; role: Role },
  input: { email: string; role: Role; locale: SupportedLocale; roleLabel: string },
  /** Runs in the transaction once this email's pending invitation is gone (a replacement frees its seat). */
  beforeInsert?: (tx: Transaction) => Promise<void>,
) {
  const { db, config, mail } = deps;
  const now = deps.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  const emailId = await db.transaction(async (tx) => {
    await tx
      .delete(invitations)
      .where(
        and(
          sql`lower(${invitations.email}) = ${email}`,
          eq(invitations.invitedBy, inviter.id),
          isNull(invitations.usedAt),
        ),
      );
    // Also for an existing account: a refusal (e.g. the plan's seller limit) must not depend on the email.
    await beforeInsert?.(tx);
    if (existing) {
      return mail.enqueue(tx, {
        to: existing.user.email,
        locale: isSupportedLocale(existing.profile.language) ? existing.profile.language : input.locale,
        template: 'invitationAccountExists',
        vars: { inviterName: inviter.name, loginLink: loginLinkFor(config, existing) },
      });
    }
    const token = generateToken();
    await tx.insert(invitations).values({
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      referrerId: inviter.role === 'producer' ? inviter.id : null,
      expiresAt: invitationExpiry(now),
      createdAt: now,
    });
    return enqueueInvitationEmail(tx, deps, {
      email,
      token,
      inviterName: inviter.name,
      roleLabel: input.roleLabel,
      locale: input.locale,
    });
  });
  await mail.deliver(db, [emailId]);
}

/** An invitation sent (or sent again) at `sentAt` is valid for 7 days. */
export const invitationExpiry = (sentAt: Date) => new Date(sentAt.getTime() + INVITATION_TTL_MS);
/** When an invitation was last sent: each sending sets its expiry 7 days on. */
export const invitationSentAt = (expiresAt: Date) => new Date(expiresAt.getTime() - INVITATION_TTL_MS);

/** The email with the `/accept-invitation` link, carrying the token that only the recipient receives. */
export function enqueueInvitationEmail(
  tx: Transaction,
  deps: Pick<InvitationDeps, 'config' | 'mail'>,
  input: { email: string; token: string; inviterName: string; roleLabel: string; locale: SupportedLocale },
) {
  return deps.mail.enqueue(tx, {
    to: input.email,
    locale: input.locale,
    template: 'invitation',
    vars: {
      inviterName: input.inviterName,
      roleLabel: input.roleLabel,
      link: `${deps.config.appUrl}/accept-invitation?token=${encodeURIComponent(input.token)}&email=${encodeURIComponent(input.email)}`,
    },
  });
}

async function findPendingInvitation(db: DbOrTx, token: string, email: string, now: Date) {
  const [row] = await db
    .select({ invitation: invitations, inviterName: profiles.fullName })
    .from(invitations)
    .leftJoin(profiles, eq(profiles.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || row.invitation.email.toLowerCase() !== email.trim().toLowerCase()) return null;
  return row;
}

export async function lookupInvitation(db: Database, token: string, email: string, now = new Date()) {
  const row = await findPendingInvitation(db, token, email, now);
  if (!row) throw new AppError('errors.auth.invitationInvalid');
  return { email: row.invitation.email, role: row.invitation.role, inviterName: row.inviterName };
}

/** Creates the invited account (confirmed, with the invited role), marks the invitation used and signs in. */
export async function acceptInvitation(
  deps: { db: Database; userAgent: string | null; locale: SupportedLocale; now?: Date },
  input: { token: string; email: string; password: string; fullName: string },
) {
  const { db } = deps;
  const now = deps.now ?? new Date();
  // A dead invitation is refused before paying for the hash; claiming it below is what decides.
  if (!(await findPendingInvitation(db, input.token, input.email, now)))
    throw new AppError('errors.auth.invitationInvalid');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(invitations.tokenHash, hashToken(input.token)),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, now),
            sql`lower(${invitations.email}) = ${input.email.trim().toLowerCase()}`,
          ),
        )
        .returning();
      if (!claimed) throw new AppError('errors.auth.invitationInvalid');
      if (await emailIsTaken(tx, claimed.email)) throw new AppError('errors.auth.emailExists');
      // The email has an account now: other inviters' pending invitations for it are moot, and would
      // otherwise keep holding seats of their producers' seller limits until they expire.
      await tx
        .delete(invitations)
        .where(
          and(sql`lower(${invitations.email}) = ${claimed.email.toLowerCase()}`, isNull(invitations.usedAt)),
        );
      const [user] = await tx
        .insert(users)
        .values({ email: claimed.email, passwordHash, emailConfirmedAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      const flags = flagsForRole(claimed.role);
      await tx.insert(profiles).values({
        id: user.id,
        email: claimed.email,
        fullName: input.fullName,
        isAdmin: flags.is_admin,
        isProducer: flags.is_producer,
        isReseller: flags.is_reseller,
        status: 'active',
        referrerId: claimed.role === 'reseller' ? claimed.referrerId : null,
        signupUserType:
          claimed.role === 'producer' ? 'producer' : claimed.role === 'reseller' ? 'reseller' : null,
        language: deps.locale,
        lastLogin: now,
        createdAt: now,
        updatedAt: now,
      });
      const session = await createSession(tx, user.id, deps.userAgent);
      return { session, role: claimed.role };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('errors.auth.emailExists', { cause: error });
    throw error;
  }
}
