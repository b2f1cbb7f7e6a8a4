// `npm run bench`: builds nothing itself (the npm script builds the server and the web app first).
// Starts the real app and a bare Fastify baseline in this process, measures each target with
// autocannon (-p 1) and prints a Markdown table, then the gzipped size of the JavaScript loaded at start,
// then /r/{code} against the bare route at 50 connections with the count of clicks written (redirect.ts).
//
// Environment: DATABASE_URL (measure on PostgreSQL, in a throwaway afilia_bench_* database; default embedded
// PGlite in a temp dir), BENCH_DURATION (seconds per target, default 5), BENCH_WARMUP (seconds, default 1),
// BENCH_CONNECTIONS (default 10), BENCH_WORKERS (load-generator threads, default 1; 0 = main thread),
// BENCH_ONLY=redirect (only the affiliate redirect), BENCH_ONLY=checkout (checkout.start throughput in test
// mode, checkout.ts), BENCH_ONLY=overview (overview.get over 1 000 000 sales, overview.ts).
// Targets live in targets.ts.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { bundleReport } from './bundle-size';
import { checkoutReportTable, measureCheckout, seedCheckoutProduct } from './checkout';
import { type BenchSettings, type Measurement, measureTarget, resultsTable, verifyTarget } from './measure';
import {
  addReversalIndexes,
  measureDirectCalls,
  measureOverviewHttp,
  overviewReport,
  seedSalesHistory,
  userId,
} from './overview';
import { measureRedirect, redirectReport } from './redirect';
import { seedAffiliateLink } from './seed-affiliation';
import { seedCatalogue } from './seed-catalogue';
import { seedUsers } from './seed-users';
import {
  type BenchDatabase,
  createBenchDatabase,
  login,
  type Started,
  type StartedAfilia,
  startAfilia,
  startBare,
  webDistDir,
} from './servers';
import { benchTargets } from './targets';
import { measureUpload } from './upload';

const PRODUCER = { email: 'produtor@demo.afilia.app', password: 'demo12345' } as const;
const ADMIN = { email: 'admin@demo.afilia.app', password: 'demo12345' } as const;
const RESELLER_EMAIL = 'revendedor@demo.afilia.app';

function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return value;
}

function readSettings(): BenchSettings {
  return {
    duration: numberFromEnv('BENCH_DURATION', 5, 1),
    warmup: numberFromEnv('BENCH_WARMUP', 1, 0),
    connections: Math.round(numberFromEnv('BENCH_CONNECTIONS', 10, 1)),
    workers: Math.round(numberFromEnv('BENCH_WORKERS', 1, 0)),
  };
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  // The checkout and overview benches call the API only: they need no web build.
  const apiOnly = only === 'checkout' || only === 'overview';
  if (!apiOnly && !existsSync(`${webDistDir}/index.html`)) {
    throw new Error(`No web build in ${webDistDir}: run \`npm run bench\` (it builds first).`);
  }
  const settings = readSettings();
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const database: BenchDatabase = await createBenchDatabase(process.env.DATABASE_URL || undefined);
    cleanups.push(() => database.cleanup());
    const afilia: StartedAfilia = await startAfilia(database);
    cleanups.push(() => afilia.close());
    const bare: Started = await startBare();
    cleanups.push(() => bare.close());

    if (apiOnly) {
      printHeader(database, settings);
      if (only === 'checkout') await runCheckout(database, afilia, settings);
      else await runOverview(database, afilia, settings);
      return;
    }

    process.stderr.write('seeding the products catalogue…\n');
    const seeded = await seedCatalogue(database.handle.db, PRODUCER.email);
    process.stderr.write('seeding the users…\n');
    const seededUsers = await seedUsers(database.handle.db);
    const affiliateLink = await seedAffiliateLink(database.handle.db, PRODUCER.email, RESELLER_EMAIL);
    const producerCookie = await login(afilia.origin, PRODUCER.email, PRODUCER.password, 'producer');
    const adminCookie = await login(afilia.origin, ADMIN.email, ADMIN.password, 'producer');
    const targets = benchTargets({
      app: afilia.origin,
      bare: bare.origin,
      producerCookie,
      producerEmail: PRODUCER.email,
      adminCookie,
    });
    const redirectOnly = process.env.BENCH_ONLY === 'redirect';
    if (!redirectOnly) for (const target of targets) await verifyTarget(target);

    printHeader(database, settings);

    // BENCH_ONLY=redirect measures the affiliate redirect alone (with a small catalogue, see BENCH_PRODUCTS_*).
    const measurements: Measurement[] = [];
    for (const target of redirectOnly ? [] : targets) {
      process.stderr.write(`measuring ${target.name}…\n`);
      measurements.push(await measureTarget(target, settings));
    }
    if (!redirectOnly) console.log(resultsTable(measurements));
    const failing = measurements.filter((m) => m.unexpected > 0 || m.errors > 0);
    if (failing.length > 0) {
      console.log(
        `\nWarning: unexpected statuses or errors on ${failing.map((m) => m.target.name).join(', ')}.`,
      );
    }

    console.log(
      `\n(${seeded.toLocaleString('en-US')} products seeded for the products.list rows; ${seededUsers.toLocaleString('en-US')} users for the users.list rows.)`,
    );

    if (!redirectOnly) {
      process.stderr.write('measuring the upload…\n');
      const upload = await measureUpload(afilia.origin, producerCookie);
      console.log('\n## Upload: one 100 MB image, streamed to local disk\n');
      console.log(
        `| size | time | throughput | RSS before | peak RSS |\n| ---: | ---: | ---: | ---: | ---: |\n| ${upload.sizeMb.toFixed(1)} MB | ${upload.seconds.toFixed(2)} s | ${upload.mbPerSecond.toFixed(0)} MB/s | ${upload.rssBeforeMb.toFixed(0)} MB | ${upload.peakRssMb.toFixed(0)} MB |`,
      );

      console.log('\n## JavaScript loaded by the landing page at start\n');
      console.log(bundleReport(webDistDir));
    }

    // Last: it closes the app, whose shutdown writes the buffered clicks that it then counts.
    process.stderr.write('measuring the affiliate redirect…\n');
    const redirect = await measureRedirect({
      afilia,
      bareOrigin: bare.origin,
      db: database.handle.db,
      link: affiliateLink,
      settings,
    });
    console.log('\n## Affiliate redirect: /r/{code} against bare Fastify\n');
    console.log(redirectReport(redirect));
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  }
}

function printHeader(database: BenchDatabase, settings: BenchSettings): void {
  const cpus = os.cpus();
  console.log('# Afilia benchmark\n');
  console.log(
    [
      `- Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
      `- Database: ${database.description}, NODE_ENV=production, rate limits raised out of the way`,
      `- autocannon -c ${settings.connections} -p 1 -d ${settings.duration}s (+${settings.warmup}s warm-up per target), ` +
        (settings.workers > 0
          ? `load generated on ${settings.workers} worker thread(s); both servers share the main thread`
          : 'load generated on the main thread, which the servers share'),
      '',
    ].join('\n'),
  );
}

/** BENCH_ONLY=checkout: sales per second at 20 connections, and the proof of no duplicate sale. */
async function runCheckout(database: BenchDatabase, afilia: StartedAfilia, settings: BenchSettings) {
  const product = await seedCheckoutProduct(database.handle.db, PRODUCER.email);
  process.stderr.write('measuring checkout.start…\n');
  const report = await measureCheckout({ origin: afilia.origin, db: database.handle.db, product, settings });
  console.log('## Checkout: checkout.start in test mode (card 4242), no reseller\n');
  console.log(checkoutReportTable(report));
}

/** BENCH_ONLY=overview: overview.get of a producer with 1 000 000 sales, without and with the reversal index. */
async function runOverview(database: BenchDatabase, afilia: StartedAfilia, settings: BenchSettings) {
  const db = database.handle.db;
  process.stderr.write('seeding the sales history…\n');
  const seed = await seedSalesHistory(db, PRODUCER.email, RESELLER_EMAIL);
  const producerCookie = await login(afilia.origin, PRODUCER.email, PRODUCER.password, 'producer');
  const adminId = await userId(db, ADMIN.email);
  const producer = { id: seed.producerId, role: 'producer' as const };
  const admin = { id: adminId, role: 'admin' as const };
  process.stderr.write('measuring overview.get…\n');
  const direct = [
    await measureDirectCalls(db, producer, afilia.origin, 'producer, direct calls, migration 0008 indexes'),
    await measureDirectCalls(db, admin, afilia.origin, 'admin, direct calls, migration 0008 indexes'),
  ];
  await addReversalIndexes(db);
  direct.push(
    await measureDirectCalls(db, producer, afilia.origin, 'producer, direct calls, + reversal indexes'),
    await measureDirectCalls(db, admin, afilia.origin, 'admin, direct calls, + reversal indexes'),
  );
  const http = [
    await measureOverviewHttp(afilia.origin, producerCookie, { ...settings, connections: 1 }),
    await measureOverviewHttp(afilia.origin, producerCookie, settings),
  ];
  console.log('## Overview: overview.get of one producer with a large sales history\n');
  console.log(overviewReport(seed, direct, http));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
