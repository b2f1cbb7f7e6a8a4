import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from './redis';

/** How long Redis is left alone after a command failed or timed out, before a PING tries it again. */
export const REDIS_BREAKER_MS = 3_000;

export const REDIS_UNAVAILABLE_MESSAGE =
  'Redis unavailable: rate limits count per process, session cache reads the database';
export const REDIS_AVAILABLE_MESSAGE = 'Redis available again: rate limits and the session cache use it';

const STARTING = new Set(['wait', 'connecting', 'connect']);

export interface RedisAvailabilityOptions {
  breakerMs?: number;
  now?: () => number;
}

/**
 * Whether the app's Redis connection may be used right now, decided without a round trip, for callers that
 * have a fallback (the rate limits count in process, the session cache reads the database). Redis is usable
 * while the connection is ready and no command has failed in the last `breakerMs`. The breaker is what covers
 * a Redis that keeps its connections open but stops answering (paused, swapping, stuck in a long command):
 * the connection stays ready, so without it every request would wait for the command timeout. With it, only
 * the commands in flight when Redis stopped wait; after that a PING in the background, never a request, tries
 * again every `breakerMs`, and a new connection that passes its ready check closes the breaker too.
 *
 * An outage is logged once when it starts and once when it ends (with its length), and counted for /metrics:
 * under load the callers would otherwise report it thousands of times a second.
 */
export class RedisAvailability {
  private readonly breakerMs: number;
  private readonly now: () => number;
  private breakerOpen = false;
  private probeTimer: NodeJS.Timeout | null = null;
  private outageStartedAt: number | null = null;
  private outageCount = 0;
  private lastError: unknown = null;
  private closed = false;
  private readonly recoveryListeners = new Set<() => void>();
  private readonly settledWaiters: (() => void)[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    options: RedisAvailabilityOptions = {},
  ) {
    this.breakerMs = options.breakerMs ?? REDIS_BREAKER_MS;
    this.now = options.now ?? Date.now;
    redis.on('ready', this.onReady);
    redis.on('close', this.onClose);
    redis.on('end', this.onClose);
    redis.on('error', this.onError);
    // A connection handed over already down is an outage now; one still connecting is not one yet.
    if (!STARTING.has(redis.status)) this.update();
  }

  /** Whether a command may be sent: the connection is ready and the breaker closed. */
  get usable(): boolean {
    return !this.breakerOpen && this.redis.status === 'ready';
  }

  /** False from the moment an outage is logged until its end is (Redis is not up yet while connecting at start). */
  get up(): boolean {
    return this.outageStartedAt === null;
  }

  /** Outages since start. */
  get outages(): number {
    return this.outageCount;
  }

  /** A command failed or timed out: Redis is left alone until a PING answers or a new connection is ready. */
  failed(error: unknown): void {
    if (this.closed) return;
    this.lastError = error;
    this.breakerOpen = true;
    this.scheduleProbe();
    this.update();
  }

  /**
   * Resolves once the connection is ready or an outage has begun: the app's start waits for Redis as long as
   * connecting or failing to takes (at most the connect or command timeout), so that its first requests count
   * in Redis, and never longer.
   */
  settled(): Promise<void> {
    if (this.closed || this.redis.status === 'wait' || this.usable || !this.up) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /** Calls `listener` each time an outage ends; returns the function that stops it. */
  onRecovery(listener: () => void): () => void {
    this.recoveryListeners.add(listener);
    return () => this.recoveryListeners.delete(listener);
  }

  /** Before the connection is closed on purpose, so that closing it is not reported as an outage. */
  close(): void {
    this.closed = true;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
    this.recoveryListeners.clear();
    for (const resolve of this.settledWaiters.splice(0)) resolve();
    this.redis.off('ready', this.onReady);
    this.redis.off('close', this.onClose);
    this.redis.off('end', this.onClose);
    // The error listener stays (and ignores what follows): a connection being closed may still fail its last
    // commands, and ioredis prints the errors of a connection that has no listener.
  }

  private readonly onReady = () => {
    this.breakerOpen = false;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
    this.update();
  };

  private readonly onClose = () => this.update();

  // Also keeps ioredis from printing each reconnection error to stderr: the outage is logged once, here.
  private readonly onError = (error: Error) => {
    if (this.closed) return;
    this.lastError = error;
    this.update();
  };

  private scheduleProbe(): void {
    if (this.probeTimer || this.closed) return;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      void this.probe();
    }, this.breakerMs);
    this.probeTimer.unref();
  }

  private async probe(): Promise<void> {
    // While the connection is not ready, its next 'ready' closes the breaker.
    if (this.closed || this.redis.status !== 'ready') return;
    try {
      await this.redis.ping();
    } catch (error) {
      if (this.closed) return;
      this.lastError = error;
      this.scheduleProbe();
      return;
    }
    if (this.closed) return;
    this.breakerOpen = false;
    this.update();
  }

  private update(): void {
    if (this.closed) return;
    const usable = this.usable;
    if (!usable && this.outageStartedAt === null) {
      this.outageStartedAt = this.now();
      this.outageCount += 1;
      this.log.warn({ err: this.lastError ?? undefined }, REDIS_UNAVAILABLE_MESSAGE);
    } else if (usable && this.outageStartedAt !== null) {
      const outageMs = this.now() - this.outageStartedAt;
      this.outageStartedAt = null;
      this.lastError = null;
      this.log.info({ outageMs }, REDIS_AVAILABLE_MESSAGE);
      for (const listener of this.recoveryListeners) listener();
    }
    if (usable || this.outageStartedAt !== null)
      for (const resolve of this.settledWaiters.splice(0)) resolve();
  }
}
