import type { SessionInvalidation, SessionInvalidationBus, SessionInvalidationListener } from '@afilia/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../redis';
import type { RedisAvailability } from '../redis-availability';

export const SESSION_INVALIDATION_CHANNEL = 'afilia:session-invalidations';

function parse(message: string): SessionInvalidation | null {
  try {
    const event = JSON.parse(message) as Partial<{ kind: string; sessionId: unknown; userId: unknown }>;
    if (event.kind === 'session' && typeof event.sessionId === 'string')
      return { kind: 'session', sessionId: event.sessionId };
    if (event.kind === 'user' && typeof event.userId === 'string')
      return { kind: 'user', userId: event.userId };
  } catch {}
  return null;
}

/**
 * Session-cache invalidations over Redis pub/sub. A subscribed ioredis connection can do nothing else, so the
 * bus subscribes on a duplicate of the app's connection and publishes on the app's own. The bus is
 * `connected` (the cache answers) only while its subscription is confirmed and the app's Redis is usable;
 * otherwise the cache reads the database. Whenever it comes back (a new subscriber connection, or the end of an
 * outage of the app's connection) the listener is reset, because messages published meanwhile are lost.
 */
export class RedisInvalidationBus implements SessionInvalidationBus {
  private readonly subscriber: Redis;
  private subscribed = false;
  private closed = false;
  private stopRecoveryListener: (() => void) | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly availability: RedisAvailability,
    private readonly logger: FastifyBaseLogger,
  ) {
    // Subscribed by hand on each 'ready' (below) rather than by ioredis: the cache must wait for the
    // subscription's confirmation, and a subscriber that could not subscribe at start must still do so later.
    this.subscriber = redis.duplicate({ lazyConnect: true, autoResubscribe: false });
  }

  get connected(): boolean {
    return this.subscribed && this.subscriber.status === 'ready' && this.availability.usable;
  }

  /** Returns at once: the subscription is made (and remade after each reconnection) in the background. */
  async subscribe(listener: SessionInvalidationListener): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== SESSION_INVALIDATION_CHANNEL) return;
      const event = parse(message);
      if (event) listener.invalidate(event);
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
    this.subscriber.on('ready', () => void this.resubscribe(listener));
    // The outage is logged once by RedisAvailability (same Redis), not once per reconnection attempt here.
    this.subscriber.on('error', () => {});
    this.stopRecoveryListener = this.availability.onRecovery(() => listener.reset());
    // The app starts whether or not Redis answers; ioredis keeps reconnecting after a failed first attempt.
    this.subscriber.connect().catch(() => {});
  }

  private async resubscribe(listener: SessionInvalidationListener): Promise<void> {
    try {
      await this.subscriber.subscribe(SESSION_INVALIDATION_CHANNEL);
    } catch (error) {
      if (this.closed) return;
      // Redis answered the ready check but not the subscription: reconnect, and subscribe on the next 'ready'.
      if (this.availability.usable)
        this.logger.warn({ err: error }, 'session-cache invalidations: subscribing failed, reconnecting');
      if (this.subscriber.status === 'ready') this.subscriber.disconnect(true);
      return;
    }
    // Nothing cached before now can be trusted: invalidations may have been published while unsubscribed.
    listener.reset();
    this.subscribed = true;
  }

  async publish(event: SessionInvalidation): Promise<void> {
    // While Redis is unusable the other instances are cut off from it too (a stopped Redis drops their
    // subscribers, a hung one fails their commands), so their caches answer nothing and are reset when Redis is
    // back: there is no one to tell, and no reason to wait for Redis. An instance that did not notice drops
    // the session when its cache entry expires (seconds), as after a publish that failed.
    if (!this.availability.usable) return;
    try {
      await this.availability.run(() =>
        this.redis.publish(SESSION_INVALIDATION_CHANNEL, JSON.stringify(event)),
      );
    } catch (error) {
      // The change is committed: failing the request would not undo it. Other instances drop the session
      // when its cache entry expires (seconds).
      this.logger.error({ err: error, event }, 'session-cache invalidation could not be published');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribed = false;
    this.stopRecoveryListener?.();
    this.subscriber.disconnect();
  }
}
