import type { FastifyBaseLogger } from 'fastify';

/** The most distinct keys remembered per tier between two report lines; the rest are only counted. */
const MAX_KEYS_PER_TIER = 1_000;
const TOP_KEYS_LOGGED = 5;

interface TierRejections {
  rejected: number;
  byKey: Map<string, number>;
}

/**
 * Refused requests, aggregated: instead of a log line per 429 (a flood wrote 371 MB of them), one warning per
 * tier per interval with the count, how many distinct keys were refused and the busiest of them. The memory it
 * holds is bounded by MAX_KEYS_PER_TIER whatever the flood.
 */
export class RejectionReport {
  private readonly tiers = new Map<string, TierRejections>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly log: FastifyBaseLogger,
    intervalMs = 10_000,
  ) {
    this.timer = setInterval(() => this.flush(), intervalMs);
    this.timer.unref();
  }

  record(tier: string, key: string): void {
    let entry = this.tiers.get(tier);
    if (!entry) {
      entry = { rejected: 0, byKey: new Map() };
      this.tiers.set(tier, entry);
    }
    entry.rejected += 1;
    const count = entry.byKey.get(key);
    if (count !== undefined) entry.byKey.set(key, count + 1);
    else if (entry.byKey.size < MAX_KEYS_PER_TIER) entry.byKey.set(key, 1);
  }

  /** Logs what was refused since the last line, then forgets it. */
  flush(): void {
    for (const [tier, entry] of this.tiers) {
      if (entry.rejected === 0) continue;
      const top = [...entry.byKey]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP_KEYS_LOGGED)
        .map(([key, rejected]) => ({ key, rejected }));
      this.log.warn(
        {
          tier,
          rejected: entry.rejected,
          distinctKeys: entry.byKey.size >= MAX_KEYS_PER_TIER ? `${MAX_KEYS_PER_TIER}+` : entry.byKey.size,
          top,
        },
        'rate limit: requests refused',
      );
      entry.rejected = 0;
      entry.byKey.clear();
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
