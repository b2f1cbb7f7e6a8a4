import { and, type DbOrTx, EMAIL_TOKEN_PURPOSES, emailTokens, eq, gt, inArray, isNull } from '@afilia/db';
import { generateToken, hashToken } from './tokens';

export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  email_confirmation: 48 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change_approval: 24 * 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

/**
 * The two steps of a login-email change (the owner's approval, then the new address's confirmation). A
 * password change, a password reset and a deactivation end both: a change asked for before must not survive.
 */
export const EMAIL_CHANGE_PURPOSES = [
  'email_change_approval',
  'email_change',
] as const satisfies readonly EmailTokenPurpose[];

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
  /** For 'email_change': the address the token moves the login to. */
  newEmail?: string,
) {
  const token = generateToken();
  await revokeEmailTokens(db, userId, [purpose], now);
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Ends the user's outstanding tokens of the given purposes (all of them by default). */
export async function revokeEmailTokens(
  db: DbOrTx,
  userId: string,
  purposes: readonly EmailTokenPurpose[] = EMAIL_TOKEN_PURPOSES,
  now = new Date(),
) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, [...purposes]),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** Matches the row of this token and purpose while it is unused and unexpired. */
function usableToken(token: string, purpose: EmailTokenPurpose, now: Date) {
  return and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );
}

/** Whether the token is known, unused and unexpired, without using it (a cheap check before hashing). */
export async function emailTokenIsValid(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(usableToken(token, purpose, now))
    .limit(1);
  return Boolean(row);
}

/** Marks the token used and returns its user id, atomically; null when unknown, used or expired. */
export async function consumeEmailToken(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const consumed = await consumeEmailTokenRow(db, token, purpose, now);
  return consumed?.userId ?? null;
}

/**
 * Like `consumeEmailToken`, for an 'email_change' token (or, with `purpose`, an 'email_change_approval' one):
 * also returns the address the change is for.
 */
export async function consumeEmailChangeToken(
  db: DbOrTx,
  token: string,
  now = new Date(),
  purpose: 'email_change' | 'email_change_approval' = 'email_change',
): Promise<{ userId: string; newEmail: string } | null> {
  const consumed = await consumeEmailTokenRow(db, token, purpose, now);
  if (!consumed?.newEmail) return null;
  return { userId: consumed.userId, newEmail: consumed.newEmail };
}

async function consumeEmailTokenRow(db: DbOrTx, token: string, purpose: EmailTokenPurpose, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usableToken(token, purpose, now))
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
}
