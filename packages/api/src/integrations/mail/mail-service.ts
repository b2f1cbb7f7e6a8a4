import {
  and,
  type Database,
  type DbOrTx,
  emailOutbox,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
} from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import { createTransport, type Transporter } from 'nodemailer';
import type { EmailTemplate } from './email-template';
import { renderEmail } from './templates';

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

/** A file to send with an email: a PDF receipt. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type OutgoingEmail = EmailTemplate & {
  to: string;
  locale: SupportedLocale;
  attachments?: OutgoingAttachment[];
};

/**
 * The transactional outbox: `enqueue` writes the email in the caller's transaction, `deliver` sends it
 * after the commit, so a rolled-back change never sends an email. Attachments are stored with the row
 * (base64), so every delivery attempt sends the bytes rendered at enqueue time.
 */
export class MailService {
  private readonly transport: Transporter | undefined;

  constructor(private readonly options: MailServiceOptions) {
    this.transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  }

  async enqueue(db: DbOrTx, email: OutgoingEmail): Promise<string> {
    const rendered = renderEmail(email.locale, email);
    const attachments = (email.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content.toString('base64'),
    }));
    const [row] = await db
      .insert(emailOutbox)
      .values({ to: email.to, locale: email.locale, template: email.template, attachments, ...rendered })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return row.id;
  }

  /**
   * Sends queued emails; failures are recorded on the row and never thrown at the caller. Each row is claimed
   * first, so an email is sent by one caller even when several server instances try it at once.
   */
  async deliver(db: Database, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const claimed = await this.claim(
      db,
      and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')),
    );
    for (const row of claimed) await this.send(db, row);
  }

  /**
   * Retries emails left pending or failed (e.g. the process stopped between commit and delivery), up to 50
   * per run. Safe to run on every instance at once: the claim hands each row to one of them.
   */
  async retryStale(db: Database, olderThanMs = 30_000, now = new Date()): Promise<void> {
    const stale = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ['pending', 'failed']),
          lt(emailOutbox.createdAt, new Date(now.getTime() - olderThanMs)),
          gt(emailOutbox.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
          unclaimed(now),
        ),
      )
      .orderBy(emailOutbox.createdAt)
      .limit(50);
    if (stale.length === 0) return;
    const claimed = await this.claim(
      db,
      and(
        inArray(
          emailOutbox.id,
          stale.map((r) => r.id),
        ),
        inArray(emailOutbox.status, ['pending', 'failed']),
      ),
      now,
    );
    for (const row of claimed) await this.send(db, row);
  }

  /**
   * One conditional UPDATE marks the rows as being delivered (status back to pending, `sent_at` = the claim
   * time) and returns only the rows this call won: a concurrent claim waits for the row lock, re-reads the
   * row, finds it claimed and skips it. A claim older than CLAIM_LEASE_MS (the sender died mid-delivery) can
   * be taken again by `retryStale`.
   */
  private claim(db: Database, where: SQL | undefined, now = new Date()): Promise<OutboxRow[]> {
    return db
      .update(emailOutbox)
      .set({ status: 'pending', sentAt: now, error: null })
      .where(and(where, unclaimed(now)))
      .returning();
  }

  private async send(db: Database, row: OutboxRow): Promise<void> {
    if (!this.transport) {
      this.options.logger.info(
        {
          to: row.to,
          subject: row.subject,
          text: row.text,
          attachments: row.attachments.map((f) => f.filename),
        },
        'email (no SMTP_URL: kept in the outbox)',
      );
      await db
        .update(emailOutbox)
        .set({ status: 'logged', sentAt: new Date() })
        .where(eq(emailOutbox.id, row.id));
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: row.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content, 'base64'),
        })),
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.error({ to: row.to, err: message }, 'email delivery failed');
      // sent_at cleared: the claim is released, so the next retry may take the row.
      await db
        .update(emailOutbox)
        .set({ status: 'failed', sentAt: null, error: message.slice(0, 500) })
        .where(eq(emailOutbox.id, row.id));
    }
  }
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * How long a delivery claim holds. Longer than nodemailer's worst-case connection, greeting and socket
 * timeouts, so a slow but live sender is never doubled; a dead one's emails go out again after it.
 */
const CLAIM_LEASE_MS = 15 * 60_000;

/** A pending or failed row is free when no delivery claimed it (`sent_at` null) or its claim expired. */
function unclaimed(now: Date): SQL | undefined {
  return or(isNull(emailOutbox.sentAt), lt(emailOutbox.sentAt, new Date(now.getTime() - CLAIM_LEASE_MS)));
}
