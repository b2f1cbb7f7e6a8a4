// Outgoing email, and the development mailbox that shows it.
import { z } from 'zod';
import { bool } from './env-values';

export const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Afilia <nao-responda@afilia.app>'),
  SUPPORT_EMAIL: z.string().email().default('contato@afilia.app'),
  DEV_MAILBOX: bool(false),
});
