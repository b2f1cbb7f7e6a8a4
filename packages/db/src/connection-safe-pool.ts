import pg from 'pg';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * node-postgres's pool, with a checked-out connection handed back by itself when it dies.
 *
 * Drizzle's transaction sends `BEGIN` before its try/finally: when the connection is cut at that moment the
 * error skips the `release()`, the connection never returns, and each such cut shrinks the pool by one until
 * every query waits for a connection that never comes (and `end()` waits for ever). Here a connection that
 * emits `error` while checked out is released with that error (the pool then discards it), and `release()`
 * becomes idempotent, so the holder's own later release is a no-op rather than node-postgres's double-release
 * exception.
 */
export class ConnectionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releasedWhenLost);
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const releaseToPool = client.release.bind(client);
  let released = false;
  const onError = (error: Error) => release(error);
  function release(err?: Error | boolean) {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    releaseToPool(err);
  }
  client.on('error', onError);
  client.release = release;
  return client;
}
