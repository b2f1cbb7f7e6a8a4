import { contactMessages, type Database } from '@afilia/db';
import type { contactInput } from '@afilia/validators';
import type { z } from 'zod';
import type { ApiConfig } from '../../config';
import type { MailService } from '../../integrations/mail/mail-service';
import { getBranding } from '../branding/get-branding';

/** Stores the message and emails it to the platform's contact address, in one transaction. */
export async function sendContactMessage(
  deps: { db: Database; config: ApiConfig; mail: MailService },
  input: z.output<typeof contactInput>,
) {
  const { db, config, mail } = deps;
  const branding = await getBranding(db);
  const emailId = await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(input);
    return mail.enqueue(tx, {
      to: branding.contactEmail ?? config.supportEmail,
      locale: 'pt-BR',
      template: 'contactMessage',
      vars: input,
    });
  });
  await mail.deliver(db, [emailId]);
}
