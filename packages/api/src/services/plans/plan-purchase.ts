import {
  billingCustomers,
  type Database,
  type DbOrTx,
  eq,
  subscriptions,
  testModeCharges,
  trialGrants,
} from '@afilia/db';
import { DEFAULT_REDIRECT_AFTER_PAYMENT, findPlanByName, type planPurchaseInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import type { PaymentProvider, ProviderSubscription } from '../../integrations/payments/provider';
import { becomeProducer } from '../account/become-producer';
import { changePlan } from './change-plan';
import type { PlanInvoiceEmails } from './plan-invoice-emails';
import {
  hasUsedTrial,
  isEntitled,
  latestSubscription,
  type SubscriptionRow,
  subscriptionCard,
  supersedeOtherSubscriptions,
  syncProfileWithSubscription,
} from './subscription-state';

export interface PlanPurchaseDeps {
  db: Database;
  provider: PaymentProvider;
  /** The invoice email of a payment charged now, delivered after the commit. */
  mail: MailService;
  invoices: PlanInvoiceEmails;
  now?: Date;
}

export interface PlanPurchaseActor {
  id: string;
  email: string;
}

export interface PlanPurchaseResult {
  success: true;
  trialActivated: boolean;
  /** Where the web app sends the buyer after the success step. */
  url: string;
  status: ProviderSubscription['status'];
  /**
   * When nothing is charged today, the first charge's date: the end of a new trial with a card, or of the
   * trial the user was in when they bought a plan (those days are kept). Null when the plan was charged now.
   */
  firstChargeAt: Date | null;
  /** Present when the card needs 3-D Secure: the web app confirms it with Stripe.js. */
  clientSecret: string | null;
}

/**
 * The plan purchase (a user subscribing to an Afilia plan; not a buyer's product checkout, services/checkout):
 * starts the free trial or a paid plan with the configured provider.
 * Buying makes the user a producer with reseller off, and only once the purchase or trial is in force: a
 * reseller who opens the dialog and leaves keeps their account as it was. A plan bought during the trial
 * starts when the trial ends (nothing is charged today). A user with a paid plan who picks another one gets
 * a plan change instead.
 */
export async function purchasePlan(
  deps: PlanPurchaseDeps,
  actor: PlanPurchaseActor,
  input: z.output<typeof planPurchaseInput>,
) {
  const { db, provider } = deps;
  const now = deps.now ?? new Date();
  const plan = findPlanByName(input.name);
  if (!plan) throw new AppError('errors.plans.unknownPlan');
  const url = input.redirectUrl ?? DEFAULT_REDIRECT_AFTER_PAYMENT;

  const current = await latestSubscription(db, actor.id);
  const paidAndCurrent = isEntitled(current, now) && current.status !== 'trialing';
  if (paidAndCurrent && current.planId === plan.id) throw new AppError('errors.plans.alreadyOnPlan');
  if (paidAndCurrent) {
    await changePlan({ db, provider, now }, actor.id, { planName: plan.name });
    return {
      success: true,
      trialActivated: false,
      url,
      status: 'active',
      firstChargeAt: null,
      clientSecret: null,
    } satisfies PlanPurchaseResult;
  }

  const startsTrial = plan.freeTrial && input.freeTrial;
  if (startsTrial && (await hasUsedTrial(db, actor.id))) throw new AppError('errors.plans.trialAlreadyUsed');
  const paymentMethodId = input.customer.paymentMethod?.id ?? null;
  if (!startsTrial && !paymentMethodId) throw new AppError('errors.payments.paymentMethodRequired');

  // The trial the user is in carries over to the plan they buy now.
  const trialInForce = isEntitled(current, now) && current.status === 'trialing' ? current : null;

  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, actor.id));
  const emailPrefix = input.customer.email.split('@')[0];
  const started = await startWithProvider(provider, startsTrial, {
    userId: actor.id,
    plan,
    customer: {
      name: input.customer.name ?? (emailPrefix || 'Cliente'),
      email: input.customer.email,
      phone: input.customer.phone,
      cpfCnpj: input.customer.cpfCnpj,
    },
    paymentMethodId,
    trialDays: startsTrial ? plan.freeTrialDays : 0,
    trialKeptUntil: startsTrial ? null : (trialInForce?.trialEnd ?? null),
    existingCustomerId: customer?.provider === provider.name ? customer.providerCustomerId : null,
    now,
  });

  const emailIds = await db.transaction(async (tx) => {
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: actor.id,
        planId: plan.id,
        status: started.status,
        provider: provider.name,
        providerCustomerId: started.providerCustomerId,
        providerSubscriptionId: started.providerSubscriptionId,
        priceCents: plan.priceCents,
        trialEnd: started.trialEnd,
        currentPeriodStart: started.currentPeriodStart,
        currentPeriodEnd: started.currentPeriodEnd,
        cancelAtPeriodEnd: started.cancelAtPeriodEnd,
        cardBrand: started.card?.brand ?? null,
        cardLast4: started.card?.last4 ?? null,
        testCardOutcome: started.testCardOutcome,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!subscription) throw new Error('subscription insert returned no row');
    // A purchase waiting for 3-D Secure keeps the current plan until Stripe confirms it (webhook).
    await supersedeOtherSubscriptions(tx, subscription, now);
    await tx
      .insert(billingCustomers)
      .values({ userId: actor.id, provider: provider.name, providerCustomerId: started.providerCustomerId })
      .onConflictDoUpdate({
        target: billingCustomers.userId,
        set: { provider: provider.name, providerCustomerId: started.providerCustomerId },
      });
    if (startsTrial)
      await tx.insert(trialGrants).values({ userId: actor.id, planId: plan.id, grantedAt: now });
    if (subscription.status === 'active' || subscription.status === 'trialing')
      await becomeProducer(tx, actor.id, now);
    await syncProfileWithSubscription(tx, actor.id, subscription, now);
    return recordTestModeFirstCharge(tx, deps, subscription, plan.name, now);
  });
  await deps.mail.deliver(db, emailIds);

  // The trial this purchase replaces must not bill on its own at its end (its customer now has a card).
  if (
    trialInForce?.providerSubscriptionId &&
    trialInForce.provider === provider.name &&
    started.status !== 'incomplete'
  )
    await provider.cancelAtPeriodEnd({
      providerCustomerId: trialInForce.providerCustomerId,
      providerSubscriptionId: trialInForce.providerSubscriptionId,
      planId: trialInForce.planId,
    });

  return {
    success: true,
    trialActivated: startsTrial && started.status === 'trialing',
    url,
    status: started.status,
    firstChargeAt: started.status === 'trialing' && started.card ? started.trialEnd : null,
    clientSecret: started.clientSecret,
  } satisfies PlanPurchaseResult;
}

/**
 * The first payment, when the test provider charged it now (an active plan, not a trial), recorded as the
 * test mode records each renewal (test_mode_charges, so it is in the payment history) and told by its
 * invoice email. Stripe's first payment arrives as `invoice.paid` and is recorded and emailed by the
 * webhook (stripe-webhooks.ts).
 */
async function recordTestModeFirstCharge(
  tx: DbOrTx,
  deps: PlanPurchaseDeps,
  subscription: SubscriptionRow,
  planName: string,
  now: Date,
): Promise<string[]> {
  if (subscription.provider !== 'test' || subscription.status !== 'active') return [];
  const [charge] = await tx
    .insert(testModeCharges)
    .values({
      subscriptionId: subscription.id,
      amountCents: subscription.priceCents,
      outcome: 'ok',
      periodStart: subscription.currentPeriodStart ?? now,
      periodEnd: subscription.currentPeriodEnd ?? now,
      createdAt: now,
    })
    .returning();
  if (!charge) throw new Error('test-mode charge insert returned no row');
  const id = await deps.invoices.enqueue(
    tx,
    {
      userId: subscription.userId,
      entryId: charge.id,
      planName,
      amountCents: charge.amountCents,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      card: subscriptionCard(subscription),
    },
    now,
  );
  return id ? [id] : [];
}

/** A provider failure while starting a trial is reported as 'Falha ao ativar o teste grátis: {msg}'. */
async function startWithProvider(
  provider: PaymentProvider,
  startsTrial: boolean,
  request: Parameters<PaymentProvider['startSubscription']>[0],
): Promise<ProviderSubscription> {
  try {
    return await provider.startSubscription(request);
  } catch (error) {
    if (startsTrial && error instanceof AppError && error.code === 'errors.payments.providerError') {
      throw new AppError('errors.payments.trialActivationFailed', {
        cause: error,
        params: { msg: error.params?.message ?? '' },
      });
    }
    throw error;
  }
}
