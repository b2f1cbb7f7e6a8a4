import { and, type DbOrTx, eq, paymentConnections, payoutSettings, profiles } from '@afilia/db';
import type { PixKeyType, payoutAccountInput, payoutScheduleInput } from '@afilia/validators';
import type { z } from 'zod';

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

/** A reseller's receiving details: the wallet for Asaas splits, the Pix key for payouts. */
export async function savePayoutAccount(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof payoutAccountInput>,
): Promise<PayoutAccount> {
  const values = {
    asaasWalletId: input.asaasWalletId || null,
    pixKeyType: input.pixKey ? input.pixKeyType : null,
    pixKey: input.pixKey || null,
    updatedAt: new Date(),
  };
  await db
    .insert(payoutSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutSettings.userId, set: values });
  return getPayoutAccount(db, userId);
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
