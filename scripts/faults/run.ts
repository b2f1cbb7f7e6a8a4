// npm run bench:faults: the real server process (apps/server/dist/main.js) on a throwaway PostgreSQL database
// and a Redis server of its own, under eight buyers checking out through a reseller's link, through three
// faults: the process killed with SIGKILL three times, the app's PostgreSQL connections cut three times, and
// Redis stopped for 10 s. It prints a Markdown table: requests, acknowledged checkouts, lost and duplicated
// ones, errors by status, recovery time, whether the process stayed up, and the p95 latency before and during
// the fault; then the pending sales left once the reconciliation has run. It builds nothing: run
// `npm run build` first. Settings: DATABASE_URL (the server to make the database on). It starts a redis-server
// of its own on a free port; the machine's own Redis is never touched.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reconcilePendingSales } from '@afilia/api';
import { buildApp, loadConfig } from '@afilia/server';
import postgres from 'postgres';
import { freePort } from '../bench/free-port';
import { send } from '../scale/http-client';
import { type Instance, instanceEnv, startInstance, waitReady } from '../scale/instances';
import { databaseBase, repoRoot, serverMain, sleep } from '../scale/settings';
import { prepareTarget } from '../scale/target';
import { type Answer, byStatus, percentile, startBuyers } from './buyers';

const BUYERS = 8;
const WARM_UP_MS = 4_000;
const AFTER_FAULT_MS = 4_000;
const METRICS_TOKEN = 'faults-bench-metrics-token-0123456789';
const SCRIPT_CONNECTION = 'afilia-faults-bench';
/** Debian's redis-server, on the PATH; the machine's own Redis is never touched. */
const redisBinary = 'redis-server';

interface FaultOutcome {
  /** When the fault began and when the system was whole again (the recovery), in ms since the epoch. */
  window: [number, number];
  recoveryMs: number[];
  processUp: boolean;
  note?: string;
}

interface Row {
  experiment: string;
  requests: number;
  acknowledged: number;
  lost: number;
  duplicated: number;
  errors: string;
  recovery: string;
  processUp: string;
  p95: string;
  note: string;
}

function tcpAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    redisBinary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100 && !(await tcpAnswers(port)); i++) await sleep(50);
  return child;
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

/** `redis_up` as /metrics shows it, or null when the line is missing or /metrics did not answer. */
async function redisUp(origin: string): Promise<number | null> {
  try {
    const answer = await send(new Agent(), `${origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      timeoutMs: 2_000,
    });
    const line = answer.body.split('\n').find((l) => l.startsWith('redis_up'));
    return line ? Number(line.split(' ').pop()) : null;
  } catch {
    return null;
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
  let instance: Instance = startInstance('afilia', port, { ...env, SEED_DEMO: 'true' });
  const rows: Row[] = [];
  try {
    await waitReady(instance);
    const target = await prepareTarget(origin, sql);

    async function experiment(name: string, fault: () => Promise<FaultOutcome>): Promise<void> {
      const load = startBuyers(origin, target, BUYERS);
      await sleep(WARM_UP_MS);
      const outcome = await fault();
      await sleep(AFTER_FAULT_MS);
      await load.stop();
      const keys = load.acknowledged;
      const found = await sql<{ key: string; status: string; n: number }[]>`
        select idempotency_key as key, min(status) as status, count(*)::int as n
        from sales where idempotency_key = any(${keys}) group by idempotency_key`;
      const byKey = new Map(found.map((row) => [row.key, row]));
      const lost = keys.filter((key) => !['paid', 'pending'].includes(byKey.get(key)?.status ?? '')).length;
      const pending = keys.filter((key) => byKey.get(key)?.status === 'pending').length;
      const duplicated = found.filter((row) => row.n > 1).length;
      const [start, end] = outcome.window;
      const before = (a: Answer) => a.at < start;
      const during = (a: Answer) => a.at >= start && a.at <= end;
      const ms = (answers: Answer[]) =>
        Math.round(
          percentile(
            answers.map((a) => a.ms),
            95,
          ),
        );
      rows.push({
        experiment: name,
        requests: load.answers.length,
        acknowledged: keys.length,
        lost,
        duplicated,
        errors: byStatus(load.answers.filter((a) => a.status !== 200)) || 'none',
        recovery: outcome.recoveryMs.map((r) => (r / 1000).toFixed(1)).join(' / '),
        processUp: outcome.processUp ? 'yes' : 'no',
        p95: `${ms(load.answers.filter(before))} / ${ms(load.answers.filter(during))}`,
        note: [
          pending > 0 ? `${pending} acknowledged as pending` : '',
          load.abandoned.length > 0 ? `${load.abandoned.length} keys given up` : '',
          outcome.note ?? '',
        ]
          .filter(Boolean)
          .join('; '),
      });
    }

    await experiment('kill -9 ×3', async () => {
      const start = Date.now();
      const recoveryMs: number[] = [];
      for (let round = 0; round < 3; round++) {
        if (round > 0) await sleep(3_000);
        const killedAt = Date.now();
        await stopProcess(instance.child);
        instance = startInstance('afilia', port, { ...env, SEED_DEMO: 'false' });
        await waitReady(instance);
        recoveryMs.push(Date.now() - killedAt);
      }
      return { window: [start, Date.now()], recoveryMs, processUp: true };
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
      let recovered = Number.NaN;
      const agent = new Agent();
      while (Date.now() - lastCut < 30_000) {
        const ready = await send(agent, `${origin}/readyz`).catch(() => null);
        if (ready?.status === 200) {
          recovered = Date.now() - lastCut;
          break;
        }
        await sleep(50);
      }
      return {
        window: [start, lastCut + (Number.isNaN(recovered) ? 0 : recovered)],
        recoveryMs: [recovered],
        processUp: instance.child.exitCode === null && instance.child.signalCode === null,
        note: `${cut} connections cut`,
      };
    });

    await experiment('Redis stopped 10 s', async () => {
      const start = Date.now();
      await stopProcess(redis);
      await sleep(1_000);
      const during = await redisUp(origin);
      await sleep(9_000);
      redis = await startRedis(redisPort);
      const restarted = Date.now();
      let recovered = Number.NaN;
      while (Date.now() - restarted < 15_000) {
        if ((await redisUp(origin)) === 1) {
          recovered = Date.now() - restarted;
          break;
        }
        await sleep(100);
      }
      return {
        window: [start, restarted],
        recoveryMs: [recovered],
        processUp: instance.child.exitCode === null && instance.child.signalCode === null,
        note: `redis_up during the outage: ${during ?? 'no line'}`,
      };
    });

    // The server's job settles pending sales five minutes after their attempt; here it runs at once with its
    // clock moved six minutes on, on the same database and settings.
    const [before] = await sql<{ n: number }[]>`
      select count(*)::int as n from sales where status = 'pending' and provider_payment_id is null`;
    const config = loadConfig({ ...env, PORT: String(await freePort()) });
    const app = await buildApp(config);
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
    await app.app.close();
    const [after] = await sql<{ n: number }[]>`
      select count(*)::int as n from sales where status = 'pending' and provider_payment_id is null`;

    console.log(`\n## Fault runs (${BUYERS} buyers through a reseller link, PostgreSQL, own Redis)\n`);
    console.log(
      '| experiment | requests | acknowledged | lost | duplicated | errors by status | recovery (s) | process up | p95 ms before / during | notes |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | --- | --- | --- | --- | --- |');
    for (const r of rows)
      console.log(
        `| ${r.experiment} | ${r.requests} | ${r.acknowledged} | ${r.lost} | ${r.duplicated} | ${r.errors} | ${r.recovery} | ${r.processUp} | ${r.p95} | ${r.note} |`,
      );
    console.log(
      `\nPending sales without a provider answer: ${before?.n ?? 0} after the runs, ${after?.n ?? 0} once reconciled ` +
        `(goal 0; outcomes: ${JSON.stringify(report)}).`,
    );
  } finally {
    await stopProcess(instance.child);
    await stopProcess(redis);
    await sql.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end({ timeout: 5 });
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
