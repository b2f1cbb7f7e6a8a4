// BENCH_ONLY=api: the producer REST API over a large sales history. The demo producer gets 1 000 000 sales
// (overview.ts's seed), the Visionário plan and an API key; `GET /api/v1/sales` is measured with autocannon
// at the bench's connections (10 by default): the first page, a status filter, and a page deep in the
// history through its cursor; then a page of 100 over 30 days, for scale. Goal: p99 < 50 ms at 10 connections
// for the default page of 20 (the first three).
import { createHash, randomBytes } from 'node:crypto';
import { apiKeys, type Database, desc, eq, sales, subscriptions } from '@afilia/db';
import { withCpuProfile } from './cpu-profile';
import { type BenchSettings, type Measurement, markdownTable, measureTarget, verifyTarget } from './measure';
import type { OverviewSeed } from './overview';
import type { StartedAfilia } from './servers';

async function benchKey(db: Database, producerId: string): Promise<string> {
  await db.update(subscriptions).set({ planId: 'visionario' }).where(eq(subscriptions.userId, producerId));
  const key = `afilia_live_${randomBytes(24).toString('base64url').slice(0, 32)}`;
  await db.insert(apiKeys).values({
    producerId,
    name: 'Bench',
    tokenHash: createHash('sha256').update(key, 'utf8').digest('hex'),
    display: `afilia_live_…${key.slice(-4)}`,
    scopes: ['sales:read'],
  });
  return key;
}

/** The cursor of the page that starts `depth` sales into the producer's history. */
async function deepCursor(db: Database, producerId: string, depth: number): Promise<string> {
  const [row] = await db
    .select({ id: sales.id, createdAt: sales.createdAt })
    .from(sales)
    .where(eq(sales.producerId, producerId))
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .offset(depth)
    .limit(1);
  if (!row) throw new Error('bench: the history is shorter than the cursor depth');
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`, 'utf8').toString('base64url');
}

export async function runPublicApiBench(
  db: Database,
  afilia: StartedAfilia,
  settings: BenchSettings,
  seedHistory: (db: Database) => Promise<OverviewSeed>,
): Promise<string> {
  process.stderr.write('seeding the sales history…\n');
  const seed = await seedHistory(db);
  const key = await benchKey(db, seed.producerId);
  const cursor = await deepCursor(db, seed.producerId, 500_000);
  const headers = { authorization: `Bearer ${key}` };
  const check = (body: string) =>
    body.includes('"object":"list"') && body.includes('"object":"sale"') ? undefined : 'no sales listed';
  const targets = [
    { name: 'GET /api/v1/sales?limit=20 (first page)', path: '/api/v1/sales?limit=20' },
    { name: 'GET /api/v1/sales?status=paid&limit=20', path: '/api/v1/sales?status=paid&limit=20' },
    {
      name: 'GET /api/v1/sales?limit=20&cursor=… (500 000 deep)',
      path: `/api/v1/sales?limit=20&cursor=${cursor}`,
    },
    { name: 'GET /api/v1/sales?limit=100&period=30d', path: '/api/v1/sales?limit=100&period=30d' },
  ];
  const results: Measurement[] = [];
  for (const target of targets) {
    const full = { ...target, origin: afilia.origin, headers, check };
    await verifyTarget(full);
    process.stderr.write(`measuring ${target.name}…\n`);
    const measure = () => measureTarget(full, settings);
    const profileDir = process.env.BENCH_CPU_PROFILE;
    results.push(profileDir ? await withCpuProfile(profileDir, target.name, measure) : await measure());
  }
  const table = markdownTable(
    ['request', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
    results.map((m) => [
      m.target.name,
      m.requestsPerSecond.toFixed(0),
      m.p50 === 0 ? '<1' : String(m.p50),
      String(m.p99),
      String(m.unexpected),
      String(m.errors + m.timeouts),
    ]),
    [false, true, true, true, true, true],
  );
  const defaultPages = results.filter((m) => !m.target.name.includes('limit=100'));
  const worst = Math.max(...defaultPages.map((m) => m.p99));
  return [
    `${seed.sales.toLocaleString('en-US')} sales of one producer (seeded in ${seed.seconds.toFixed(0)} s), ${settings.connections} connections, ${settings.duration} s each.`,
    '',
    table,
    '',
    `Goal p99 < 50 ms at 10 connections for a page of 20: ${worst < 50 ? 'met' : 'not met'} (worst p99 ${worst} ms; the page of 100 is listed for scale).`,
  ].join('\n');
}
