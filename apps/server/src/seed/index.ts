import {
  type PaymentProviderName,
  type SecretBox,
  type StorageService,
  startSignupTrial,
  TestPaymentProvider,
} from '@afilia/api/server';
import { hashPassword } from '@afilia/auth';
import {
  and,
  billingCustomers,
  brandingSettings,
  count,
  type Database,
  type DbOrTx,
  eq,
  profiles,
  subscriptions,
  testModeCharges,
  userContactInfo,
  users,
} from '@afilia/db';
import { addOneMonth, findPlanByName, type Plan, TRIAL_PLAN, testPaymentMethodId } from '@afilia/validators';
import { seedDemoAffiliations } from './affiliations';
import { seedDemoBlog } from './blog';
import { seedDemoPayoutAccount, seedDemoPayouts } from './payouts';
import { PRODUCER_PRODUCTS, STARTER_PRODUCTS, seedDemoProducts, VISIONARY_PRODUCTS } from './products';
import { seedDemoSales } from './sales';
import { producerSalesPlan, starterSalesPlan, visionarySalesPlan } from './sales-plans';
import { seedDemoApiKeys, seedDemoWebhooks } from './webhooks';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_PASSWORD = 'demo12345';
const DEMO_PHONE = '+55 11 98765-4321';

interface DemoAccount {
  email: string;
  fullName: string;
  role: 'admin' | 'producer' | 'reseller';
  /** Days before the seed ran that the account signed up. */
  daysAgo: number;
  /** Producers: still on the Iniciante sign-up trial, or on a paid plan bought two days into it. */
  plan?: 'trial' | 'profissional' | 'visionario';
  /**
   * Resellers: the demo producer who added them (by email, listed earlier); none for a reseller from the
   * open marketplace.
   */
  referrerEmail?: string;
}

/**
 * The demo logins (README 'Contas de demonstração'). Each can do everything its role allows from a fresh
 * start: Paulo is on Profissional (10 products, 8 used); Irene is two days into the 7-day Iniciante trial
 * with 1 of its 3 products; Vitória is on Visionário, with the producer API in use; Renata is Paulo's
 * reseller; Bruna came from the open marketplace.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.afilia.app', fullName: 'Ana Administradora', role: 'admin', daysAgo: 0 },
  {
    email: 'produtor@demo.afilia.app',
    fullName: 'Paulo Produtor',
    role: 'producer',
    daysAgo: 80,
    plan: 'profissional',
  },
  {
    email: 'iniciante@demo.afilia.app',
    fullName: 'Irene Iniciante',
    role: 'producer',
    daysAgo: 2,
    plan: 'trial',
  },
  {
    email: 'revendedor@demo.afilia.app',
    fullName: 'Renata Revendedora',
    role: 'reseller',
    daysAgo: 76,
    referrerEmail: 'produtor@demo.afilia.app',
  },
  { email: 'revendedora2@demo.afilia.app', fullName: 'Bruna Revendedora', role: 'reseller', daysAgo: 70 },
  {
    email: 'visionario@demo.afilia.app',
    fullName: 'Vitória Visionária',
    role: 'producer',
    daysAgo: 45,
    plan: 'visionario',
  },
];

/** The paid plan is bought this many days into the sign-up trial. */
const PURCHASE_AFTER_DAYS = 2;

export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * What test mode does when a producer on the trial buys a plan with the test card 4242: an active
 * subscription for one month from `at`, the trial superseded, the customer remembered, the profile mirrored.
 */
async function buyPlanInTestMode(
  tx: DbOrTx,
  account: { id: string; email: string; fullName: string },
  plan: Plan,
  at: Date,
  now: Date,
) {
  const started = await new TestPaymentProvider().startSubscription({
    userId: account.id,
    plan,
    customer: { name: account.fullName, email: account.email, phone: DEMO_PHONE, cpfCnpj: null },
    paymentMethodId: testPaymentMethodId('4242424242424242'),
    trialDays: 0,
    trialKeptUntil: null,
    existingCustomerId: null,
    now: at,
  });
  await tx
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: at, updatedAt: at })
    .where(and(eq(subscriptions.userId, account.id), eq(subscriptions.status, 'trialing')));
  // Renewed every month since, as the billing job does in test mode, so the current period contains `now`.
  const charges = [{ periodStart: at, periodEnd: started.currentPeriodEnd ?? addOneMonth(at) }];
  for (let last = charges[0]; last && last.periodEnd <= now; last = charges.at(-1)) {
    charges.push({ periodStart: last.periodEnd, periodEnd: addOneMonth(last.periodEnd) });
  }
  const current = charges.at(-1) ?? charges[0];
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: account.id,
      planId: plan.id,
      status: started.status,
      provider: 'test',
      providerCustomerId: started.providerCustomerId,
      providerSubscriptionId: started.providerSubscriptionId,
      priceCents: plan.priceCents,
      trialEnd: started.trialEnd,
      currentPeriodStart: current?.periodStart ?? started.currentPeriodStart,
      currentPeriodEnd: current?.periodEnd ?? started.currentPeriodEnd,
      cancelAtPeriodEnd: false,
      cardBrand: started.card?.brand ?? null,
      cardLast4: started.card?.last4 ?? null,
      testCardOutcome: started.testCardOutcome,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error('subscription insert returned no row');
  await tx.insert(testModeCharges).values(
    charges.map((charge) => ({
      subscriptionId: subscription.id,
      amountCents: plan.priceCents,
      outcome: 'ok',
      ...charge,
      createdAt: charge.periodStart,
    })),
  );
  await tx.insert(billingCustomers).values({
    userId: account.id,
    provider: 'test',
    providerCustomerId: started.providerCustomerId,
    createdAt: at,
  });
  // The profile mirrors the subscription, as syncProfileWithSubscription writes it for an active plan.
  await tx
    .update(profiles)
    .set({ planName: plan.name, trialActive: false, trialEndDate: null, updatedAt: at })
    .where(eq(profiles.id, account.id));
}

/**
 * Creates the demo accounts, their plans and the branding settings; existing rows are left as they are.
 * With a storage service it also creates the producers' catalogues (products with images and pricing) and
 * the resellers' affiliations with some clicks. The demo blog (seed-blog.ts) is seeded either way, with cover
 * images only when there is a storage service.
 *
 * Paulo's paid plan is always a test-mode subscription (card 4242), whatever `paymentProvider` is: it renews
 * through the billing job and never reaches Stripe. The trials use `paymentProvider`, like a real sign-up.
 */
export async function seedDemoData(
  db: Database,
  paymentProvider: PaymentProviderName = 'test',
  now = new Date(),
  storage?: StorageService,
  /** Seals the demo webhook endpoint's secret; without it no endpoint is seeded. */
  secrets?: SecretBox,
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, string>();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const paidPlans = {
    profissional: findPlanByName('profissional'),
    visionario: findPlanByName('visionario'),
  };
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (existing) {
        ids.set(account.email, existing.id);
        continue;
      }
      const signedUpAt = daysAgo(account.daysAgo);
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, passwordHash, emailConfirmedAt: signedUpAt, createdAt: signedUpAt })
        .returning({ id: users.id });
      if (!user) throw new Error('seed: user insert returned no row');
      ids.set(account.email, user.id);
      const isProducer = account.role === 'producer';
      await tx.insert(profiles).values({
        id: user.id,
        email: account.email,
        fullName: account.fullName,
        phone: DEMO_PHONE,
        isAdmin: account.role === 'admin',
        isProducer,
        isReseller: account.role === 'reseller',
        status: 'active',
        referrerId: account.referrerEmail ? (ids.get(account.referrerEmail) ?? null) : null,
        signupUserType: account.role === 'admin' ? null : account.role,
        signupFreeTrial: isProducer,
        signupFreeTrialDays: isProducer ? TRIAL_PLAN.freeTrialDays : null,
        freeTrialStartDate: isProducer ? signedUpAt : null,
        language: 'pt-BR',
        createdAt: signedUpAt,
        updatedAt: signedUpAt,
      });
      if (!isProducer) continue;
      await startSignupTrial(tx, user.id, paymentProvider, signedUpAt);
      if (account.plan === 'profissional' || account.plan === 'visionario') {
        const paidPlan = paidPlans[account.plan];
        if (!paidPlan) throw new Error(`seed: plan ${account.plan} not found`);
        const buyer = { id: user.id, email: account.email, fullName: account.fullName };
        await buyPlanInTestMode(tx, buyer, paidPlan, daysAgo(account.daysAgo - PURCHASE_AFTER_DAYS), now);
      }
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
  // The blog needs only the accounts: without storage its articles have no cover images.
  await seedDemoBlog(db, ids, now, storage);
  if (!storage) return;
  const producerId = ids.get('produtor@demo.afilia.app');
  const starterId = ids.get('iniciante@demo.afilia.app');
  if (producerId) {
    await seedDemoProducts(db, storage, producerId, PRODUCER_PRODUCTS, daysAgo(77));
    // The storefront's public contact, so the product pages show the WhatsApp button.
    await db
      .insert(userContactInfo)
      .values({
        userId: producerId,
        contactEmail: 'contato@demo.afilia.app',
        phoneNumber: DEMO_PHONE,
        whatsappNumber: DEMO_PHONE,
      })
      .onConflictDoNothing();
    await seedDemoAffiliations(db, producerId, now);
    await seedDemoSales(db, producerId, producerSalesPlan(now), now);
    await seedDemoPayouts(db, producerId);
    if (secrets) await seedDemoWebhooks(db, secrets, producerId, now);
    const resellerId = ids.get('revendedor@demo.afilia.app');
    if (resellerId) await seedDemoPayoutAccount(db, resellerId, 'revendedor@demo.afilia.app');
  }
  if (starterId) {
    await seedDemoProducts(db, storage, starterId, STARTER_PRODUCTS, daysAgo(1));
    await seedDemoSales(db, starterId, starterSalesPlan(now), now);
  }
  const visionaryId = ids.get('visionario@demo.afilia.app');
  if (visionaryId) {
    await seedDemoProducts(db, storage, visionaryId, VISIONARY_PRODUCTS, daysAgo(42));
    await seedDemoSales(db, visionaryId, visionarySalesPlan(now), now);
    await seedDemoApiKeys(db, visionaryId, now);
  }
}
