import type { Database } from '@afilia/db';
import type { MailService } from '../../integrations/mail/mail-service';
import type { SecretBox } from '../../integrations/secrets/secret-box';
import type { WebhookAddressPolicy } from './endpoint-address';

/** What the webhook use cases need: the database, the box the signing secrets are sealed in, where deliveries may go. */
export interface WebhookDeps {
  db: Database;
  secrets: SecretBox;
  policy: WebhookAddressPolicy;
  clock?: () => Date;
}

/** The dispatcher also emails a producer whose endpoint it disabled, with a link to the settings. */
export interface WebhookDispatchDeps extends WebhookDeps {
  mail: MailService;
  appUrl: string;
}

export const nowOf = (deps: Pick<WebhookDeps, 'clock'>): Date => deps.clock?.() ?? new Date();
