import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emailOutbox } from '@afilia/db';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { runJobOnce } from '../../src/jobs/run-periodic';
import { AppMetrics } from '../../src/metrics/app-metrics';
import { NOT_FOUND_ROUTE } from '../../src/metrics/http-metrics';
import { OutboxBacklogReader } from '../../src/metrics/outbox-backlog';
import { RequestDurationHistogram } from '../../src/metrics/request-histogram';
import {
  allProcedurePaths,
  createTestApp,
  PRODUCTION_SECRETS,
  TEST_ORIGIN,
  type TestApp,
} from '../support/harness';

const PRODUCTION = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };
const TOKEN = 'metrics-token-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (the label values this app emits hold no commas or quotes). */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
      const [key = '', quoted = ''] = pair.split('=');
      labels[key] = quoted.replace(/^"|"$/g, '');
    }
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

function labelValues(samples: Sample[], name: string, label: string): Set<string> {
  return new Set(samples.filter((s) => s.name === name).map((s) => s.labels[label] ?? ''));
}

function countOf(samples: Sample[], name: string, labels: Record<string, string>): number | undefined {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  )?.value;
}

/** A web build of one page: enough for the SPA's catch-all route (`/*`, product pages included) to be registered. */
function oneFileWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'afilia-metrics-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Afilia</title><div id="root"></div>');
  return dir;
}

async function scrape(t: TestApp, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: response.body, samples: parseSamples(response.body) };
}

describe('/metrics', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = oneFileWebBuild();
    t = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the default process metrics and the app histograms, labelled by route pattern', async () => {
    for (const url of ['/healthz', '/healthz', '/p/ABCD', '/p/WXYZ', '/files/product-images/abc123.png'])
      await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'POST', url: '/no/such/route/42', headers: { origin: TEST_ORIGIN } });
    const { text, samples } = await scrape(t);

    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'http_request_duration_seconds',
      'trpc_procedure_duration_seconds',
      'job_runs_total',
      'job_duration_seconds',
      'email_outbox_pending',
      'click_buffer_pending',
    ])
      expect(text).toContain(`# TYPE ${name} `);

    const routes = labelValues(samples, 'http_request_duration_seconds_count', 'route');
    expect(routes).toContain('/healthz');
    expect(routes).toContain('/*');
    expect(routes).toContain('/files/product-images/:key');
    expect(routes).toContain(NOT_FOUND_ROUTE);
    for (const route of routes) expect(route).not.toMatch(/ABCD|WXYZ|abc123|such/);
    expect(
      countOf(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/healthz',
        status_class: '2xx',
      }),
    ).toBe(2);
    expect(
      countOf(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/*',
        status_class: '4xx',
      }),
    ).toBe(2);
    expect(
      countOf(samples, 'http_request_duration_seconds_count', { method: 'POST', route: NOT_FOUND_ROUTE }),
    ).toBe(1);
  });

  it('times tRPC calls per procedure and outcome, never under a name the router lacks', async () => {
    expect((await t.call('auth.me')).ok).toBe(true);
    expect((await t.call('products.list', {})).status).toBe(401);
    await t.app.inject({ method: 'GET', url: '/trpc/auth.me,no.such.procedure?batch=1&input={}' });
    await t.app.inject({ method: 'GET', url: '/trpc/%3Cscript%3E' });
    const { samples } = await scrape(t);

    const procedures = labelValues(samples, 'trpc_procedure_duration_seconds_count', 'procedure');
    const known = new Set(allProcedurePaths());
    for (const procedure of procedures) expect(known.has(procedure) || procedure === 'unknown').toBe(true);
    expect(procedures).toContain('unknown');
    expect(
      countOf(samples, 'trpc_procedure_duration_seconds_count', { procedure: 'auth.me', outcome: 'ok' }),
    ).toBe(2);
    expect(
      countOf(samples, 'trpc_procedure_duration_seconds_count', {
        procedure: 'products.list',
        outcome: 'UNAUTHORIZED',
      }),
    ).toBe(1);
    expect(
      countOf(samples, 'trpc_procedure_duration_seconds_count', {
        procedure: 'unknown',
        outcome: 'NOT_FOUND',
      }),
    ).toBe(2);
  });

  it('labels calls refused before tRPC ran as rejected', async () => {
    const eleven = Array.from({ length: 11 }, () => 'auth.me').join(',');
    expect((await t.app.inject({ method: 'GET', url: `/trpc/${eleven}?batch=1` })).statusCode).toBe(400);
    const { samples } = await scrape(t);
    expect(
      countOf(samples, 'trpc_procedure_duration_seconds_count', {
        procedure: 'auth.me',
        outcome: 'rejected',
      }),
    ).toBe(11);
  });

  it('counts job runs by outcome and times them', async () => {
    const metrics = new AppMetrics({ db: t.db, clickBuffer: { pendingCount: 0 } });
    const runner = { logger: t.app.log, metrics };
    expect(await runJobOnce({ name: 'test_job', run: async () => ({ ran: true }) }, runner)).toBe('ok');
    expect(await runJobOnce({ name: 'test_job', run: async () => ({ ran: false }) }, runner)).toBe('skipped');
    const failing = async () => {
      throw new Error('job broke');
    };
    expect(await runJobOnce({ name: 'test_job', run: failing }, runner)).toBe('error');
    const samples = parseSamples(await metrics.registry.metrics());
    for (const outcome of ['ok', 'skipped', 'error'])
      expect(countOf(samples, 'job_runs_total', { job: 'test_job', outcome })).toBe(1);
    expect(countOf(samples, 'job_duration_seconds_count', { job: 'test_job' })).toBe(3);
  });

  it('reports the outbox backlog of the retry horizon, counted at most every few seconds', async () => {
    const now = Date.now();
    const email = (status: 'pending' | 'failed' | 'sent', ageMs: number) => ({
      to: 'backlog@example.com',
      subject: 'Backlog',
      html: '<p>Backlog</p>',
      text: 'Backlog',
      template: 'test',
      locale: 'pt-BR' as const,
      status,
      createdAt: new Date(now - ageMs),
    });
    await t.db
      .insert(emailOutbox)
      .values([
        email('pending', 60_000),
        email('pending', 1000),
        email('failed', 3_600_000),
        email('sent', 1000),
        email('pending', 2 * 24 * 3_600_000),
      ]);
    const reader = new OutboxBacklogReader(t.db, 10_000);
    expect(await reader.read(now)).toEqual({ pending: 2, failed: 1 });
    await t.db.insert(emailOutbox).values(email('failed', 1000));
    expect(await reader.read(now + 5000)).toEqual({ pending: 2, failed: 1 });
    expect(await reader.read(now + 10_000)).toEqual({ pending: 2, failed: 2 });

    const metrics = new AppMetrics({ db: t.db, clickBuffer: { pendingCount: 7 } });
    const samples = parseSamples(await metrics.registry.metrics());
    expect(countOf(samples, 'email_outbox_pending', { status: 'pending' })).toBe(2);
    expect(countOf(samples, 'email_outbox_pending', { status: 'failed' })).toBe(2);
    expect(countOf(samples, 'click_buffer_pending', {})).toBe(7);
    // The app's own gauges, read on its scrape.
    const scraped = await scrape(t);
    expect(countOf(scraped.samples, 'click_buffer_pending', {})).toBe(0);
    expect(scraped.samples.some((s) => s.name === 'email_outbox_pending')).toBe(true);
  });
});

describe('http_request_duration_seconds', () => {
  it('exports cumulative buckets, sum and count per method, route and status class', async () => {
    const histogram = new RequestDurationHistogram([0.001, 0.005, 10]);
    for (const seconds of [0.0005, 0.003, 20]) histogram.observe('GET', '/r/:code', 302, seconds);
    histogram.observe('GET', '/r/:code', 404, 0.002);
    const registry = new Registry();
    registry.registerMetric(histogram.asMetric());
    const samples = parseSamples(await registry.metrics());
    const redirects = { method: 'GET', route: '/r/:code', status_class: '3xx' };
    const bucket = (le: string) =>
      countOf(samples, 'http_request_duration_seconds_bucket', { ...redirects, le });
    expect([bucket('0.001'), bucket('0.005'), bucket('10'), bucket('+Inf')]).toEqual([1, 2, 2, 3]);
    expect(countOf(samples, 'http_request_duration_seconds_sum', redirects)).toBeCloseTo(20.0035);
    expect(countOf(samples, 'http_request_duration_seconds_count', redirects)).toBe(3);
    expect(countOf(samples, 'http_request_duration_seconds_count', { status_class: '4xx' })).toBe(1);
  });
});

describe('/metrics in production', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers only the METRICS_TOKEN bearer', async () => {
    t = await createTestApp({ ...PRODUCTION, METRICS_TOKEN: TOKEN });
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(without.body).not.toContain('http_request_duration_seconds');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer '])
      expect(
        (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })).statusCode,
      ).toBe(401);
    const { samples } = await scrape(t, { authorization: `Bearer ${TOKEN}` });
    expect(samples.some((s) => s.name === 'process_resident_memory_bytes')).toBe(true);
  });

  it('is not served without a token, and the start-up says so', async () => {
    expect(loadConfig(PRODUCTION).warnings.join('\n')).toMatch(/METRICS_TOKEN is not set/);
    // With the web app's catch-all route present: a scraper gets a 404, not the app's HTML.
    const webDist = oneFileWebBuild();
    try {
      t = await createTestApp({ ...PRODUCTION, WEB_DIST_DIR: webDist });
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, requestId: response.headers['x-request-id'] });
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
