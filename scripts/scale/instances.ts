// The Afilia server processes under test (apps/server/dist/main.js), and waiting for them to be ready.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { createInterface } from 'node:readline';
import type { Balancer } from './haproxy';
import { send } from './http-client';
import { CLICK_FLUSH_INTERVAL_MS, redisUrl, repoRoot, serverMain, sleep } from './settings';

const UNLIMITED = '100000000';

/** Every instance's environment: production mode behind the balancer, on the shared services. */
export function instanceEnv(
  databaseUrl: URL,
  s3Env: Record<string, string>,
  origin: string,
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // No Stripe here: the built-in test payments, which production mode runs only when asked to.
    PAYMENTS_TEST_MODE: 'true',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    ...s3Env,
    FILES_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    APP_URL: origin,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    CLICK_FLUSH_INTERVAL_MS: String(CLICK_FLUSH_INTERVAL_MS),
    // One address sends everything here: the per-client limits would measure themselves, not the app.
    RATE_LIMIT_HTTP_MAX: UNLIMITED,
    RATE_LIMIT_READ_MAX: UNLIMITED,
    RATE_LIMIT_WRITE_MAX: UNLIMITED,
    RATE_LIMIT_ANON_READ_MAX: UNLIMITED,
    RATE_LIMIT_ANON_WRITE_MAX: UNLIMITED,
    RATE_LIMIT_AUTH_MAX: UNLIMITED,
    RATE_LIMIT_UPLOAD_MAX: UNLIMITED,
    LOGIN_MAX_FAILURES: UNLIMITED,
  };
}

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts one server; each line it writes to stderr goes to `onLine`, by default to this process's stderr. */
export function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  onLine: (line: string) => void = (line) => process.stderr.write(`[${name}] ${line}\n`),
): Instance {
  const child = spawn(process.execPath, ['--max-old-space-size=1024', serverMain], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors = createInterface({ input: child.stderr as NodeJS.ReadableStream });
  errors.on('line', onLine);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, port, child, exited };
}

export async function waitReady(instance: Instance, timeoutMs = 120_000) {
  const agent = new Agent();
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (instance.child.exitCode !== null)
      throw new Error(`${instance.name} exited with ${instance.child.exitCode}`);
    try {
      if ((await send(agent, `http://127.0.0.1:${instance.port}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${instance.name} was not ready within ${timeoutMs / 1000} s`);
}

export async function waitBackends(balancer: Balancer, up: number) {
  for (let i = 0; i < 100; i++) {
    const stats = await balancer.stats();
    if (stats.filter((s) => s.status === 'UP').length === up) return;
    await sleep(200);
  }
  throw new Error(`haproxy did not see ${up} servers up`);
}
