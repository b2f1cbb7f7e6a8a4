import type { DbOrTx } from '@afilia/db';
import { type SessionUser, sessionExpired, sessionWrites, validateSessionToken } from './sessions';
import { hashToken } from './tokens';

/** What changed: one session (logout), or anything a user's sessions carry (role, status, profile, removal). */
export type SessionInvalidation = { kind: 'session'; sessionId: string } | { kind: 'user'; userId: string };

export interface SessionInvalidationListener {
  invalidate(event: SessionInvalidation): void;
  /** Invalidations may have been missed (the bus was disconnected): forget everything. */
  reset(): void;
}

/**
 * Carries invalidations to every instance sharing the database (Redis pub/sub in the server). While it is not
 * `connected`, an instance cannot know what others changed, so its cache answers nothing.
 */
export interface SessionInvalidationBus {
  readonly connected: boolean;
  /** Delivers every instance's invalidations (this one's included) to the listener. */
  subscribe(listener: SessionInvalidationListener): Promise<void>;
  publish(event: SessionInvalidation): Promise<void>;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /** How long a validated session is trusted without reading the database (default 5 s). */
  ttlMs?: number;
  /** The most sessions kept; the least recently used go first (default 10 000). */
  maxEntries?: number;
  /** Reaches the other instances; without it the cache is this process's alone (one instance). */
  bus?: SessionInvalidationBus | null;
}

interface Entry {
  session: SessionUser;
  cachedAt: number;
}

export const DEFAULT_SESSION_CACHE_TTL_MS = 5_000;
export const DEFAULT_SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Validated sessions, kept a few seconds in process so that most calls cost no database round trip. Keyed by
 * the session id (the token's SHA-256). A cached session is used only while it needs no write: when it is due
 * for its last-seen update or its sliding renewal, or has expired, the call goes to the database as it would
 * without the cache (which also sets the renewed cookie).
 *
 * Whatever changes a user's sessions must call `invalidateUser` (or `invalidateSession`) after its
 * transaction commits: the entries go at once here and, through the bus, on every other instance.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly bus: SessionInvalidationBus | null;
  /**
   * Counts invalidations. A lookup that overlapped one is not cached: it may have read the row just before
   * the change committed.
   */
  private generation = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? DEFAULT_SESSION_CACHE_MAX_ENTRIES;
    this.bus = options.bus ?? null;
  }

  /** Subscribes to the bus (if any); call once before serving. */
  async start(): Promise<void> {
    await this.bus?.subscribe({
      invalidate: (event) => this.evict(event),
      reset: () => this.clear(),
    });
  }

  async close(): Promise<void> {
    this.clear();
    await this.bus?.close();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether the token's session is held (fresh or not). */
  has(token: string): boolean {
    return this.entries.has(hashToken(token));
  }

  /** `validateSessionToken`, answered from the cache when it can be. */
  async validate(db: DbOrTx, token: string, now = new Date()): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const sessionId = hashToken(token);
    const cached = this.fresh(sessionId, now);
    if (cached) return cached;
    const generation = this.generation;
    const session = await validateSessionToken(db, token, now);
    if (session && this.ttlMs > 0 && generation === this.generation && this.usable())
      this.store(sessionId, session, now);
    return session;
  }

  /** Ends the use of one cached session here and on every instance (after the row is deleted). */
  async invalidateSession(sessionId: string): Promise<void> {
    await this.announce({ kind: 'session', sessionId });
  }

  /** Forgets every cached session of the user here and on every instance (after the change commits). */
  async invalidateUser(userId: string): Promise<void> {
    await this.announce({ kind: 'user', userId });
  }

  private async announce(event: SessionInvalidation): Promise<void> {
    // Here at once, so the caller's next request cannot see the old session even before the bus answers.
    this.evict(event);
    await this.bus?.publish(event);
  }

  private evict(event: SessionInvalidation): void {
    this.generation++;
    if (event.kind === 'session') {
      this.entries.delete(event.sessionId);
      return;
    }
    for (const [sessionId, entry] of this.entries)
      if (entry.session.user.id === event.userId) this.entries.delete(sessionId);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private usable(): boolean {
    return this.bus === null || this.bus.connected;
  }

  private fresh(sessionId: string, now: Date): SessionUser | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    const session = entry.session.session;
    const writes = sessionWrites(session, now);
    if (
      !this.usable() ||
      now.getTime() - entry.cachedAt >= this.ttlMs ||
      now.getTime() < entry.cachedAt ||
      sessionExpired(session, now) ||
      writes.needsRenewal ||
      writes.needsLastSeen
    ) {
      this.entries.delete(sessionId);
      return null;
    }
    // Most recently used last, so the oldest key is the one to drop when full.
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    return entry.session;
  }

  private store(sessionId: string, session: SessionUser, now: Date): void {
    this.entries.delete(sessionId);
    // The renewal's cookie was set by the call that made it; later calls from the cache renew nothing.
    this.entries.set(sessionId, { session: { ...session, renewed: false }, cachedAt: now.getTime() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
