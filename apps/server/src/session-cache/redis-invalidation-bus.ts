import type { SessionInvalidation, SessionInvalidationBus, SessionInvalidationListener } from '@afilia/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../redis';

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
 * bus subscribes on a duplicate of the app's connection and publishes on the app's own. While the subscriber
 * is down the bus is not `connected` (the cache then answers nothing), and when it is back the listener is
 * reset, because messages published meanwhile are lost.
 */
export class RedisInvalidationBus implements SessionInvalidationBus {
  private readonly subscriber: Redis;
  private subscribed = false;

  constructor(
    private readonly redis: Redis,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.subscriber = redis.duplicate({ lazyConnect: true });
  }

  get connected(): boolean {
    return this.subscribed && this.subscriber.status === 'ready';
  }

  async subscribe(listener: SessionInvalidationListener): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== SESSION_INVALIDATION_CHANNEL) return;
      const event = parse(message);
      if (event) listener.invalidate(event);
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
    // ioredis resubscribes by itself after a reconnect; until then nothing cached here can be trusted.
    this.subscriber.on('ready', () => {
      listener.reset();
      this.subscribed = true;
    });
    this.subscriber.on('error', (error: Error) =>
      this.logger.warn({ err: error }, 'session-cache invalidation subscriber: Redis error'),
    );
    await this.subscriber.connect();
    await this.subscriber.subscribe(SESSION_INVALIDATION_CHANNEL);
    this.subscribed = true;
  }

  async publish(event: SessionInvalidation): Promise<void> {
    try {
      await this.redis.publish(SESSION_INVALIDATION_CHANNEL, JSON.stringify(event));
    } catch (error) {
      // The change is committed: failing the request would not undo it. Other instances drop the session
      // when its cache entry expires (seconds).
      this.logger.error({ err: error, event }, 'session-cache invalidation could not be published');
    }
  }

  async close(): Promise<void> {
    this.subscribed = false;
    this.subscriber.disconnect();
  }
}
