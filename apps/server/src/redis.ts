import { Redis } from 'ioredis';

/**
 * One Redis connection for the app's shared state (rate-limit counters, session-cache invalidations).
 * Commands fail fast instead of queueing while Redis is away, so a Redis outage degrades to errors the callers
 * handle, never to requests that hang.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
}

export type { Redis };
