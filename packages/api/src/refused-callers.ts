/**
 * Anonymous callers the API tier has just refused, until their window ends. A refused flood from one address
 * is then answered 429 at the door (apps/server's HTTP hook) before tRPC parses anything: a refusal costs a
 * map lookup instead of a whole tRPC request. Each instance learns from its own refusals; the budget itself
 * is still counted by the API tier's limiter (in Redis when there is one).
 */
export class RefusedCallers {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  remember(key: string, retryAfterMs: number): void {
    if (retryAfterMs <= 0) return;
    if (this.until.size >= this.maxKeys) this.dropExpiredOrOldest();
    this.until.delete(key);
    this.until.set(key, this.now() + retryAfterMs);
  }

  /** Milliseconds the caller must still wait, or 0 when it is not refused. */
  retryAfterMs(key: string): number {
    const end = this.until.get(key);
    if (end === undefined) return 0;
    const left = end - this.now();
    if (left > 0) return left;
    this.until.delete(key);
    return 0;
  }

  get size(): number {
    return this.until.size;
  }

  private dropExpiredOrOldest() {
    const now = this.now();
    const target = this.maxKeys - Math.max(1, Math.floor(this.maxKeys / 10));
    for (const [key, end] of this.until) {
      if (end > now && this.until.size <= target) break;
      this.until.delete(key);
    }
  }
}

/** The memo's key for an anonymous caller's reads (queries) or writes (mutations). */
export function refusedCallerKey(writes: boolean, ip: string): string {
  return `${writes ? 'w' : 'r'}:${ip}`;
}
