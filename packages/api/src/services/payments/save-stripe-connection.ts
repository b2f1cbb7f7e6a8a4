import type { stripeConnectionInput } from '@afilia/validators';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { createStripeClient } from '../../integrations/payments/stripe-client';
import { connectionToSave, storeVerifiedConnection, testConnection } from './connection-save';
import type { PaymentConnectionView } from './connection-view';
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

export async function testStripeConnection(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  input: Input,
): Promise<StripeAccountCheck> {
  return testConnection(deps, actor, 'stripe', input.apiKey, (apiKey) => checkStripeAccount(deps, apiKey));
}

/** Saves only a key that answered: Stripe becomes active once its account info was obtained. */
export async function saveStripeConnection(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  input: Input,
): Promise<PaymentConnectionView> {
  const { row, previous, apiKey } = await connectionToSave(
    deps,
    actor,
    'stripe',
    input.apiKey,
    'errors.payments.stripeConnectionFailed',
  );
  const account = await checkStripeAccount(deps, apiKey);
  const webhookSecret = input.webhookSecret || previous?.webhookSecret || null;
  const publishableKey = input.publishableKey || row.publishableKey;
  const changedFields = [
    ...(input.apiKey && input.apiKey !== previous?.apiKey ? ['apiKey'] : []),
    ...(input.webhookSecret && input.webhookSecret !== previous?.webhookSecret ? ['webhookSecret'] : []),
    ...(input.publishableKey && input.publishableKey !== row.publishableKey ? ['publishableKey'] : []),
  ];
  return storeVerifiedConnection(deps, actor, 'stripe', row, {
    secrets: { apiKey, webhookSecret, webhookToken: null },
    account,
    columns: { hasWebhookSecret: webhookSecret !== null, publishableKey },
    changedFields,
  });
}
