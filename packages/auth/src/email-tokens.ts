import { and, type DbOrTx, type EMAIL_TOKEN_PURPOSES, emailTokens, eq, gt, isNull } from '@afilia/db';
import { generateToken, hashToken } from './tokens';

export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  email_confirmation: 48 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
) {
  const token = generateToken();
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Marks the token used and returns its user id, atomically; null when unknown, used or expired. */
export async function consumeEmailToken(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
