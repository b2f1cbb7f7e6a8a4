import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from './redis';

/** A healthy Redis answers the app's commands in well under a millisecond; past this a command has failed. */
export const REDIS_COMMAND_TIMEOUT_MS = 200;

/** How long the app's start waits for Redis: the connect timeout, past which Redis is not about to answer. */
export const REDIS_START_WAIT_MS = 2_000;

/** How long Redis is left alone after a PING confirmed that it does not answer, before the next PING. */
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
 * while the connection is ready and the breaker is closed.
 *
 * The breaker covers a Redis that keeps its connections open but stops answering (paused, swapping, stuck in
 * a long command): the connection stays ready, so without it every request would wait for the command
 * timeout. When a command sent through `run` fails the breaker opens at once, so only the commands already in
 * flight wait, and a PING checks Redis in the background: if it answers, the failure was one slow command or
 * one error, and the breaker closes with no outage reported; if not, the outage begins, and a PING tries again
 * every `breakerMs`. Requests never probe. A new connection that passes its ready check closes the breaker too.
 *
 * An outage is logged once when it starts and once when it ends (with its length), and counted for /metrics:
 * under load the callers would otherwise report it thousands of times a second.
 */
export class RedisAvailability {
  private readonly breakerMs: number;
  private readonly now: () => number;
  /** `checking`: a command failed and a PING is on its way; `open`: the PING failed too. */
  private breaker: 'closed' | 'checking' | 'open' = 'closed';
  private probeTimer: NodeJS.Timeout | null = null;
  /** Counts the connection's 'ready' events, so that a PING sent on an earlier connection is not believed. */
  private connection = 0;
  private outageStartedAt: number | null = null;
  private outageCount = 0;
  private lastError: unknown = null;
  private closed = false;
  private readonly recoveryListeners = new Set<() => void>();

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
    return this.breaker === 'closed' && this.redis.status === 'ready';
  }

  /** False from the moment an outage is logged until its end is (Redis is not up yet while connecting at start). */
  get up(): boolean {
    return this.outageStartedAt === null;
  }

  /** Outages since start. */
  get outages(): number {
    return this.outageCount;
  }

  /**
   * One command, for a caller that found Redis `usable`: its answer, or its error when it fails or has not
   * answered within REDIS_COMMAND_TIMEOUT_MS, and then Redis is left alone until a PING answers or a new
   * connection is ready.
   */
  async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await this.timed(command);
    } catch (error) {
      this.failed(error);
      throw error;
    }
  }

  /**
   * The command's answer, or an error past REDIS_COMMAND_TIMEOUT_MS. The timeout is checked only once the
   * replies already received have been read (the timer's callback defers to setImmediate, which runs after the
   * poll phase), so that an event loop blocked past it (a long garbage collection, a busy moment) is not taken
   * for a Redis that does not answer.
   */
  private timed<T>(command: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(
        () =>
          setImmediate(() => {
            if (settled) return;
            settled = true;
            reject(new Error(`Redis did not answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`));
          }),
        REDIS_COMMAND_TIMEOUT_MS,
      );
      command().then(
        (value) => {
          clearTimeout(timer);
          settled = true;
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          settled = true;
          reject(error);
        },
      );
    });
  }

  private failed(error: unknown): void {
    if (this.closed) return;
    this.lastError = error;
    if (this.breaker !== 'closed') return;
    this.breaker = 'checking';
    void this.probe();
  }

  /**
   * Resolves once the connection is ready, or after `timeoutMs`: the app's start waits that long for Redis, so
   * that its first requests count in Redis and its session cache works, and never longer.
   */
  whenReady(timeoutMs: number): Promise<void> {
    const status = this.redis.status;
    if (this.closed || status === 'ready' || status === 'wait' || status === 'end') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
    });
  }

  /** Calls `listener` each time an outage ends; returns the function that stops it. */
  onRecovery(listener: () => void): () => void {
    this.recoveryListeners.add(listener);
    return () => this.recoveryListeners.delete(listener);
  }

  /** Before the connection is closed on purpose, so that closing it is not reported as an outage. */
  close(): void {
    this.closed = true;
    this.clearProbeTimer();
    this.recoveryListeners.clear();
    this.redis.off('ready', this.onReady);
    this.redis.off('close', this.onClose);
    this.redis.off('end', this.onClose);
    // The error listener stays (and ignores what follows): a connection being closed may still fail its last
    // commands, and ioredis prints the errors of a connection that has no listener.
  }

  private readonly onReady = () => {
    this.connection += 1;
    this.breaker = 'closed';
    this.clearProbeTimer();
    this.update();
  };

  private readonly onClose = () => this.update();

  // Also keeps ioredis from printing each reconnection error to stderr: the outage is logged once, here.
  private readonly onError = (error: Error) => {
    if (this.closed) return;
    this.lastError = error;
    this.update();
  };

  private async probe(): Promise<void> {
    const connection = this.connection;
    // A connection that is not ready is an outage already; its next 'ready' closes the breaker.
    let answered = this.redis.status === 'ready';
    if (answered)
      try {
        await this.timed(() => this.redis.ping());
      } catch (error) {
        this.lastError = error;
        answered = false;
      }
    if (this.closed || connection !== this.connection) return;
    this.breaker = answered ? 'closed' : 'open';
    if (!answered && this.redis.status === 'ready') this.scheduleProbe();
    this.update();
  }

  private scheduleProbe(): void {
    if (this.probeTimer || this.closed) return;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      void this.probe();
    }, this.breakerMs);
    this.probeTimer.unref();
  }

  private clearProbeTimer(): void {
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  private update(): void {
    if (this.closed) return;
    const usable = this.usable;
    // While a PING checks a failed command on a ready connection, neither an outage nor its end is known yet.
    const down = !usable && !(this.breaker === 'checking' && this.redis.status === 'ready');
    if (down && this.outageStartedAt === null) {
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
  }
}
