// `npm run bench:lighthouse`: Lighthouse (mobile defaults: 4× CPU slowdown, slow 4G) on the public pages of
// the built app. Builds nothing itself (the npm script builds the server and the web app first). Starts the
// real app in this process on a fresh database seeded with the demo data and its catalogue, runs Lighthouse
// on the public pages (`/`, `/login`, `/plans`, a demo product's `/p/{code}`, `/register`, `/features`, `/about`,
// `/contact`, `/blog`, `/terms`, `/privacy`) with headless Chromium, and prints a Markdown
// table plus every accessibility and best-practices audit that did not pass.
//
// Lighthouse is not a dependency of the repository: the script runs `lighthouse` from LIGHTHOUSE_BIN (e.g.
// /tmp/lh/node_modules/.bin/lighthouse after `npm install --prefix /tmp/lh lighthouse@13`), otherwise
// `npx --yes lighthouse@13`.
//
// Environment: DATABASE_URL (PostgreSQL in a throwaway database; default embedded PGlite in a temp dir),
// CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (runs per page, the median by performance score
// is reported; default 1), LIGHTHOUSE_ORIGIN (measure an app already running there instead of starting one;
// LIGHTHOUSE_PRODUCT_CODE then names the product), LIGHTHOUSE_REPORT_DIR (where the JSON reports go; default
// a temp dir).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, products } from '@afilia/db';
import { buildApp, loadConfig } from '@afilia/server';
import { seedDemoData } from '../../apps/server/src/seed';
import { freePort } from './free-port';
import { type BenchDatabase, createBenchDatabase, webDistDir } from './servers';

const run = promisify(execFile);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { type?: string; items?: unknown[] };
}

interface LighthouseReport {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditResult>;
}

interface PageResult {
  label: string;
  report: LighthouseReport;
}

/** The app as `npm start` runs it in production, with the demo data and the demo catalogue (images). */
async function startSeededApp(
  database: BenchDatabase,
): Promise<{ origin: string; productCode: string; close(): Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    // No Stripe here: the built-in test payments, which production mode runs only when asked to.
    PAYMENTS_TEST_MODE: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: database.dataDir,
    WEB_DIST_DIR: webDistDir,
    FILES_SIGNING_SECRET: 'lighthouse-signing-secret-lighthouse-signing',
    APP_ENCRYPTION_KEY: Buffer.alloc(32, 12).toString('base64'),
  });
  const { app, storage } = await buildApp(config, { db: database.handle });
  await seedDemoData(database.handle.db, 'test', new Date(), storage);
  const [product] = await database.handle.db
    .select({ code: products.productCode })
    .from(products)
    .orderBy(asc(products.createdAt))
    .limit(1);
  if (!product) throw new Error('the demo seed created no product');
  await app.listen({ port, host: '127.0.0.1' });
  return { origin, productCode: product.code, close: () => app.close() };
}

async function lighthouse(url: string, outputPath: string): Promise<LighthouseReport> {
  const bin = process.env.LIGHTHOUSE_BIN;
  const args = [
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ];
  const [command, commandArgs] = bin ? [bin, args] : ['npx', ['--yes', 'lighthouse@13', ...args]];
  const options = {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  };
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP on a busy machine): run it again.
  for (let attempt = 1; ; attempt++) {
    try {
      await run(command, commandArgs, options);
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`lighthouse ${url}: attempt ${attempt} failed, again\n`);
    }
  }
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
  if (report.runtimeError)
    throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

const score = (report: LighthouseReport, category: Category) => {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? '–' : String(Math.round(value * 100));
};
const numeric = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function requestStats(report: LighthouseReport): { requests: number; transferKb: number } {
  const items = (report.audits['network-requests']?.details?.items ?? []) as { transferSize?: number }[];
  const transfer = items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return { requests: items.length, transferKb: transfer / 1024 };
}

function table(results: PageResult[]): string {
  const lines = [
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | requests | transferred |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { label, report } of results) {
    const { requests, transferKb } = requestStats(report);
    lines.push(
      `| ${label} | ${score(report, 'performance')} | ${score(report, 'accessibility')} | ${score(report, 'best-practices')} | ${seconds(numeric(report, 'first-contentful-paint'))} | ${seconds(numeric(report, 'largest-contentful-paint'))} | ${Math.round(numeric(report, 'total-blocking-time'))} ms | ${numeric(report, 'cumulative-layout-shift').toFixed(3)} | ${requests} | ${transferKb.toFixed(0)} KB |`,
    );
  }
  return lines.join('\n');
}

/** The audits of the accessibility and best-practices categories that failed, per page. */
function failedAudits(results: PageResult[]): string {
  const lines: string[] = [];
  for (const { label, report } of results) {
    for (const category of ['accessibility', 'best-practices'] as const) {
      for (const ref of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) continue;
        if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
        const count = audit.details?.items?.length;
        lines.push(`- ${label} · ${category} · ${audit.id}: ${audit.title}${count ? ` (${count})` : ''}`);
      }
    }
  }
  return lines.length > 0 ? lines.join('\n') : '- none';
}

function median(reports: LighthouseReport[]): LighthouseReport {
  const sorted = [...reports].sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)] as LighthouseReport;
}

async function main() {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
  const reportDir =
    process.env.LIGHTHOUSE_REPORT_DIR ?? mkdtempSync(path.join(tmpdir(), 'afilia-lighthouse-'));
  mkdirSync(reportDir, { recursive: true });

  let database: BenchDatabase | null = null;
  let app: { origin: string; productCode: string; close(): Promise<void> };
  if (process.env.LIGHTHOUSE_ORIGIN) {
    const productCode = process.env.LIGHTHOUSE_PRODUCT_CODE;
    if (!productCode) throw new Error('LIGHTHOUSE_ORIGIN needs LIGHTHOUSE_PRODUCT_CODE');
    app = { origin: process.env.LIGHTHOUSE_ORIGIN.replace(/\/$/, ''), productCode, close: async () => {} };
  } else {
    database = await createBenchDatabase(process.env.DATABASE_URL);
    app = await startSeededApp(database);
  }
  try {
    const pages = [
      { label: '/', path: '/' },
      { label: '/login', path: '/login' },
      { label: '/plans', path: '/plans' },
      { label: '/p/{code}', path: `/p/${app.productCode}` },
      ...['/register', '/features', '/about', '/contact', '/blog', '/terms', '/privacy'].map((path) => ({
        label: path,
        path,
      })),
    ];
    // One request first, so the first Lighthouse run does not pay for the server's cold caches.
    for (const page of pages) await fetch(`${app.origin}${page.path}`).then((response) => response.text());
    const results: PageResult[] = [];
    for (const page of pages) {
      const reports: LighthouseReport[] = [];
      for (let i = 0; i < runs; i++) {
        const name = `${page.path.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`;
        reports.push(await lighthouse(`${app.origin}${page.path}`, path.join(reportDir, name)));
      }
      const report = median(reports);
      results.push({ label: page.label, report });
      process.stderr.write(`measured ${page.label}\n`);
    }
    console.log(`Lighthouse mobile (default throttling), ${runs} run(s) per page, median by performance.\n`);
    console.log(table(results));
    console.log('\nAccessibility and best-practices audits that did not pass:\n');
    console.log(failedAudits(results));
    console.log(`\nJSON reports: ${reportDir}`);
  } finally {
    await app.close();
    await database?.cleanup();
  }
}

await main();
