import { and, count, type Database, emailOutbox, gt, inArray } from '@afilia/db';

/** The retry job gives up on an email a day after it was queued (MailService.retryStale). */
const RETRY_HORIZON_MS = 24 * 60 * 60 * 1000;

export interface OutboxBacklog {
  pending: number;
  failed: number;
}

/**
 * Emails still waiting for delivery (pending, or failed and due for a retry), counted at most once per
 * `maxAgeMs` however often Prometheus (or several scrapers) ask. The query stays inside the retry horizon, so it
 * is a range on the outbox's `created_at` index, never a scan of the whole (ever-growing) table.
 */
export class OutboxBacklogReader {
  private cached: OutboxBacklog | null = null;
  private cachedAt = 0;
  private inFlight: Promise<OutboxBacklog> | null = null;

  constructor(
    private readonly db: Database,
    private readonly maxAgeMs = 10_000,
  ) {}

  read(now = Date.now()): Promise<OutboxBacklog> {
    if (this.cached && now - this.cachedAt < this.maxAgeMs) return Promise.resolve(this.cached);
    if (!this.inFlight)
      this.inFlight = this.query(now).finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  private async query(now: number): Promise<OutboxBacklog> {
    const rows = await this.db
      .select({ status: emailOutbox.status, emails: count() })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ['pending', 'failed']),
          gt(emailOutbox.createdAt, new Date(now - RETRY_HORIZON_MS)),
        ),
      )
      .groupBy(emailOutbox.status);
    const backlog: OutboxBacklog = { pending: 0, failed: 0 };
    for (const row of rows)
      if (row.status === 'pending' || row.status === 'failed') backlog[row.status] = Number(row.emails);
    this.cached = backlog;
    this.cachedAt = now;
    return backlog;
  }
}
