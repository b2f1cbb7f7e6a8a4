import { type PaymentProviderName, type StorageService, startSignupTrial } from '@afilia/api';
import { hashPassword } from '@afilia/auth';
import { brandingSettings, count, type Database, eq, profiles, users } from '@afilia/db';
import { TRIAL_PLAN } from '@afilia/validators';
import { seedDemoProducts } from './seed-products';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_PASSWORD = 'demo12345';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.afilia.app', fullName: 'Ana Administradora', role: 'admin' },
  { email: 'produtor@demo.afilia.app', fullName: 'Paulo Produtor', role: 'producer' },
  { email: 'revendedor@demo.afilia.app', fullName: 'Renata Revendedora', role: 'reseller' },
] as const;

export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Creates the demo accounts and the branding settings; existing rows are left as they are. With a storage
 * service it also creates the demo producer's catalogue (8 products with images and pricing).
 */
export async function seedDemoData(
  db: Database,
  paymentProvider: PaymentProviderName = 'test',
  now = new Date(),
  storage?: StorageService,
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const trialStart = new Date(now.getTime() - 2 * DAY_MS);
  const ids: Record<string, string> = {};
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (existing) {
        ids[account.role] = existing.id;
        continue;
      }
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, passwordHash, emailConfirmedAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error('seed: user insert returned no row');
      ids[account.role] = user.id;
      const isProducer = account.role === 'producer';
      await tx.insert(profiles).values({
        id: user.id,
        email: account.email,
        fullName: account.fullName,
        phone: '+55 11 98765-4321',
        isAdmin: account.role === 'admin',
        isProducer,
        isReseller: account.role === 'reseller',
        role: account.role,
        status: 'active',
        referrerId: account.role === 'reseller' ? (ids.producer ?? null) : null,
        signupUserType: account.role === 'admin' ? null : account.role,
        signupFreeTrial: isProducer,
        signupFreeTrialDays: isProducer ? TRIAL_PLAN.freeTrialDays : null,
        freeTrialStartDate: isProducer ? trialStart : null,
        language: 'pt-BR',
        createdAt: isProducer ? trialStart : now,
        updatedAt: now,
      });
      // The demo producer is two days into the 7-day Iniciante trial: 5 days left.
      if (isProducer) await startSignupTrial(tx, user.id, paymentProvider, trialStart);
    }
    await tx
      .insert(brandingSettings)
      .values({
        id: 1,
        contactEmail: 'contato@afilia.app',
        phoneNumber: '+55 11 4000-0000',
        whatsappNumber: '+55 11 94000-0000',
        whatsappCustomLink: null,
        address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
      })
      .onConflictDoNothing();
  });
  if (storage && ids.producer) await seedDemoProducts(db, storage, ids.producer, now);
}
