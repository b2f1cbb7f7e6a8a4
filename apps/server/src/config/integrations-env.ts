// Producers' integrations: how often the webhook outbox is delivered, the test-only allow-list of non-public
// hosts, and the REST API's budget per key.
import { z } from 'zod';

export const integrationsEnvSchema = z.object({
  /** REST API requests per key per minute, counted in Redis across instances (in memory without it). */
  PUBLIC_API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** How long the REST API trusts a producer's plan check; a lapsed plan stops the API within it. */
  PUBLIC_API_PLAN_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** How often each instance looks for webhook deliveries that are due. */
  WEBHOOK_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /**
   * Host names or addresses webhooks may reach although they are not public (a receiver on this machine in
   * tests and local development). Production refuses to start with it: there, every delivery goes to the
   * public internet only.
   */
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ''),
    ),
});
