import { and, type Database, type DbOrTx, emailOutbox, eq, gt, inArray, lt } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import { createTransport, type Transporter } from 'nodemailer';
import { type EmailTemplate, renderEmail } from './templates';

export interface MailLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailServiceOptions {
  /** smtp://user:pass@host:port; without it emails stay in the outbox and go to the log. */
  smtpUrl?: string | undefined;
  from: string;
  logger: MailLogger;
}

export type OutgoingEmail = EmailTemplate & { to: string; locale: SupportedLocale };

/**
 * The transactional outbox: `enqueue` writes the email in the caller's transaction, `deliver` sends it
 * after the commit, so a rolled-back change never sends an email.
 */
export class MailService {
  private readonly transport: Transporter | undefined;

  constructor(private readonly options: MailServiceOptions) {
    this.transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  }

  async enqueue(db: DbOrTx, email: OutgoingEmail): Promise<string> {
    const rendered = renderEmail(email.locale, email);
    const [row] = await db
      .insert(emailOutbox)
      .values({ to: email.to, locale: email.locale, template: email.template, ...rendered })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return row.id;
  }

  /** Sends queued emails; failures are recorded on the row and never thrown at the caller. */
  async deliver(db: Database, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
    for (const row of rows) {
      if (!this.transport) {
        this.options.logger.info(
          { to: row.to, subject: row.subject, text: row.text },
          'email (no SMTP_URL: kept in the outbox)',
        );
        await db
          .update(emailOutbox)
          .set({ status: 'logged', sentAt: new Date() })
          .where(eq(emailOutbox.id, row.id));
        continue;
      }
      try {
        await this.transport.sendMail({
          from: this.options.from,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), error: null })
          .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.options.logger.error({ to: row.to, err: message }, 'email delivery failed');
        await db
          .update(emailOutbox)
          .set({ status: 'failed', error: message.slice(0, 500) })
          .where(eq(emailOutbox.id, row.id));
      }
    }
  }

  /** Retries emails left pending or failed (e.g. the process stopped between commit and delivery). */
  async retryStale(db: Database, olderThanMs = 30_000): Promise<void> {
    const stale = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ['pending', 'failed']),
          lt(emailOutbox.createdAt, new Date(Date.now() - olderThanMs)),
          gt(emailOutbox.createdAt, new Date(Date.now() - 24 * 60 * 60 * 1000)),
        ),
      )
      .limit(50);
    if (stale.length === 0) return;
    await db
      .update(emailOutbox)
      .set({ status: 'pending' })
      .where(
        inArray(
          emailOutbox.id,
          stale.map((r) => r.id),
        ),
      );
    await this.deliver(
      db,
      stale.map((r) => r.id),
    );
  }
}
