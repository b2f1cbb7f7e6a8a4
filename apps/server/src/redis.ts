import { Redis } from 'ioredis';

/** A healthy Redis answers the app's commands in well under a millisecond; past this a command has failed. */
export const REDIS_COMMAND_TIMEOUT_MS = 200;

/**
 * One connection for the app's shared state (rate-limit counters, session-cache invalidations). A command never
 * waits for Redis to come back: while the connection is not ready it fails at once (no offline queue), commands
 * in flight when the connection drops fail at once instead of being sent again after the reconnection (no
 * retries), and a command Redis does not answer fails after REDIS_COMMAND_TIMEOUT_MS. Callers ask
 * RedisAvailability first, so that an outage costs them nothing after its first failure.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
  });
}

export type { Redis };
