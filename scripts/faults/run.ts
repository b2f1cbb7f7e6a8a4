// npm run bench:faults: a measurement, not a test. It runs the real server process (apps/server/dist/main.js)
// on a throwaway PostgreSQL database and a redis-server of its own, under eight buyers who follow a reseller's
// link and check out (retrying a failed attempt with the same idempotency key), through three faults: the
// process killed with SIGKILL three times, the app's PostgreSQL connections cut three times, and Redis stopped
// for 10 s. It prints a Markdown table (requests, acknowledged checkouts, lost and duplicated ones, errors by
// status, recovery time, whether the process stayed up, p95 latency before and during the fault), then the
// pending sales left before and after the reconciliation. It exits 0 whatever the numbers; non-zero only when
// the run itself fails.
//
// It builds nothing: run `npm run build` first. Settings: DATABASE_URL (the PostgreSQL server to make the
// throwaway database on; default postgres://postgres@127.0.0.1:5432/test). The machine's own Redis is never
// touched: the redis-server here listens on a free port and is stopped with the run.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reconcilePendingSales } from '@afilia/api/server';
import { buildApp, loadConfig } from '@afilia/server';
import postgres from 'postgres';
import { freePort } from '../bench/free-port';
import { type Instance, instanceEnv, startInstance, waitReady } from '../scale/instances';
import type { Target } from '../scale/load-mix';
import { repoRoot, serverMain, sleep } from '../scale/settings';
import { prepareTarget } from '../scale/target';
import { countRows } from '../scale/write-checks';
import { checkoutBody, startBuyers, startCheckout } from './buyers';
import { isRunning, metricLines, StderrTally, startRedis, stopProcess, untilReady } from './processes';
import { type FaultOutcome, printReport, type Row, summarise } from './report';

const BUYERS = 8;
const WARM_UP_MS = 5_000;
const AFTER_FAULT_MS = 5_000;
const REDIS_OUTAGE_MS = 10_000;
const METRICS_TOKEN = 'faults-bench-metrics-token-0123456789';
/** The script's own connections carry this name, so cutting the app's connections spares them. */
const SCRIPT_CONNECTION = 'afilia-faults-bench';
const databaseBase = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The script's own checkout through the link's cookie, tried every 100 ms until one is acknowledged. */
async function untilCheckout(origin: string, target: Target, timeoutMs = 30_000): Promise<number | null> {
  const agent = new Agent({ keepAlive: true });
  const until = Date.now() + timeoutMs;
  try {
    const body = checkoutBody(target, randomUUID(), 99);
    while (Date.now() < until) {
      if ((await startCheckout(agent, origin, target.refCookie, body)).acknowledged) return Date.now();
      await sleep(100);
    }
    return null;
  } finally {
    agent.destroy();
  }
}

async function main() {
  if (!existsSync(serverMain)) {
    console.error(`${path.relative(repoRoot, serverMain)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'afilia-faults-'));
  const dbName = `afilia_faults_${randomBytes(5).toString('hex')}`;
  const admin = postgres(databaseBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  const databaseUrl = new URL(databaseBase);
  databaseUrl.pathname = `/${dbName}`;
  const sql = postgres(databaseUrl.toString(), {
    max: 2,
    onnotice: () => {},
    connection: { application_name: SCRIPT_CONNECTION },
  });
  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...instanceEnv(databaseUrl, {}, origin),
    REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
    DATA_DIR: workDir,
    METRICS_TOKEN,
  };
  const stderr = new StderrTally();
  let instance: Instance = startInstance('afilia', port, { ...env, SEED_DEMO: 'true' }, stderr.onLine);
  const rows: Row[] = [];
  const extra: string[] = [];
  try {
    await waitReady(instance);
    const target = await prepareTarget(origin, sql);

    async function experiment(name: string, fault: () => Promise<FaultOutcome>): Promise<void> {
      console.error(`… ${name}`);
      const load = startBuyers(origin, target, BUYERS);
      await sleep(WARM_UP_MS);
      const outcome = await fault();
      await sleep(AFTER_FAULT_MS);
      await load.stop();
      rows.push(await summarise(sql, name, load, outcome));
    }

    await experiment('kill -9 ×3', async () => {
      const start = Date.now();
      const recoveryMs: number[] = [];
      for (let round = 0; round < 3; round++) {
        if (round > 0) await sleep(4_000);
        const killedAt = Date.now();
        await stopProcess(instance.child, 'SIGKILL');
        instance = startInstance('afilia', port, env, stderr.onLine);
        const ready = await untilReady(origin);
        if (ready === null) throw new Error('the server was not ready within 60 s of its restart');
        recoveryMs.push(ready - killedAt);
      }
      return {
        window: [start, Date.now()],
        recoveryMs,
        processUp: isRunning(instance.child) ? 'killed; up after each restart' : 'no',
      };
    });

    await experiment('PostgreSQL connections cut ×3', async () => {
      const start = Date.now();
      let cut = 0;
      for (let round = 0; round < 3; round++) {
        if (round > 0) await sleep(1_000);
        const terminated = await sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = ${dbName} and application_name <> ${SCRIPT_CONNECTION} and pid <> pg_backend_pid()`;
        cut += terminated.length;
      }
      const lastCut = Date.now();
      const ready = await untilReady(origin, 30_000);
      const checkedOut = ready === null ? null : await untilCheckout(origin, target);
      const end = checkedOut ?? Date.now();
      return {
        window: [start, end],
        recoveryMs: [checkedOut === null ? null : checkedOut - lastCut],
        processUp: isRunning(instance.child),
        note: `${cut} connections cut; /readyz 200 after ${ready === null ? 'never' : `${((ready - lastCut) / 1000).toFixed(2)} s`}`,
      };
    });

    await experiment('Redis stopped 10 s', async () => {
      const start = Date.now();
      await stopProcess(redis, 'SIGTERM');
      await sleep(2_000);
      const during = await metricLines(origin, METRICS_TOKEN, 'redis');
      extra.push(
        `/metrics during the Redis outage: ${typeof during === 'string' ? during : during.join('; ')}`,
      );
      await sleep(REDIS_OUTAGE_MS - (Date.now() - start));
      redis = await startRedis(redisPort);
      const restarted = Date.now();
      const checkedOut = await untilCheckout(origin, target);
      // ioredis reconnects on its own backoff (up to 2 s between tries): the gauge follows within seconds.
      let after = await metricLines(origin, METRICS_TOKEN, 'redis');
      while (Date.now() - restarted < 15_000 && !(Array.isArray(after) && after.includes('redis_up 1'))) {
        await sleep(200);
        after = await metricLines(origin, METRICS_TOKEN, 'redis');
      }
      extra.push(
        `/metrics ${((Date.now() - restarted) / 1000).toFixed(1)} s after Redis came back: ${typeof after === 'string' ? after : after.join('; ')}`,
      );
      return {
        window: [start, restarted],
        recoveryMs: [checkedOut === null ? null : checkedOut - restarted],
        processUp: isRunning(instance.child),
        note: 'recovery: restart → first acknowledged checkout',
      };
    });

    // The server's job settles pending sales five minutes after their attempt; here it runs at once with its
    // clock moved six minutes on, with the server's own settings.
    const pendingWithoutProvider = async () => {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from sales where status = 'pending' and provider_payment_id is null`;
      return row?.n ?? 0;
    };
    const before = await pendingWithoutProvider();
    const config = loadConfig({ ...env, PORT: String(await freePort()) });
    const app = await buildApp(config);
    let outcomes: string;
    try {
      const report = await reconcilePendingSales(
        {
          db: app.db.db,
          payments: app.payments,
          mail: app.mail,
          storage: app.storage,
          appUrl: config.appUrl,
          asaas: { secrets: app.secrets, asaasApiUrl: null },
          stripe: { secrets: app.secrets, stripeApiUrl: null },
        },
        new Date(Date.now() + 6 * 60_000),
      );
      outcomes = Object.entries(report)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(', ');
    } finally {
      await app.app.close();
    }
    const after = await pendingWithoutProvider();
    const counts = await countRows(sql);
    const duplicates = await sql`
      select idempotency_key, count(*) from sales group by 1 having count(*) > 1`;

    printReport(BUYERS, rows);
    for (const line of extra) console.log(`\n${line}`);
    console.log(
      `\npending sales without a provider id: before reconcile ${before}, after reconcile ${after} (goal 0); ` +
        `outcomes: ${outcomes}.`,
    );
    console.log(
      `\nWhole run: ${counts.sales} sales, ${counts.salesWithoutCommission} paid attributed sales without their ` +
        `commission, ${duplicates.length} idempotency keys with more than one sale.`,
    );
    console.log(
      `\nServer stderr: ${stderr.lines} lines${stderr.lines > 0 ? '; most frequent:' : '.'}\n${stderr
        .top(5)
        .map((line) => `    ${line}`)
        .join('\n')}`,
    );
  } finally {
    await stopProcess(instance.child, 'SIGKILL');
    await stopProcess(redis, 'SIGTERM');
    await sql.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end({ timeout: 5 });
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
