// The single-scenario modes of `npm run bench` (BENCH_ONLY=checkout, overview, payments), each against the
// started app on the bench database.
import { checkoutReportTable, measureCheckout, seedCheckoutProduct } from './checkout';
import type { BenchSettings } from './measure';
import {
  addReversalIndexes,
  measureDirectCalls,
  measureOverviewHttp,
  overviewReport,
  seedSalesHistory,
  userId,
} from './overview';
import { historyReport, measureHistoryCalls, measureHistoryHttp } from './payment-history';
import { type BenchDatabase, login, type StartedAfilia } from './servers';

export const PRODUCER = { email: 'produtor@demo.afilia.app', password: 'demo12345' } as const;
export const ADMIN = { email: 'admin@demo.afilia.app', password: 'demo12345' } as const;
export const RESELLER_EMAIL = 'revendedor@demo.afilia.app';

/** BENCH_ONLY=checkout: sales per second at 20 connections, and the proof of no duplicate sale. */
export async function runCheckout(database: BenchDatabase, afilia: StartedAfilia, settings: BenchSettings) {
  const product = await seedCheckoutProduct(database.handle.db, PRODUCER.email);
  process.stderr.write('measuring checkout.start…\n');
  const report = await measureCheckout({ origin: afilia.origin, db: database.handle.db, product, settings });
  console.log('## Checkout: checkout.start in test mode (card 4242), no reseller\n');
  console.log(checkoutReportTable(report));
}

/** BENCH_ONLY=overview: overview.get of a producer with 1 000 000 sales, without and with the reversal index. */
export async function runOverview(database: BenchDatabase, afilia: StartedAfilia, settings: BenchSettings) {
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

/** BENCH_ONLY=payments: payments.history of a producer with 1 000 000 sales. */
export async function runPaymentHistory(
  database: BenchDatabase,
  afilia: StartedAfilia,
  settings: BenchSettings,
) {
  const db = database.handle.db;
  process.stderr.write('seeding the sales history…\n');
  const seed = await seedSalesHistory(db, PRODUCER.email, RESELLER_EMAIL);
  const producerCookie = await login(afilia.origin, PRODUCER.email, PRODUCER.password, 'producer');
  process.stderr.write('measuring payments.history…\n');
  const direct = await measureHistoryCalls(db, seed.producerId);
  const http = await measureHistoryHttp(afilia.origin, producerCookie, settings);
  console.log('## Payments: payments.history of one producer with a large sales history\n');
  console.log(historyReport(seed, direct, http));
}
