import path from 'node:path';
import {
  deleteOrphanFiles,
  pruneLoginFailures,
  renewBuyerSubscriptions,
  runBillingCycle,
  runCommissionMaturity,
} from '@afilia/api';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type PeriodicJob, runPeriodic } from './jobs/run-periodic';
import { bundledMigrationsFolder } from './migrations-folder';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, databaseIsEmpty, seedDemoData } from './seed';

async function main() {
  const config = loadConfig();
  const { app, db, mail, payments, storage, metrics } = await buildApp(config);
  await db.migrate(bundledMigrationsFolder());

  const embedded = db.driver === 'pglite';
  const shouldSeed =
    config.seedDemo === 'true' || (config.seedDemo === 'auto' && embedded && (await databaseIsEmpty(db.db)));
  if (shouldSeed) await seedDemoData(db.db, payments.name, new Date(), storage);

  // Each instance runs every job; the jobs that must run once at a time take a PostgreSQL advisory lock (a run
  // that finds it held counts as skipped) and the email retry claims rows one by one.
  const jobs: PeriodicJob[] = [
    { name: 'email_retry', intervalMs: 60_000, run: () => mail.retryStale(db.db) },
    { name: 'billing_cycle', intervalMs: config.billingIntervalMs, run: () => runBillingCycle(db.db) },
    {
      name: 'buyer_renewals',
      intervalMs: config.billingIntervalMs,
      run: () => renewBuyerSubscriptions({ db: db.db, payments, mail, storage, appUrl: config.appUrl }),
    },
    {
      name: 'commission_maturity',
      intervalMs: config.billingIntervalMs,
      run: () => runCommissionMaturity(db.db),
    },
    {
      name: 'orphan_files',
      intervalMs: config.orphanFilesIntervalMs,
      run: () => deleteOrphanFiles(db.db, storage),
    },
    {
      name: 'login_failures_prune',
      intervalMs: 10 * 60_000,
      run: () => pruneLoginFailures(db.db, config.loginFailureWindowMs),
    },
  ];
  const timers = jobs.map((job) => runPeriodic(job, { logger: app.log, metrics }));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    for (const timer of timers) clearInterval(timer);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Stops accepting requests, lets the ones in flight finish, then runs the onClose hooks: the buffered
    // affiliate clicks are written, then the database closes. Only kill -9 can lose the last second of clicks.
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (embedded) {
    const lines = [
      '',
      `  Afilia is running at ${config.appUrl} (embedded database in ${path.resolve(config.dataDir)})`,
      `  Demo logins (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.email}`),
      ...(config.devMailbox ? [`  Emails: ${config.appUrl}/dev/mail`] : []),
      '',
    ];
    console.log(lines.join('\n'));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
