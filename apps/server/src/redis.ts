import { Redis } from 'ioredis';

/**
 * The longest ioredis lets any command wait, the connection's handshake (its ready check) and the session-cache
 * subscription included. The requests' own commands have a tighter budget (REDIS_COMMAND_TIMEOUT_MS, kept by
 * RedisAvailability): ioredis fires its timeout before reading a reply that arrived while the event loop was
 * blocked, so at 200 ms a garbage collection or a busy moment of this process would pass for a Redis failure.
 */
const CONNECTION_COMMAND_TIMEOUT_MS = 1_000;

/**
 * One connection for the app's shared state (rate-limit counters, session-cache invalidations). A command never
 * waits for Redis to come back: while the connection is not ready it fails at once (no offline queue), commands
 * in flight when the connection drops fail at once instead of being sent again after the reconnection (no
 * retries), and no command waits longer than CONNECTION_COMMAND_TIMEOUT_MS. Callers ask RedisAvailability
 * first and send their commands through it, so that an outage costs them nothing after its first failure.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: CONNECTION_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
  });
}

export type { Redis };
