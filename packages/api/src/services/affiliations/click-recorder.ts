import { type Database, sql } from '@afilia/db';
import { BUSINESS_TIME_ZONE } from '@afilia/validators';
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
   * When the visitor's valid attribution cookie says they last clicked this same link (epoch ms), or null:
   * a click earlier the same day, even from another address or instance, makes this one not unique.
   */
  previousClickAt: number | null;
}

interface PendingClick {
  affiliationId: string;
  clickedAt: number;
  referrerHost: string | null;
  ipHash: string;
  userAgentHash: string;
  previousClickAt: number | null;
}

export interface ClickRecorderLogger {
  error(obj: object, msg: string): void;
}

/** Clicks counted per visitor (IP) per link per clock hour; more are sent on but not counted. */
export const COUNTED_CLICKS_PER_VISITOR_HOUR = 10;

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
  /** Clicks counted per visitor per link per clock hour (default `COUNTED_CLICKS_PER_VISITOR_HOUR`). */
  maxClicksPerVisitorHour?: number;
}

/**
 * Records clicks off the response path: `record` only hashes and buffers (it never waits for the database),
 * and the buffer is written at least every `flushIntervalMs`, as soon as `batchSize` clicks wait, and on
 * `close`. Each write is one transaction that decides, against what is already stored, which clicks count and
 * which are unique, inserts those into `affiliate_clicks` and adds them to the affiliations' counters. A failed
 * write keeps its clicks for the next attempt.
 *
 * A visitor is an IP hash (a script changes its user agent at will, not its address): a click is unique when
 * the same IP has not clicked the same link earlier that day (São Paulo calendar) and the visitor's cookie does
 * not tell of such a click, and at most `maxClicksPerVisitorHour` clicks per IP per link per clock hour are
 * counted at all. Both are decided at the write, so they hold across flushes and across instances: the write
 * first locks the batch's affiliations, so a concurrent writer of the same links waits and then sees this one's
 * clicks.
 */
export class ClickRecorder {
  private pending: PendingClick[] = [];
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
  private readonly maxClicksPerVisitorHour: number;

  constructor(
    private readonly db: Database,
    options: ClickRecorderOptions,
  ) {
    this.hashSecret = options.hashSecret;
    this.logger = options.logger;
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.maxPendingClicks = options.maxPendingClicks ?? 100_000;
    this.maxClicksPerVisitorHour = options.maxClicksPerVisitorHour ?? COUNTED_CLICKS_PER_VISITOR_HOUR;
    this.timer = setInterval(() => void this.flush(), this.flushIntervalMs);
    this.timer.unref();
  }

  /** Clicks waiting to be written. */
  get pendingCount(): number {
    return this.pending.length;
  }

  record(click: Click): void {
    this.pending.push({
      affiliationId: click.affiliationId,
      clickedAt: click.clickedAt,
      referrerHost: referrerHost(click.referer),
      ipHash: visitorHash(this.hashSecret, click.ip),
      userAgentHash: this.userAgentHash(click.userAgent),
      previousClickAt: click.previousClickAt,
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
    // Sorted, so concurrent writers (other instances) lock the affiliations in the same order.
    const affiliationIds = [...new Set(batch.map((click) => click.affiliationId))].sort();
    const zone = BUSINESS_TIME_ZONE;
    // Each column travels as one parameter (an array literal): the statements stay the same whatever the
    // batch size, with nothing for the driver to infer. The hashes are char(64) like their columns, so the
    // per-visitor lookups below compare without a cast and use the visitor index.
    await this.db.transaction(async (tx) => {
      // Clicks are counts, not money: after a database crash the last moments of them may be missing (the
      // visitor's cookie still carries the attribution), so the writer does not wait for the WAL flush.
      await tx.execute(sql`set local synchronous_commit = off`);
      // Taken before the next statement starts, so its snapshot includes the clicks of any writer that held
      // these rows first: the per-visitor rules below are exact across instances.
      await tx.execute(sql`
        select 1 from affiliations
        where id = any(${arrayLiteral(affiliationIds)}::uuid[])
        order by id
        for no key update`);
      // batch: the clicks whose affiliation still exists (one deleted meanwhile, with its product, is dropped
      // instead of failing the batch on the foreign key again and again), with their São Paulo day and UTC
      // clock hour (whole hours in both zones, so an hour lies within one day). visitors: per IP, link, day and
      // hour, what is stored already. Ranked within the batch in the order the clicks came, a click counts
      // while the visitor's stored clicks of that hour plus its rank stay within the cap, and is unique when
      // it is the visitor's first of the day, stored or in the batch, and the cookie tells of no click that day.
      await tx.execute(sql`
        with batch as (
          select v.*,
            (v.clicked_at at time zone ${zone})::date as day,
            date_trunc('hour', v.clicked_at at time zone 'UTC') as hour
          from unnest(
            ${arrayLiteral(batch.map((c) => c.affiliationId))}::uuid[],
            ${arrayLiteral(batch.map((c) => timestamp(c.clickedAt)))}::timestamptz[],
            ${arrayLiteral(batch.map((c) => c.referrerHost))}::text[],
            ${arrayLiteral(batch.map((c) => c.ipHash))}::char(64)[],
            ${arrayLiteral(batch.map((c) => c.userAgentHash))}::char(64)[],
            ${arrayLiteral(batch.map((c) => (c.previousClickAt === null ? null : timestamp(c.previousClickAt))))}::timestamptz[]
          ) with ordinality as v (affiliation_id, clicked_at, referrer_host, ip_hash, user_agent_hash, cookie_clicked_at, n)
          where exists (select 1 from affiliations as a where a.id = v.affiliation_id)
        ),
        ranked as (
          select b.*,
            row_number() over (partition by b.affiliation_id, b.ip_hash, b.hour order by b.n) as hour_rank,
            row_number() over (partition by b.affiliation_id, b.ip_hash, b.day order by b.n) as day_rank
          from batch as b
        ),
        visitors as (
          select k.affiliation_id, k.ip_hash, k.day, k.hour,
            (select count(*) from affiliate_clicks as c
              where c.affiliation_id = k.affiliation_id and c.ip_hash = k.ip_hash
                and c.clicked_at >= k.hour at time zone 'UTC'
                and c.clicked_at < (k.hour + interval '1 hour') at time zone 'UTC') as counted_this_hour,
            exists (select 1 from affiliate_clicks as c
              where c.affiliation_id = k.affiliation_id and c.ip_hash = k.ip_hash
                and c.clicked_at >= k.day::timestamp at time zone ${zone}
                and c.clicked_at < (k.day + 1)::timestamp at time zone ${zone}) as seen_today
          from (select distinct affiliation_id, ip_hash, day, hour from batch) as k
        ),
        inserted as (
          insert into affiliate_clicks (affiliation_id, clicked_at, referrer_host, ip_hash, user_agent_hash, is_unique)
          select r.affiliation_id, r.clicked_at, r.referrer_host, r.ip_hash, r.user_agent_hash,
            r.day_rank = 1 and not s.seen_today
              and (r.cookie_clicked_at is null or (r.cookie_clicked_at at time zone ${zone})::date <> r.day)
          from ranked as r
          join visitors as s using (affiliation_id, ip_hash, day, hour)
          where s.counted_this_hour + r.hour_rank <= ${this.maxClicksPerVisitorHour}
          order by r.n
          returning affiliation_id, clicked_at, is_unique
        )
        update affiliations as a
        set clicks = a.clicks + i.clicks,
            unique_clicks = a.unique_clicks + i.unique_clicks,
            last_click_at = greatest(a.last_click_at, i.last_click_at)
        from (
          select affiliation_id, count(*)::int as clicks, (count(*) filter (where is_unique))::int as unique_clicks,
            max(clicked_at) as last_click_at
          from inserted
          group by affiliation_id
        ) as i
        where a.id = i.affiliation_id`);
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
