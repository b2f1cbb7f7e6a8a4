import { eq, paymentConnections } from '@afilia/db';
import type { stripeConnectionInput } from '@afilia/validators';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { createStripeClient } from '../../integrations/payments/stripe-client';
import { lastFour } from '../../integrations/secrets/secret-box';
import { recordConnectionEvent } from './connection-audit';
import { openConnectionSecrets, sealConnectionSecrets } from './connection-secrets';
import { connectionView, type PaymentConnectionView } from './connection-view';
import { ensureConnection } from './connections';
import type { PaymentActor, PaymentConnectionDeps } from './payment-deps';

type Input = z.output<typeof stripeConnectionInput>;

export interface StripeAccountCheck {
  accountName: string | null;
  accountEmail: string | null;
  /** The available BRL balance, in cents. */
  balanceCents: number;
}

async function checkStripeAccount(deps: PaymentConnectionDeps, apiKey: string): Promise<StripeAccountCheck> {
  const stripe = createStripeClient({ secretKey: apiKey, apiUrl: deps.stripeApiUrl });
  let account: Stripe.Account;
  let balance: Stripe.Balance;
  try {
    [account, balance] = await Promise.all([stripe.accounts.retrieveCurrent(), stripe.balance.retrieve()]);
  } catch (error) {
    throw new AppError('errors.payments.stripeConnectionFailed', { cause: describeStripeFailure(error) });
  }
  const brl = balance.available.find((entry) => entry.currency === 'brl');
  return {
    accountName: account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? null,
    accountEmail: account.email ?? null,
    balanceCents: brl?.amount ?? 0,
  };
}

/** The SDK's error carries the request (and so the key's prefix): keep only its type and code. */
function describeStripeFailure(error: unknown): string {
  if (error && typeof error === 'object' && 'type' in error)
    return `${String(error.type)}${'code' in error && error.code ? `:${String(error.code)}` : ''}`;
  return 'stripe_unreachable';
}

function keyFor(deps: PaymentConnectionDeps, userId: string, typed: string, sealed: string | null): string {
  return typed || openConnectionSecrets(deps.secrets, userId, 'stripe', sealed).apiKey;
}

export async function testStripeConnection(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  input: Input,
): Promise<StripeAccountCheck> {
  const row = await ensureConnection(deps.db, actor.userId, 'stripe');
  const apiKey = keyFor(deps, actor.userId, input.apiKey, row.secretsSealed);
  try {
    const check = await checkStripeAccount(deps, apiKey);
    await recordConnectionEvent(deps.db, row.id, 'stripe', actor, 'tested');
    return check;
  } catch (error) {
    await recordConnectionEvent(deps.db, row.id, 'stripe', actor, 'test_failed');
    throw error;
  }
}

/** Saves only a key that answered: Stripe becomes active once its account info was obtained. */
export async function saveStripeConnection(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  input: Input,
): Promise<PaymentConnectionView> {
  const row = await ensureConnection(deps.db, actor.userId, 'stripe');
  const previous = row.secretsSealed
    ? openConnectionSecrets(deps.secrets, actor.userId, 'stripe', row.secretsSealed)
    : null;
  const apiKey = input.apiKey || previous?.apiKey;
  if (!apiKey) throw new AppError('errors.payments.stripeConnectionFailed');
  const account = await checkStripeAccount(deps, apiKey);
  const webhookSecret = input.webhookSecret || previous?.webhookSecret || null;
  const publishableKey = input.publishableKey || row.publishableKey;
  const changedFields = [
    ...(input.apiKey && input.apiKey !== previous?.apiKey ? ['apiKey'] : []),
    ...(input.webhookSecret && input.webhookSecret !== previous?.webhookSecret ? ['webhookSecret'] : []),
    ...(input.publishableKey && input.publishableKey !== row.publishableKey ? ['publishableKey'] : []),
  ];
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentConnections)
      .set({
        enabled: true,
        secretsSealed: sealConnectionSecrets(deps.secrets, actor.userId, 'stripe', {
          apiKey,
          webhookSecret,
          webhookToken: null,
        }),
        apiKeyLast4: lastFour(apiKey),
        hasWebhookSecret: webhookSecret !== null,
        publishableKey,
        accountName: account.accountName,
        accountEmail: account.accountEmail,
        verifiedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(paymentConnections.id, row.id))
      .returning();
    await recordConnectionEvent(tx, row.id, 'stripe', actor, 'configured', changedFields);
    return connectionView('stripe', updated, deps.appUrl);
  });
}
