import type { MailService } from '../../integrations/mail/mail-service';
import type { StorageService } from '../storage/storage-service';

/** What a sale's side effects need: emails through the outbox, signed download links, the site's URL. */
export interface SaleEffectsDeps {
  mail: MailService;
  storage: StorageService;
  appUrl: string;
}
