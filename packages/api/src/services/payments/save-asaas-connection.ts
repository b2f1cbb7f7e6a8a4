import { randomBytes } from 'node:crypto';
import type { asaasConnectionInput } from '@afilia/validators';
import type { z } from 'zod';
import { connectionToSave, storeVerifiedConnection, testConnection } from './connection-save';
import { asaasTokenLeftTheApp, asaasWebhookUrl, type PaymentConnectionView } from './connection-view';
import type { PaymentActor, PaymentConnectionDeps } from './payment-deps';
import { asaasClient } from './producer-asaas';

type Input = z.output<typeof asaasConnectionInput>;

/** The Asaas events the app acts on. */
const ASAAS_WEBHOOK_EVENTS = [
  'PAYMENT_CONFIRMED',
  'PAYMENT_RECEIVED',
  'PAYMENT_OVERDUE',
  'PAYMENT_DELETED',
  'PAYMENT_REFUNDED',
  'PAYMENT_CHARGEBACK_REQUESTED',
  'TRANSFER_DONE',
  'TRANSFER_FAILED',
  'TRANSFER_CANCELLED',
];

export interface AsaasAccountCheck {
  accountName: string;
  accountEmail: string;
  walletId: string;
  balanceCents: number;
}

/** 'Testar conexão': the typed key, or the saved one when the field was left empty. */
export async function testAsaasConnection(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  input: Input,
): Promise<AsaasAccountCheck> {
  return testConnection(deps, actor, 'asaas', input.apiKey, (apiKey) =>
    checkAsaasAccount(deps, apiKey, input.environment),
  );
}

async function checkAsaasAccount(
  deps: PaymentConnectionDeps,
  apiKey: string,
  environment: Input['environment'],
): Promise<AsaasAccountCheck> {
  const client = asaasClient(deps, apiKey, environment);
  const [account, balance] = await Promise.all([client.getMyAccount(), client.getBalance()]);
  return {
    accountName: account.name,
    accountEmail: account.email,
    walletId: account.walletId,
    balanceCents: Math.round(balance.balance * 100),
  };
}

/**
 * 'Salvar': verifies the key against Asaas first (a wrong key is never saved), seals it, registers our webhook
 * (at this app's own address, built from its public URL) with a fresh token, and switches Asaas on. A failed
 * webhook registration still saves; the screen then shows the address and asks the producer to add it in
 * Asaas. A connection whose token was once sent to an address the producer chose gets a new token here.
 */
export async function saveAsaasConnection(
  deps: PaymentConnectionDeps,
  actor: PaymentActor,
  input: Input,
): Promise<PaymentConnectionView> {
  const { row, previous, apiKey } = await connectionToSave(
    deps,
    actor,
    'asaas',
    input.apiKey,
    'errors.payments.asaasUnauthorized',
  );
  const account = await checkAsaasAccount(deps, apiKey, input.environment);

  const webhookUrl = asaasWebhookUrl(deps.appUrl, row.id);
  const keyChanged = apiKey !== previous?.apiKey || input.environment !== row.environment;
  let webhookToken = previous?.webhookToken ?? null;
  let providerWebhookId = keyChanged ? null : row.providerWebhookId;
  if (!providerWebhookId || asaasTokenLeftTheApp(row) || !webhookToken) {
    webhookToken = randomBytes(24).toString('base64url');
    providerWebhookId = await registerWebhook(deps, apiKey, input.environment, {
      url: webhookUrl,
      email: account.accountEmail,
      authToken: webhookToken,
    });
  }

  const changedFields = [
    ...(input.apiKey && input.apiKey !== previous?.apiKey ? ['apiKey'] : []),
    ...((input.walletId || null) !== row.walletId ? ['walletId'] : []),
    ...(asaasTokenLeftTheApp(row) ? ['webhookUrl'] : []),
    ...(input.environment !== row.environment ? ['environment'] : []),
  ];
  return storeVerifiedConnection(deps, actor, 'asaas', row, {
    secrets: { apiKey, webhookSecret: null, webhookToken },
    account,
    columns: {
      environment: input.environment,
      walletId: input.walletId || account.walletId,
      // The token now registered went to this app's address only.
      webhookUrl: null,
      providerWebhookId,
    },
    changedFields,
  });
}

async function registerWebhook(
  deps: PaymentConnectionDeps,
  apiKey: string,
  environment: Input['environment'],
  webhook: { url: string; email: string; authToken: string },
): Promise<string | null> {
  try {
    const created = await asaasClient(deps, apiKey, environment).createWebhook({
      name: 'Afilia',
      ...webhook,
      events: ASAAS_WEBHOOK_EVENTS,
    });
    return created.id;
  } catch {
    return null;
  }
}
