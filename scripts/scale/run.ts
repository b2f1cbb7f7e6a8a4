// npm run bench:scale: three Afilia server processes on PostgreSQL + Redis + a local S3 server, behind
// haproxy, under a mixed load; then the same with one instance killed (SIGKILL) halfway. Checks that no write
// is lost or half-written and prints a Markdown table. It builds nothing: run `npm run build` first (it starts
// apps/server/dist/main.js and serves apps/web/dist).
//
// Settings (environment): DATABASE_URL (the PostgreSQL server; a throwaway database is created on it and
// dropped), REDIS_URL (default redis://127.0.0.1:6379/9, flushed), SCALE_DURATION (seconds per phase, 60),
// SCALE_CONNECTIONS (200), SCALE_MIX (`mixed`, the default, with logins, uploads and checkouts; or `reads`: pages,
// auth.me and products.list only), HAPROXY (/usr/sbin/haproxy). The servers run on the Node that runs this script.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { testPaymentMethodId } from '@afilia/validators';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { freePort } from '../bench/free-port';
import { type BackendStats, type Balancer, startHaproxy } from './haproxy';
import { type LoadResult, MIXES, type MixName, percentile, runLoad, send, type Target } from './load';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
/** This script's settings, read by name (they are the script's own, not turbo task inputs). */
const setting = (name: string, fallback: string): string => process.env[name] || fallback;
const seconds = Number(setting('SCALE_DURATION', '60'));
const connections = Number(setting('SCALE_CONNECTIONS', '200'));
const isMixName = (name: string): name is MixName => Object.hasOwn(MIXES, name);
const mixSetting = setting('SCALE_MIX', 'mixed');
if (!isMixName(mixSetting)) throw new Error(`SCALE_MIX must be mixed or reads, not ${mixSetting}`);
const mix = mixSetting;
const databaseBase = setting('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres');
const redisUrl = setting('REDIS_URL', 'redis://127.0.0.1:6379/9');
const haproxyBinary = setting('HAPROXY', '/usr/sbin/haproxy');
const CLICK_FLUSH_INTERVAL_MS = 1000;
const DEMO_PASSWORD = 'demo12345';
const PRODUCER_EMAIL = 'produtor@demo.afilia.app';
const UNLIMITED = '100000000';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--max-old-space-size=1024', serverMain], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors = createInterface({ input: child.stderr as NodeJS.ReadableStream });
  errors.on('line', (line) => process.stderr.write(`[${name}] ${line}\n`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, port, child, exited };
}

async function waitReady(instance: Instance, timeoutMs = 120_000) {
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

async function waitBackends(balancer: Balancer, up: number) {
  for (let i = 0; i < 100; i++) {
    const stats = await balancer.stats();
    if (stats.filter((s) => s.status === 'UP').length === up) return;
    await sleep(200);
  }
  throw new Error(`haproxy did not see ${up} servers up`);
}

interface RowCounts {
  sales: number;
  salesWithoutCommission: number;
  clicks: number;
  uploads: number;
}

async function main() {
  if (!existsSync(serverMain)) {
    console.error(`${path.relative(repoRoot, serverMain)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  if (!existsSync(haproxyBinary)) {
    console.error(`${haproxyBinary} is missing: apt-get install haproxy (or set HAPROXY).`);
    process.exit(1);
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'afilia-scale-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((err) => console.error(err));
    rmSync(workDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  try {
    // ---- PostgreSQL: a throwaway database ----
    const dbName = `afilia_scale_${randomBytes(5).toString('hex')}`;
    const admin = postgres(databaseBase, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end({ timeout: 5 });
    });
    const databaseUrl = new URL(databaseBase);
    databaseUrl.pathname = `/${dbName}`;
    const sql = postgres(databaseUrl.toString(), { max: 2, onnotice: () => {} });
    cleanups.push(() => sql.end({ timeout: 5 }));

    // ---- Redis: db 9 by default, flushed ----
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    cleanups.push(async () => {
      await redis.flushdb();
      redis.disconnect();
    });

    // ---- S3: s3rver in its own process ----
    const s3Child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 's3-server.ts')],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const s3Exited = new Promise<void>((resolve) => s3Child.once('exit', () => resolve()));
    cleanups.push(async () => {
      s3Child.kill('SIGTERM');
      await s3Exited;
    });
    const s3Line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: s3Child.stdout as NodeJS.ReadableStream }).once('line', resolve);
      s3Child.once('exit', () => reject(new Error('the S3 server exited')));
    });
    const s3 = JSON.parse(s3Line) as { endpoint: string; bucket: string; env: Record<string, string> };

    // ---- ports, balancer URL, instance environment ----
    const balancerPort = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    const origin = `http://127.0.0.1:${balancerPort}`;
    const baseEnv: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      ...s3.env,
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
    const instances: Instance[] = [];
    cleanups.push(async () => {
      for (const instance of instances) {
        if (instance.child.exitCode === null && instance.child.signalCode === null)
          instance.child.kill('SIGTERM');
        await instance.exited;
      }
    });

    // ---- the first instance migrates and seeds; haproxy knows all three from the start ----
    const first = startInstance('app1', ports[0] ?? 0, { ...baseEnv, SEED_DEMO: 'true' });
    instances.push(first);
    await waitReady(first);
    const balancer = await startHaproxy({
      binary: haproxyBinary,
      dir: workDir,
      port: balancerPort,
      backends: ports.map((port, i) => ({ name: `app${i + 1}`, port })),
    });
    cleanups.push(() => balancer.close());
    await waitBackends(balancer, 1);

    const target = await prepareTarget(origin, sql);
    console.error(
      `target: /r/${target.linkCode} → /p/${target.productCode}; ${connections} connections, ${seconds} s per phase`,
    );

    const rows: {
      phase: string;
      instances: number;
      load: LoadResult;
      expected: RowCounts;
      found: RowCounts;
      stats: BackendStats[];
      note: string;
    }[] = [];
    async function phase(name: string, instanceCount: number, onHalfway?: () => void) {
      const before = await countRows(sql);
      const statsBefore = await balancer.stats();
      const load = await runLoad(target, { connections, seconds, mix, onHalfway });
      // Let every surviving instance's click buffer reach the database.
      await sleep(CLICK_FLUSH_INTERVAL_MS * 3);
      const after = await countRows(sql);
      const statsAfter = await balancer.stats();
      const found: RowCounts = {
        sales: after.sales - before.sales,
        salesWithoutCommission: after.salesWithoutCommission,
        clicks: after.clicks - before.clicks,
        uploads: after.uploads - before.uploads,
      };
      const expected: RowCounts = {
        sales: load.checkoutKeysAnswered.length,
        salesWithoutCommission: 0,
        clicks: load.clicksAnswered,
        uploads: load.uploadKeys.length,
      };
      const stats = statsAfter.map((s) => {
        const b = statsBefore.find((x) => x.name === s.name);
        return {
          ...s,
          sessions: s.sessions - (b?.sessions ?? 0),
          connectionErrors: s.connectionErrors - (b?.connectionErrors ?? 0),
          responseErrors: s.responseErrors - (b?.responseErrors ?? 0),
          retries: s.retries - (b?.retries ?? 0),
          redispatches: s.redispatches - (b?.redispatches ?? 0),
        };
      });
      const note = await verifyWrites(sql, s3, load);
      rows.push({ phase: name, instances: instanceCount, load, expected, found, stats, note });
      console.error(
        `${name}: ${load.requests} requests, ${Object.values(load.errors).reduce((a, b) => a + b, 0)} errors`,
      );
    }

    // (0) one instance, for the comparison
    await phase('1 instance', 1);

    // (1) three instances
    for (const [i, port] of ports.slice(1).entries()) {
      const instance = startInstance(`app${i + 2}`, port, baseEnv);
      instances.push(instance);
    }
    for (const instance of instances) await waitReady(instance);
    await waitBackends(balancer, 3);
    await phase('3 instances', 3);

    // (2) three instances, one killed with SIGKILL halfway
    let killedAt = 0;
    await phase('3 instances, app2 killed halfway', 3, () => {
      killedAt = Date.now();
      instances[1]?.child.kill('SIGKILL');
    });
    console.error(`app2 killed at ${new Date(killedAt).toISOString()}`);

    printReport(rows);
  } finally {
    await cleanup();
  }
}

/** Logs the producer in through the balancer and follows the affiliate link once for its attribution cookie. */
async function prepareTarget(origin: string, sql: postgres.Sql): Promise<Target> {
  const [link] = await sql<{ link_code: string; product_code: string }[]>`
    select a.link_code, p.product_code
    from affiliations a
    join products p on p.id = a.product_id
    join product_pricing pp on pp.product_id = p.id
    join profiles producer on producer.id = p.user_id
    where a.status = 'active' and producer.email = ${PRODUCER_EMAIL}
    order by p.product_code
    limit 1`;
  if (!link) throw new Error('the demo data has no active affiliate link to a priced product');
  const agent = new Agent({ keepAlive: false });
  const login = await send(agent, `${origin}/trpc/auth.login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ json: { email: PRODUCER_EMAIL, password: DEMO_PASSWORD, userType: 'producer' } }),
  });
  const producerCookie = login.setCookie
    .map((c) => c.split(';')[0])
    .find((c) => c?.includes('afilia_session'));
  if (login.status !== 200 || !producerCookie) throw new Error(`login failed: ${login.status} ${login.body}`);
  const click = await send(agent, `${origin}/r/${link.link_code}`, {
    headers: { 'user-agent': 'Mozilla/5.0 setup' },
  });
  const refCookie = click.setCookie.map((c) => c.split(';')[0]).find((c) => c?.includes('afilia_ref'));
  if (click.status !== 302 || !refCookie) throw new Error(`the affiliate link answered ${click.status}`);
  return {
    origin,
    producerCookie,
    refCookie,
    linkCode: link.link_code,
    productCode: link.product_code,
    login: { email: PRODUCER_EMAIL, password: DEMO_PASSWORD },
    paymentMethodId: testPaymentMethodId('4242424242424242'),
  };
}

async function countRows(sql: postgres.Sql): Promise<RowCounts> {
  const [row] = await sql<{ sales: string; orphan_sales: string; clicks: string; uploads: string }[]>`
    select
      (select count(*) from sales) as sales,
      (select count(*) from sales s
        where s.affiliation_id is not null and s.status = 'paid'
          and not exists (select 1 from commissions c where c.sale_id = s.id)) as orphan_sales,
      (select count(*) from affiliate_clicks) as clicks,
      (select count(*) from stored_files) as uploads`;
  return {
    sales: Number(row?.sales ?? 0),
    salesWithoutCommission: Number(row?.orphan_sales ?? 0),
    clicks: Number(row?.clicks ?? 0),
    uploads: Number(row?.uploads ?? 0),
  };
}

/** Every answered checkout has exactly one sale; every answered upload has its row and its S3 object. */
async function verifyWrites(
  sql: postgres.Sql,
  s3: { endpoint: string; bucket: string },
  load: LoadResult,
): Promise<string> {
  const notes: string[] = [];
  const answered = load.checkoutKeysAnswered;
  const [sales] = await sql<{ n: string; distinct_keys: string }[]>`
    select count(*) as n, count(distinct idempotency_key) as distinct_keys
    from sales where idempotency_key = any(${answered})`;
  if (Number(sales?.n) !== answered.length || Number(sales?.distinct_keys) !== answered.length)
    notes.push(
      `answered checkouts ${answered.length}, their sales rows ${sales?.n} (distinct keys ${sales?.distinct_keys})`,
    );
  const unanswered = load.checkoutKeysUnanswered;
  if (unanswered.length > 0) {
    const [made] = await sql<
      { n: string }[]
    >`select count(*) as n from sales where idempotency_key = any(${unanswered})`;
    notes.push(`${unanswered.length} checkouts never answered (${made?.n} of them made a sale)`);
  }
  const keys = load.uploadKeys;
  const uploadRows = await sql<{ key: string }[]>`select key from stored_files where key = any(${keys})`;
  if (uploadRows.length !== keys.length)
    notes.push(`answered uploads ${keys.length}, rows ${uploadRows.length}`);
  const [allRows] = await sql<
    { keys: string[] }[]
  >`select coalesce(array_agg(bucket || '/' || key), '{}') as keys from stored_files`;
  const missing = await countMissingObjects(s3, allRows?.keys ?? []);
  if (missing > 0) notes.push(`${missing} upload rows without their S3 object`);
  return notes.join('; ');
}

/**
 * How many of the object keys the store does not have, asked one HEAD at a time per worker (s3rver's listing
 * fails with an internal error once a bucket holds more than one page of 1 000 keys).
 */
async function countMissingObjects(
  s3: { endpoint: string; bucket: string },
  keys: string[],
): Promise<number> {
  let missing = 0;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] ?? '';
      const url = `${s3.endpoint}/${s3.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
      const response = await fetch(url, { method: 'HEAD' });
      if (response.status !== 200) missing += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return missing;
}

function printReport(
  rows: {
    phase: string;
    instances: number;
    load: LoadResult;
    expected: RowCounts;
    found: RowCounts;
    stats: BackendStats[];
    note: string;
  }[],
) {
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const lines = [
    '| phase | requests | req/s | p50 | p99 | errors | sales answered / rows | sales without commission | clicks answered / rows | uploads answered / rows |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const errors = Object.values(row.load.errors).reduce((a, b) => a + b, 0);
    const unanswered = (action: 'redirect' | 'upload') => {
      const n = row.load.byAction[action].unanswered;
      return n > 0 ? ` (+${n} unanswered)` : '';
    };
    const unansweredSales = row.load.checkoutKeysUnanswered.length;
    lines.push(
      `| ${row.phase} | ${row.load.requests} | ${(row.load.requests / row.load.seconds).toFixed(0)} | ${ms(percentile(row.load.latenciesMs, 50))} | ${ms(percentile(row.load.latenciesMs, 99))} | ${errors} | ${row.expected.sales}${unansweredSales > 0 ? ` (+${unansweredSales} unanswered)` : ''} / ${row.found.sales} | ${row.found.salesWithoutCommission} | ${row.expected.clicks}${unanswered('redirect')} / ${row.found.clicks} | ${row.expected.uploads}${unanswered('upload')} / ${row.found.uploads} |`,
    );
  }
  console.log(
    `\n${connections} connections, ${seconds} s per phase, Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end\n`,
  );
  console.log(lines.join('\n'));
  const [one, three] = rows;
  if (one && three)
    console.log(
      `\nThroughput, 3 instances vs 1: ${(three.load.requests / three.load.seconds / (one.load.requests / one.load.seconds)).toFixed(2)}×`,
    );
  console.log(
    '\n| phase | server | requests | conn. errors | resp. errors | retried | redispatched | checkout retries by the client |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows)
    for (const s of row.stats)
      console.log(
        `| ${row.phase} | ${s.name} (${s.status}) | ${s.sessions} | ${s.connectionErrors} | ${s.responseErrors} | ${s.retries} | ${s.redispatches} | ${row.load.checkoutRetries} |`,
      );
  console.log('\n| phase | action | ok | failed (of which unanswered) | p50 | p99 |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows)
    for (const [action, a] of Object.entries(row.load.byAction))
      console.log(
        `| ${row.phase} | ${action} | ${a.ok} | ${a.failed} (${a.unanswered}) | ${ms(percentile(a.latenciesMs, 50))} | ${ms(percentile(a.latenciesMs, 99))} |`,
      );
  for (const row of rows) {
    const errors = Object.entries(row.load.errors);
    if (errors.length > 0)
      console.log(`\n${row.phase}, errors: ${errors.map(([k, v]) => `${k} ×${v}`).join(', ')}`);
    if (row.note) console.log(`${row.phase}: ${row.note}`);
  }
}

await main();
