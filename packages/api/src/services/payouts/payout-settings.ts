import { verifyPassword } from '@afilia/auth';
import {
  and,
  type Database,
  type DbOrTx,
  eq,
  paymentConnections,
  payoutSettings,
  profiles,
  users,
} from '@afilia/db';
import { FALLBACK_LOCALE } from '@afilia/i18n';
import type { PixKeyType, payoutAccountInput, payoutScheduleInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';

export interface PayoutAccount {
  asaasWalletId: string | null;
  pixKeyType: PixKeyType | null;
  pixKey: string | null;
}

export interface PayoutSchedule {
  weeklyEnabled: boolean;
  lastRunAt: Date | null;
}

async function settingsOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(payoutSettings).where(eq(payoutSettings.userId, userId));
  return row ?? null;
}

export async function getPayoutAccount(db: DbOrTx, userId: string): Promise<PayoutAccount> {
  const row = await settingsOf(db, userId);
  return {
    asaasWalletId: row?.asaasWalletId ?? null,
    pixKeyType: row?.pixKeyType ?? null,
    pixKey: row?.pixKey ?? null,
  };
}

/**
 * A reseller's receiving details: the wallet for Asaas splits, the Pix key for payouts. Whoever changes where
 * the money goes must type the account's password (a stolen session alone cannot redirect payouts), and the
 * account's email is told of every change, so a change the owner did not make is seen at once.
 */
export async function savePayoutAccount(
  deps: { db: Database; mail: MailService; appUrl: string },
  userId: string,
  input: z.output<typeof payoutAccountInput>,
): Promise<PayoutAccount> {
  const { db } = deps;
  const next: PayoutAccount = {
    asaasWalletId: input.asaasWalletId || null,
    pixKeyType: input.pixKey ? input.pixKeyType : null,
    pixKey: input.pixKey || null,
  };
  const current = await getPayoutAccount(db, userId);
  const changed =
    next.asaasWalletId !== current.asaasWalletId ||
    next.pixKeyType !== current.pixKeyType ||
    next.pixKey !== current.pixKey;
  if (!changed) return current;
  await assertPassword(db, userId, input.currentPassword);
  const values = { ...next, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(payoutSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: payoutSettings.userId, set: values });
    const [owner] = await tx
      .select({ email: profiles.email, fullName: profiles.fullName, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (owner)
      await deps.mail.enqueue(tx, {
        to: owner.email,
        locale: owner.language ?? FALLBACK_LOCALE,
        template: 'payoutAccountChanged',
        vars: {
          name: owner.fullName?.trim() || owner.email,
          pixKey: maskedTail(next.pixKey),
          walletId: maskedTail(next.asaasWalletId),
          link: `${deps.appUrl}/dashboard/settings`,
        },
      });
  });
  return getPayoutAccount(db, userId);
}

/** The last four characters of a key, the rest hidden; a dash when there is none. */
function maskedTail(value: string | null): string {
  if (!value) return '—';
  return `•••• ${value.slice(-4)}`;
}

async function assertPassword(db: Database, userId: string, password: string) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row?.hash || !password || !(await verifyPassword(row.hash, password)))
    throw new AppError('errors.account.wrongPassword');
}

export async function getPayoutSchedule(db: DbOrTx, userId: string): Promise<PayoutSchedule> {
  const row = await settingsOf(db, userId);
  return { weeklyEnabled: row?.weeklyPayoutsEnabled ?? false, lastRunAt: row?.lastWeeklyRunAt ?? null };
}

export async function savePayoutSchedule(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof payoutScheduleInput>,
): Promise<PayoutSchedule> {
  const values = { weeklyPayoutsEnabled: input.weeklyEnabled, updatedAt: new Date() };
  await db
    .insert(payoutSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutSettings.userId, set: values });
  return getPayoutSchedule(db, userId);
}

export interface ReferralLink {
  platform: 'stripe' | 'asaas' | 'mercadopago';
  url: string;
  producerName: string | null;
}

/** The 'Crie sua conta' links the reseller's producer switched on. */
export async function referralLinksFor(db: DbOrTx, resellerId: string): Promise<ReferralLink[]> {
  const [me] = await db
    .select({ referrerId: profiles.referrerId })
    .from(profiles)
    .where(eq(profiles.id, resellerId));
  if (!me?.referrerId) return [];
  const rows = await db
    .select({
      platform: paymentConnections.platform,
      url: paymentConnections.referralUrl,
      producerName: profiles.fullName,
    })
    .from(paymentConnections)
    .innerJoin(profiles, eq(profiles.id, paymentConnections.userId))
    .where(and(eq(paymentConnections.userId, me.referrerId), eq(paymentConnections.referralEnabled, true)));
  return rows.flatMap((row) =>
    row.url ? [{ platform: row.platform, url: row.url, producerName: row.producerName }] : [],
  );
}
