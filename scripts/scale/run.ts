// npm run bench:scale: three Afilia server processes on PostgreSQL + Redis + a local S3 server, behind
// haproxy, under a mixed load; then the same with one instance killed (SIGKILL) halfway. Checks that no write
// is lost or half-written and prints a Markdown table. It builds nothing: run `npm run build` first (it starts
// apps/server/dist/main.js and serves apps/web/dist).
//
// Settings (environment): DATABASE_URL (the PostgreSQL server; a throwaway database is created on it and
// dropped), REDIS_URL (default redis://127.0.0.1:6379/9, flushed), SCALE_DURATION (seconds per phase, 60),
// SCALE_CONNECTIONS (200), SCALE_MIX (`mixed`, the default, with logins, uploads and checkouts; or `reads`: pages,
// auth.me and products.list only), HAPROXY (/usr/sbin/haproxy). The servers run on the Node that runs this script.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/free-port';
import { startHaproxy } from './haproxy';
import { type Instance, instanceEnv, startInstance, waitBackends, waitReady } from './instances';
import { type PhaseRow, runPhase } from './phases';
import { printReport } from './report';
import { startBackingServices } from './services';
import { connections, haproxyBinary, repoRoot, seconds, serverMain } from './settings';
import { prepareTarget } from './target';

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
    const { databaseUrl, sql, s3 } = await startBackingServices(cleanups);

    // ---- ports, balancer URL, instance environment ----
    const balancerPort = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    const origin = `http://127.0.0.1:${balancerPort}`;
    const baseEnv = instanceEnv(databaseUrl, s3.env, origin);
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

    const rows: PhaseRow[] = [];
    const context = { sql, balancer, target, s3 };
    const phase = async (name: string, instanceCount: number, onHalfway?: () => void) => {
      rows.push(await runPhase(context, name, instanceCount, onHalfway));
    };

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

await main();
