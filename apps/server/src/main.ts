import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { describePaymentsMode } from './config/payments-env';
import { periodicJobs } from './jobs/periodic-jobs';
import { runPeriodic } from './jobs/run-periodic';
import { bundledMigrationsFolder } from './migrations-folder';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, databaseIsEmpty, seedDemoData } from './seed';

async function main() {
  const config = loadConfig();
  const { app, db, mail, payments, secrets, storage, metrics, sessionCache } = await buildApp(config);
  await db.migrate(bundledMigrationsFolder());

  const embedded = db.driver === 'pglite';
  const shouldSeed =
    config.seedDemo === 'true' || (config.seedDemo === 'auto' && embedded && (await databaseIsEmpty(db.db)));
  if (shouldSeed) await seedDemoData(db.db, payments.name, new Date(), storage, secrets);

  const jobs = periodicJobs({ config, db, mail, payments, secrets, storage, sessionCache });
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
  // An error nothing caught leaves the process in a state no one reasoned about: it is logged as one JSON line
  // (with the request ids of the log) and the process exits for its supervisor to restart it, rather than go on
  // serving money with it. Known failures (a lost database connection, Redis away) are handled where they
  // happen and never get here (docs/decisions/028).
  const crash = (kind: string) => (err: unknown) => {
    app.log.fatal({ err }, kind);
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Which provider takes the card payments, so an operator sees at once whether money is real.
  const paymentsLine = `payments: ${describePaymentsMode(config.paymentsMode)}`;
  if (config.production && config.paymentsMode === 'test-mode')
    app.log.warn({ payments: config.paymentsMode }, paymentsLine);
  else app.log.info({ payments: config.paymentsMode }, paymentsLine);
  if (embedded) {
    const lines = [
      '',
      `  Afilia is running at ${config.appUrl} (embedded database in ${path.resolve(config.dataDir)})`,
      `  Payments: ${describePaymentsMode(config.paymentsMode)}`,
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
