// `npm run bench`: builds nothing itself (the npm script builds the server and the web app first).
// Starts the real app and its two references (a bare Fastify route and a minimal tRPC procedure) in this
// process, measures each app target with autocannon (-p 1) next to both references, measured again around
// every target so the machine's drift over the run affects both sides, and prints a Markdown table with the
// shares of each reference, then the gzipped size of the JavaScript loaded at start,
// then /r/{code} against the bare route at 50 connections with the count of clicks written (redirect.ts).
//
// Environment: DATABASE_URL (measure on PostgreSQL, in a throwaway afilia_bench_* database; default embedded
// PGlite in a temp dir), BENCH_DURATION (seconds per target, default 5), BENCH_WARMUP (seconds, default 1),
// BENCH_CONNECTIONS (default 10), BENCH_WORKERS (load-generator threads, default 1; 0 = main thread),
// BENCH_CPU_PROFILE=<dir> (a .cpuprofile of each app target's measurement; summarise it with
// profile-summary.ts), BENCH_TARGETS (comma-separated substrings of target names: measure only those, e.g. `healthz,auth.me`),
// BENCH_ONLY=redirect (only the affiliate redirect), BENCH_ONLY=checkout (checkout.start throughput in test
// mode, checkout.ts), BENCH_ONLY=overview (overview.get over 1 000 000 sales, overview.ts), BENCH_ONLY=payments
// (payments.history over the same ledger, payment-history.ts), BENCH_ONLY=reports (Relatórios and their
// exports over 1 000 000 sales, reports.ts), BENCH_ONLY=exports (another user's latency while one producer keeps six
// exports of a 100 000-sale year in flight, with the export limits at their defaults and lifted, exports.ts),
// BENCH_ONLY=webhooks (webhook deliveries per second to 3 local endpoints, webhooks.ts; BENCH_WEBHOOK_EVENTS,
// default 3 000), BENCH_ONLY=api (GET /api/v1/sales over 1 000 000 sales, public-api.ts).
// Targets live in targets.ts.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { products } from '@afilia/db';
import { bundleReport } from './bundle-size';
import { withCpuProfile } from './cpu-profile';
import { runExportsBench } from './exports';
import {
  type BenchSettings,
  type BenchTarget,
  type ComparedMeasurement,
  type Measurement,
  measureTarget,
  resultsTable,
  verifyTarget,
} from './measure';
import { seedSalesHistory } from './overview';
import { runPublicApiBench } from './public-api';
import { measureRedirect, redirectReport } from './redirect';
import { runReportsBench } from './reports';
import { ADMIN, PRODUCER, RESELLER_EMAIL, runCheckout, runOverview, runPaymentHistory } from './run-modes';
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
  startMinimalTrpc,
  webDistDir,
} from './servers';
import { bareTarget, benchTargets, minimalTrpcTarget } from './targets';
import { measureUpload } from './upload';
import { runWebhooksBench } from './webhooks';

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
  const apiOnly =
    only === 'checkout' ||
    only === 'overview' ||
    only === 'payments' ||
    only === 'reports' ||
    only === 'exports' ||
    only === 'webhooks' ||
    only === 'api';
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
    const minimalTrpc: Started = await startMinimalTrpc();
    cleanups.push(() => minimalTrpc.close());

    if (apiOnly) {
      printHeader(database, settings);
      if (only === 'checkout') await runCheckout(database, afilia, settings);
      else if (only === 'exports') console.log(await runExportsBench(database, afilia, settings, PRODUCER));
      else if (only === 'payments') await runPaymentHistory(database, afilia, settings);
      else if (only === 'api') {
        console.log('## Producer REST API: GET /api/v1/sales over a large history\n');
        console.log(
          await runPublicApiBench(database.handle.db, afilia, settings, (db) =>
            seedSalesHistory(db, PRODUCER.email, RESELLER_EMAIL),
          ),
        );
      } else if (only === 'webhooks') {
        console.log('## Webhooks: deliveries to local receivers\n');
        console.log(
          await runWebhooksBench(database.handle.db, numberFromEnv('BENCH_WEBHOOK_EVENTS', 3000, 10)),
        );
      } else if (only === 'reports') {
        console.log('## Reports: Relatórios and their exports over a large sales history\n');
        console.log(await runReportsBench(database.handle.db));
      } else await runOverview(database, afilia, settings);
      return;
    }

    process.stderr.write('seeding the products catalogue…\n');
    await seedCatalogue(database.handle.db, PRODUCER.email);
    // The products.list goal is stated for a table of at least 200 000 products: count what is really there.
    const seeded = await database.handle.db.$count(products);
    if (seeded < 200_000)
      process.stderr.write(
        `warning: only ${seeded} products in the table (the goal is stated for ≥ 200 000)\n`,
      );
    process.stderr.write('seeding the users…\n');
    const seededUsers = await seedUsers(database.handle.db);
    const affiliateLink = await seedAffiliateLink(database.handle.db, PRODUCER.email, RESELLER_EMAIL);
    const producerCookie = await login(afilia.origin, PRODUCER.email, PRODUCER.password, 'producer');
    const adminCookie = await login(afilia.origin, ADMIN.email, ADMIN.password, 'producer');
    const benchContext = {
      app: afilia.origin,
      bare: bare.origin,
      minimalTrpc: minimalTrpc.origin,
      producerCookie,
      producerEmail: PRODUCER.email,
      adminCookie,
    };
    const references = { bare: bareTarget(benchContext), trpc: minimalTrpcTarget(benchContext) };
    const targets = selectTargets(benchTargets(benchContext));
    const redirectOnly = process.env.BENCH_ONLY === 'redirect';
    if (!redirectOnly)
      for (const target of [references.bare, references.trpc, ...targets]) await verifyTarget(target);

    printHeader(database, settings);

    // BENCH_ONLY=redirect measures the affiliate redirect alone (with a small catalogue, see BENCH_PRODUCTS_*).
    const compared: ComparedMeasurement[] = [];
    for (const [index, target] of (redirectOnly ? [] : targets).entries()) {
      process.stderr.write(`measuring ${target.name} and the references…\n`);
      compared.push(await measureCompared(target, references, settings, index % 2 === 0));
    }
    if (!redirectOnly) console.log(resultsTable(compared));
    const failing = compared
      .flatMap((row) => [row.app, row.bare, row.trpc])
      .filter((m) => m.unexpected > 0 || m.errors > 0);
    if (failing.length > 0) {
      console.log(
        `\nWarning: unexpected statuses or errors on ${[...new Set(failing.map((m) => m.target.name))].join(', ')}.`,
      );
    }

    console.log(
      `\n(${seeded.toLocaleString('en-US')} products in the table for the products.list rows; ${seededUsers.toLocaleString('en-US')} users for the users.list rows.)`,
    );

    if (!redirectOnly && !process.env.BENCH_TARGETS) {
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

/** BENCH_TARGETS: only the targets whose name contains one of its comma-separated parts. */
function selectTargets(targets: BenchTarget[]): BenchTarget[] {
  const parts = (process.env.BENCH_TARGETS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return targets;
  const selected = targets.filter((target) => parts.some((part) => target.name.includes(part)));
  if (selected.length === 0) throw new Error(`BENCH_TARGETS=${process.env.BENCH_TARGETS} matches no target`);
  return selected;
}

/**
 * One app target and both references, back to back; the order alternates between targets (references first,
 * then last) so neither side always runs on a warmer or a more tired machine.
 */
async function measureCompared(
  target: BenchTarget,
  references: { bare: BenchTarget; trpc: BenchTarget },
  settings: BenchSettings,
  referencesFirst: boolean,
): Promise<ComparedMeasurement> {
  const measured = new Map<BenchTarget, Measurement>();
  const order = referencesFirst
    ? [references.bare, references.trpc, target]
    : [target, references.trpc, references.bare];
  const profileDir = process.env.BENCH_CPU_PROFILE;
  for (const next of order) {
    const measure = () => measureTarget(next, settings);
    measured.set(
      next,
      profileDir && next === target ? await withCpuProfile(profileDir, next.name, measure) : await measure(),
    );
  }
  const get = (which: BenchTarget) => {
    const measurement = measured.get(which);
    if (!measurement) throw new Error(`${which.name} was not measured`);
    return measurement;
  };
  return { app: get(target), bare: get(references.bare), trpc: get(references.trpc) };
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

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
