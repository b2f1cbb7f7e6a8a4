// Producers' webhooks: how often the outbox is delivered, and the test-only allow-list of non-public hosts.
import { z } from 'zod';

export const webhooksEnvSchema = z.object({
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
