import { type Database, sql } from '@afilia/db';
import { UNIQUE_CLICK_WINDOW_MS } from '@afilia/validators';
import { referrerHost, visitorHash } from './click-details';

/** One visit through a reseller's link, as the redirect saw it. Raw values never leave this class. */
export interface Click {
  affiliationId: string;
  /** Epoch milliseconds. */
  clickedAt: number;
  ip: string;
  userAgent: string;
  referer: string | undefined;
  /**
   * The request carried a valid attribution cookie for this same affiliation from a click within the
   * unique-click window: the visitor was here moments ago, even if another instance counted it.
   */
  recentClickCookie: boolean;
}

interface PendingClick {
  affiliationId: string;
  clickedAt: number;
  referrerHost: string | null;
  ipHash: string;
  userAgentHash: string;
  isUnique: boolean;
}

export interface ClickRecorderLogger {
  error(obj: object, msg: string): void;
}

export interface ClickRecorderOptions {
  /** Keys the IP and user-agent hashes. */
  hashSecret: string;
  logger: ClickRecorderLogger;
  /** The longest a click waits in memory before it is written (default 1 s). */
  flushIntervalMs?: number;
  /** A flush starts as soon as this many clicks wait, and writes at most this many per transaction. */
  batchSize?: number;
  /** While the database refuses writes, clicks beyond this many are dropped, oldest first. */
  maxPendingClicks?: number;
  /** Visitors remembered for the unique-click rule; the least recent is forgotten first. */
  maxVisitors?: number;
  uniqueWindowMs?: number;
}

/**
 * Records clicks off the response path: `record` only hashes and buffers (it never waits for the database),
 * and the buffer is written at least every `flushIntervalMs`, as soon as `batchSize` clicks wait, and on
 * `close`. Each write is one transaction: one multi-row insert into `affiliate_clicks` and one update of the
 * affected affiliations' counters. A failed write keeps its clicks for the next attempt.
 *
 * A click is unique when the same visitor (IP and user-agent hashes) has not clicked the same link within the
 * window: remembered here per instance, and also told by the visitor's own attribution cookie.
 */
export class ClickRecorder {
  private pending: PendingClick[] = [];
  /** `affiliation|ip|ua` → last click (ms), least recent first (a click moves its visitor to the end). */
  private readonly visitors = new Map<string, number>();
  /** User agents repeat (a few browser builds make most traffic): their hashes are kept, bounded. */
  private readonly userAgentHashes = new Map<string, string>();
  private readonly timer: NodeJS.Timeout;
  private draining: Promise<void> | null = null;
  /** After a failed write, a full buffer does not start another one before this time (ms). */
  private retryAfter = 0;
  private closed = false;
  private readonly hashSecret: string;
  private readonly logger: ClickRecorderLogger;
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxPendingClicks: number;
  private readonly maxVisitors: number;
  private readonly uniqueWindowMs: number;

  constructor(
    private readonly db: Database,
    options: ClickRecorderOptions,
  ) {
    this.hashSecret = options.hashSecret;
    this.logger = options.logger;
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.maxPendingClicks = options.maxPendingClicks ?? 100_000;
    this.maxVisitors = options.maxVisitors ?? 100_000;
    this.uniqueWindowMs = options.uniqueWindowMs ?? UNIQUE_CLICK_WINDOW_MS;
    this.timer = setInterval(() => void this.flush(), this.flushIntervalMs);
    this.timer.unref();
  }

  /** Clicks waiting to be written. */
  get pendingCount(): number {
    return this.pending.length;
  }

  record(click: Click): void {
    const ipHash = visitorHash(this.hashSecret, click.ip);
    const userAgentHash = this.userAgentHash(click.userAgent);
    const seen = this.seenRecently(
      `${click.affiliationId}|${ipHash.slice(0, 24)}|${userAgentHash.slice(0, 24)}`,
      click.clickedAt,
    );
    this.pending.push({
      affiliationId: click.affiliationId,
      clickedAt: click.clickedAt,
      referrerHost: referrerHost(click.referer),
      ipHash,
      userAgentHash,
      isUnique: !seen && !click.recentClickCookie,
    });
    const full = this.pending.length >= this.batchSize && Date.now() >= this.retryAfter;
    if (full || this.closed) void this.flush();
  }

  /** Writes what waits (and what arrives meanwhile); resolves when the buffer is empty or a write failed. */
  flush(): Promise<void> {
    if (!this.draining) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
    return this.draining;
  }

  /** Stops the timer and writes everything left (one retry if the first attempt fails). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
    if (this.pending.length > 0) await this.flush();
    if (this.pending.length > 0)
      this.logger.error({ lost: this.pending.length }, 'clicks could not be written before shutdown');
  }

  private userAgentHash(userAgent: string): string {
    let hash = this.userAgentHashes.get(userAgent);
    if (hash === undefined) {
      hash = visitorHash(this.hashSecret, userAgent);
      if (this.userAgentHashes.size >= MAX_CACHED_USER_AGENTS) this.userAgentHashes.clear();
      this.userAgentHashes.set(userAgent, hash);
    }
    return hash;
  }

  private seenRecently(key: string, now: number): boolean {
    for (const [oldKey, at] of this.visitors) {
      if (now - at < this.uniqueWindowMs) break;
      this.visitors.delete(oldKey);
    }
    const last = this.visitors.get(key);
    this.visitors.delete(key);
    this.visitors.set(key, now);
    if (this.visitors.size > this.maxVisitors) {
      const leastRecent = this.visitors.keys().next();
      if (!leastRecent.done) this.visitors.delete(leastRecent.value);
    }
    return last !== undefined && now - last < this.uniqueWindowMs && now >= last;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.batchSize);
      try {
        await this.write(batch);
      } catch (error) {
        this.pending = batch.concat(this.pending);
        const dropped = Math.max(0, this.pending.length - this.maxPendingClicks);
        if (dropped > 0) this.pending.splice(0, dropped);
        this.retryAfter = Date.now() + this.flushIntervalMs;
        this.logger.error(
          { err: error, pending: this.pending.length, dropped },
          'writing clicks failed; kept for the next attempt',
        );
        return;
      }
    }
  }

  private async write(batch: PendingClick[]): Promise<void> {
    const counters = new Map<string, { clicks: number; unique: number; last: number }>();
    for (const click of batch) {
      const counter = counters.get(click.affiliationId) ?? { clicks: 0, unique: 0, last: 0 };
      counter.clicks += 1;
      if (click.isUnique) counter.unique += 1;
      counter.last = Math.max(counter.last, click.clickedAt);
      counters.set(click.affiliationId, counter);
    }
    // Sorted by id, so concurrent writers (other instances) lock the affiliations in the same order.
    const affected = [...counters].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // Each column travels as one parameter (an array literal): the statements stay the same whatever the
    // batch size, with nothing for the driver to infer.
    await this.db.transaction(async (tx) => {
      // Clicks are counts, not money: after a database crash the last moments of them may be missing (the
      // visitor's cookie still carries the attribution), so the writer does not wait for the WAL flush.
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(sql`
        update affiliations as a
        set clicks = a.clicks + v.clicks,
            unique_clicks = a.unique_clicks + v.unique_clicks,
            last_click_at = greatest(a.last_click_at, v.last_click_at)
        from unnest(
          ${arrayLiteral(affected.map(([id]) => id))}::uuid[],
          ${arrayLiteral(affected.map(([, c]) => c.clicks))}::int[],
          ${arrayLiteral(affected.map(([, c]) => c.unique))}::int[],
          ${arrayLiteral(affected.map(([, c]) => timestamp(c.last)))}::timestamptz[]
        ) as v (id, clicks, unique_clicks, last_click_at)
        where a.id = v.id`);
      // Joined with affiliations so that a click on an affiliation deleted meanwhile (its product was
      // deleted) is dropped instead of failing the whole batch on the foreign key, again and again; ordered
      // so that the ids follow the order of the clicks.
      await tx.execute(sql`
        insert into affiliate_clicks (affiliation_id, clicked_at, referrer_host, ip_hash, user_agent_hash, is_unique)
        select v.affiliation_id, v.clicked_at, v.referrer_host, v.ip_hash, v.user_agent_hash, v.is_unique
        from unnest(
          ${arrayLiteral(batch.map((c) => c.affiliationId))}::uuid[],
          ${arrayLiteral(batch.map((c) => timestamp(c.clickedAt)))}::timestamptz[],
          ${arrayLiteral(batch.map((c) => c.referrerHost))}::text[],
          ${arrayLiteral(batch.map((c) => c.ipHash))}::text[],
          ${arrayLiteral(batch.map((c) => c.userAgentHash))}::text[],
          ${arrayLiteral(batch.map((c) => c.isUnique))}::boolean[]
        ) with ordinality as v (affiliation_id, clicked_at, referrer_host, ip_hash, user_agent_hash, is_unique, n)
        join affiliations as a on a.id = v.affiliation_id
        order by v.n`);
    });
  }
}

const MAX_CACHED_USER_AGENTS = 2_000;

function timestamp(ms: number): string {
  return new Date(ms).toISOString();
}

/** A PostgreSQL array literal (`{"a",NULL,"b"}`), every element quoted, for a `$n::type[]` parameter. */
function arrayLiteral(values: ReadonlyArray<string | number | boolean | null>): string {
  const elements = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replace(/["\\]/g, '\\$&')}"`,
  );
  return `{${elements.join(',')}}`;
}
