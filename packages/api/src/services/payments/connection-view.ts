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
  walletId: string | null;
  /** The address the provider notifies (the saved one, else this app's default for the connection). */
  webhookUrl: string | null;
  webhookRegistered: boolean;
  accountName: string | null;
  accountEmail: string | null;
  verifiedAt: Date | null;
  referralEnabled: boolean;
  referralUrl: string | null;
}

export function defaultAsaasWebhookUrl(appUrl: string, connectionId: string): string {
  return `${appUrl}/webhooks/asaas/${connectionId}`;
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
    walletId: row?.walletId ?? null,
    webhookUrl:
      row && platform === 'asaas' ? (row.webhookUrl ?? defaultAsaasWebhookUrl(appUrl, row.id)) : null,
    webhookRegistered: Boolean(row?.providerWebhookId),
    accountName: row?.accountName ?? null,
    accountEmail: row?.accountEmail ?? null,
    verifiedAt: row?.verifiedAt ?? null,
    referralEnabled: row?.referralEnabled ?? false,
    referralUrl: row?.referralUrl ?? null,
  };
}

/** The three platform cards, in the spec's order, whether or not a row exists yet. */
export function connectionViews(rows: ConnectionRow[], appUrl: string): PaymentConnectionView[] {
  return PAYMENT_PLATFORMS.map((platform) =>
    connectionView(
      platform,
      rows.find((row) => row.platform === platform),
      appUrl,
    ),
  );
}
