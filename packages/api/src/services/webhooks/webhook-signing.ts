import { createHmac, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../integrations/secrets/secret-box';

/**
 * Webhooks are signed as the Standard Webhooks specification says, so receivers verify them with any of its
 * libraries: `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed by the base64
 * part of a `whsec_` secret. After a rotation the previous secret signs too (space-separated), for 24 hours.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/** A new signing secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The SecretBox context of an endpoint's secrets: a sealed value cannot be moved to another endpoint. */
export function webhookSecretContext(endpointId: string): string {
  return `webhook-endpoint:${endpointId}`;
}

export function sealWebhookSecret(box: SecretBox, endpointId: string, secret: string): string {
  return box.seal(secret, webhookSecretContext(endpointId));
}

export function openWebhookSecret(box: SecretBox, endpointId: string, sealed: string): string {
  return box.open(sealed, webhookSecretContext(endpointId));
}

/** One `v1,<signature>` for a message under a secret. */
export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers, signed with every secret given (the current one first). */
export function webhookHeaders(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, messageId, timestamp, body)).join(' '),
  };
}
