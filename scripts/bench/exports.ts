// BENCH_ONLY=exports: what other users feel while report exports run. One producer with BENCH_EXPORTS_SALES
// (default 100 000) sales over a year keeps six exports of that year in flight (three XLSX, three PDF; a new
// one starts when one ends, a refused one waits its Retry-After), while autocannon measures another user's
// GET /trpc/auth.me. Three scenarios: idle; with the export limits at their defaults (one per user, the CPU
// count per instance); and with the limits lifted to six, as before they existed.
import { performance } from 'node:perf_hooks';
import { createSession, sessionCookieName } from '@afilia/auth';
import { addCalendarDays, businessDay } from '@afilia/validators';
import { type BenchSettings, type Measurement, markdownTable, measureTarget } from './measure';
import { count } from './reports-print';
import { addUsers, seedProducer } from './reports-world';
import { type BenchDatabase, login, type StartedAfilia, startAfilia } from './servers';

const SALES = Number(process.env.BENCH_EXPORTS_SALES ?? 100_000);
const EXPORTS_IN_FLIGHT = 6;

interface ExportLoad {
  completed: number[];
  refused: number;
  stop(): Promise<{ unfinished: number }>;
}

/** Six loops, each asking for one export after another until stopped. */
function keepExporting(origin: string, cookie: string, query: string): ExportLoad {
  const completed: number[] = [];
  let refused = 0;
  let running = true;
  const abort = new AbortController();
  const loop = async (format: 'xlsx' | 'pdf') => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/api/reports/export?tab=sales&format=${format}&${query}`, {
          headers: { cookie },
          signal: abort.signal,
        });
        if (response.status === 429) {
          refused++;
          await response.arrayBuffer();
          const wait = Number(response.headers.get('retry-after') ?? 1) * 1000;
          await new Promise((resolve) => setTimeout(resolve, wait));
          continue;
        }
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`export answered ${response.status}`);
        completed.push(performance.now() - started);
      } catch (error) {
        if (!running) return 'unfinished';
        throw error;
      }
    }
    return 'stopped';
  };
  const loops = Array.from({ length: EXPORTS_IN_FLIGHT }, (_, i) => loop(i % 2 === 0 ? 'xlsx' : 'pdf'));
  return {
    completed,
    get refused() {
      return refused;
    },
    async stop() {
      running = false;
      abort.abort();
      const ends = await Promise.all(loops.map((run) => run.catch(() => 'unfinished')));
      return { unfinished: ends.filter((end) => end === 'unfinished').length };
    },
  };
}

interface Scenario {
  name: string;
  latency: Measurement;
  exports: { completed: number[]; refused: number; unfinished: number } | null;
}

export async function runExportsBench(
  database: BenchDatabase,
  limited: StartedAfilia,
  settings: BenchSettings,
  demoProducer: { email: string; password: string },
): Promise<string> {
  const db = database.handle.db;
  process.stderr.write(`seeding ${count(SALES)} sales for the exports…\n`);
  const resellerIds = await addUsers(
    db,
    'reseller',
    Array.from({ length: 50 }, (_, i) => `Revendedor ${i + 1}`),
  );
  const seeded = await seedProducer(db, { tag: 'XP', sales: SALES, days: 364, productCount: 5, resellerIds });
  const session = await createSession(db, seeded.producer.id);
  const exporterCookie = `${sessionCookieName(true)}=${session.token}`;
  const today = businessDay(new Date());
  const query = `period=custom&from=${addCalendarDays(today, -364)}&to=${today}`;

  const lifted = await startAfilia(database, {
    REPORT_EXPORT_MAX_PER_USER: String(EXPORTS_IN_FLIGHT),
    REPORT_EXPORT_MAX_CONCURRENT: String(EXPORTS_IN_FLIGHT),
  });
  try {
    const measureOn = async (app: StartedAfilia, name: string, withExports: boolean): Promise<Scenario> => {
      const cookie = await login(app.origin, demoProducer.email, demoProducer.password, 'producer');
      const load = withExports ? keepExporting(app.origin, exporterCookie, query) : null;
      // Let the exports get going before the window opens.
      if (load) await new Promise((resolve) => setTimeout(resolve, 2000));
      process.stderr.write(`measuring: ${name}…\n`);
      const latency = await measureTarget(
        { name, origin: app.origin, path: '/trpc/auth.me', headers: { cookie } },
        settings,
      );
      const ended = load ? await load.stop() : null;
      return {
        name,
        latency,
        exports:
          load && ended
            ? { completed: load.completed, refused: load.refused, unfinished: ended.unfinished }
            : null,
      };
    };
    const scenarios = [
      await measureOn(limited, 'idle', false),
      await measureOn(limited, `${EXPORTS_IN_FLIGHT} exports asked, limits at their defaults`, true),
      await measureOn(
        lifted,
        `${EXPORTS_IN_FLIGHT} exports asked, limits lifted to ${EXPORTS_IN_FLIGHT}`,
        true,
      ),
    ];
    return exportsReport(scenarios);
  } finally {
    await lifted.close();
  }
}

function exportsReport(scenarios: Scenario[]): string {
  const ms = (value: number) => (value === 0 ? '<1' : value.toFixed(0));
  const rows = scenarios.map(({ name, latency, exports }) => [
    name,
    latency.requestsPerSecond.toFixed(0),
    ms(latency.p50),
    ms(latency.p99),
    exports ? String(exports.completed.length) : '–',
    exports ? String(exports.unfinished) : '–',
    exports ? String(exports.refused) : '–',
    exports && exports.completed.length > 0 ? `${(Math.max(...exports.completed) / 1000).toFixed(1)} s` : '–',
  ]);
  return [
    `## Exports: another user's GET /trpc/auth.me while one producer exports a year of ${count(SALES)} sales\n`,
    markdownTable(
      [
        'scenario',
        'auth.me req/s',
        'p50 ms',
        'p99 ms',
        'exports done',
        'in flight at end',
        '429s',
        'slowest export',
      ],
      rows,
      [false, true, true, true, true, true, true, true],
    ),
  ].join('\n');
}
