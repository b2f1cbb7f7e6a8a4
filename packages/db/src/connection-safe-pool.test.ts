// The pool's guard for connections that die while checked out. It needs a PostgreSQL server to cut
// connections on (the embedded database has none): DATABASE_URL, else the local server CI starts.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionSafePool } from './connection-safe-pool';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
});
afterAll(() => admin.end());

describe('ConnectionSafePool', () => {
  it('gets back a checked-out connection that dies, so one cut never shrinks the pool for good', async () => {
    const pool = new ConnectionSafePool({ connectionString: POSTGRES_URL, max: 1 });
    pool.on('error', () => {});
    const held = await pool.connect();
    const errors: Error[] = [];
    held.on('error', (error) => errors.push(error));
    await held.query('begin');
    const pid = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => errors.length).toBeGreaterThan(0);

    // The holder never released it (as Drizzle's transaction does when BEGIN fails), yet the only slot is free.
    const answer = await pool.query<{ one: number }>('select 1 as one');
    expect(answer.rows[0]?.one).toBe(1);
    expect(() => held.release()).not.toThrow();
    await pool.end();
  });

  it('releases a healthy connection once, however often its holder releases it', async () => {
    const pool = new ConnectionSafePool({ connectionString: POSTGRES_URL, max: 1 });
    const client = await pool.connect();
    client.release();
    expect(() => client.release()).not.toThrow();
    expect(pool.idleCount).toBe(1);
    const again = await pool.connect();
    again.release();
    await pool.end();
  });
});
