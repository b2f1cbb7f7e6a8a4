import type { paymentConnections } from '@afilia/db';
import { type AsaasEnvironmentName, PAYMENT_PLATFORMS, type PaymentPlatform } from '@afilia/validators';

type ConnectionRow = typeof paymentConnections.$inferSelect;

/** A connection as the Payments screen shows it: never a secret, only its last four characters. */
export interface PaymentConnectionView {
  platform: PaymentPlatform;
  enabled: boolean;
  configured: boolean;
  environment: AsaasEnvironmentName;
  apiKeyLast4: string | null;
  hasWebhookSecret: boolean;
  /** Stripe: the publishable key (public by design), and whether cards are charged to this account. */
  publishableKey: string | null;
  cardPaymentsReady: boolean;
  walletId: string | null;
  /** The address the provider notifies: always this app's own for the connection. */
  webhookUrl: string | null;
  /** Asaas: our webhook is registered with a token only we received (saving again registers it). */
  webhookRegistered: boolean;
  accountName: string | null;
  accountEmail: string | null;
  verifiedAt: Date | null;
  referralEnabled: boolean;
  referralUrl: string | null;
}

/** Where the app registers the producer's Asaas webhook: built from its own public URL, never the producer's. */
export function asaasWebhookUrl(appUrl: string, connectionId: string): string {
  return `${appUrl}/webhooks/asaas/${connectionId}`;
}

/**
 * Whether the connection's webhook token went to an address the producer chose (`webhook_url`, from when the
 * form offered one): such a token is in the producer's hands and is never accepted.
 */
export function asaasTokenLeftTheApp(row: Pick<ConnectionRow, 'webhookUrl'>): boolean {
  return row.webhookUrl !== null;
}

/** Where the producer points their own Stripe account's webhook endpoint. */
export function stripeWebhookUrl(appUrl: string, connectionId: string): string {
  return `${appUrl}/webhooks/stripe/${connectionId}`;
}

function webhookUrlOf(
  platform: PaymentPlatform,
  row: ConnectionRow | undefined,
  appUrl: string,
): string | null {
  if (!row) return null;
  if (platform === 'asaas') return asaasWebhookUrl(appUrl, row.id);
  if (platform === 'stripe') return stripeWebhookUrl(appUrl, row.id);
  return null;
}

export function connectionView(
  platform: PaymentPlatform,
  row: ConnectionRow | undefined,
  appUrl: string,
): PaymentConnectionView {
  return {
    platform,
    enabled: row?.enabled ?? false,
    configured: Boolean(row?.secretsSealed),
    environment: row?.environment ?? 'sandbox',
    apiKeyLast4: row?.apiKeyLast4 ?? null,
    hasWebhookSecret: row?.hasWebhookSecret ?? false,
    publishableKey: row?.publishableKey ?? null,
    cardPaymentsReady:
      platform === 'stripe' && Boolean(row?.enabled && row.secretsSealed && row.publishableKey),
    walletId: row?.walletId ?? null,
    webhookUrl: webhookUrlOf(platform, row, appUrl),
    webhookRegistered: Boolean(row?.providerWebhookId) && !(row && asaasTokenLeftTheApp(row)),
    accountName: row?.accountName ?? null,
    accountEmail: row?.accountEmail ?? null,
    verifiedAt: row?.verifiedAt ?? null,
    referralEnabled: row?.referralEnabled ?? false,
    referralUrl: row?.referralUrl ?? null,
  };
}

/** The three platform cards, in the order of `PAYMENT_PLATFORMS` (Stripe, Asaas, Mercado Pago), whether or not a row exists yet. */
export function connectionViews(rows: ConnectionRow[], appUrl: string): PaymentConnectionView[] {
  return PAYMENT_PLATFORMS.map((platform) =>
    connectionView(
      platform,
      rows.find((row) => row.platform === platform),
      appUrl,
    ),
  );
}
