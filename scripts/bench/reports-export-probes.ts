// The export's memory: one year of sales exported into a counting sink with the RSS sampled, in this process
// (PGlite) or in fresh processes of their own (export-probe.ts, on PostgreSQL).
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Database, rawRows, sql } from '@afilia/db';
import { addCalendarDays, businessDay } from '@afilia/validators';
import {
  prepareReportExport,
  writeReportExport,
} from '../../packages/api/src/services/reports/export/report-export';
import { forcedGc, samplePeakMemory } from './memory-peak';
import type { Seeded } from './reports-world';

/** A sink that only counts, so the export's own memory is what the samples see. */
function countingSink(): { sink: Writable; bytes: () => number } {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  return { sink, bytes: () => bytes };
}

export interface ExportRun {
  format: 'xlsx' | 'pdf';
  rows: number;
  seconds: number;
  bytes: number;
  /** In a process started as the server is (SERVER_HEAP_FLAG). */
  peakGrowthMb: number;
  /** In a process with Node's default heap ceiling (a quarter of the machine's memory); null on PGlite. */
  defaultHeapGrowthMb: number | null;
  /** The same export with a full GC forced at every sample: what it really holds, without V8's slack. */
  retainedGrowthMb: number;
}

/**
 * The server's heap ceiling, as `npm start`, docker/Dockerfile and the scale run start it: V8 sizes the steps
 * between its collections to the ceiling, so it decides how much garbage an export leaves before a collection.
 */
export const SERVER_HEAP_FLAG = '--max-old-space-size=1024';

interface ProbeResult {
  rows: number;
  seconds: number;
  bytes: number;
  growthMb: number;
}

/** The export in this process (PGlite: one connection, nothing to hand over to another process). */
async function exportHere(
  db: Database,
  seeded: Seeded,
  format: 'xlsx' | 'pdf',
  gc: (() => void) | null,
): Promise<ProbeResult> {
  const today = businessDay(new Date());
  const input = {
    period: 'custom' as const,
    from: addCalendarDays(today, -364),
    to: today,
    tab: 'sales' as const,
    format,
  };
  const memory = samplePeakMemory(gc);
  const started = performance.now();
  try {
    const prepared = await prepareReportExport(db, {
      actor: seeded.producer,
      scope: 'own',
      input,
      locale: 'pt-BR',
      brandName: 'Afilia',
    });
    const { sink, bytes } = countingSink();
    await writeReportExport(prepared, sink);
    const growthMb = memory.stop();
    return {
      rows: prepared.document.tables.find((table) => table.key === 'sales')?.rowCount ?? 0,
      seconds: (performance.now() - started) / 1000,
      bytes: bytes(),
      growthMb,
    };
  } finally {
    memory.stop();
  }
}

const execFileAsync = promisify(execFile);
const PROBE = fileURLToPath(new URL('./export-probe.ts', import.meta.url));

/** The export in a fresh process of its own (export-probe.ts), so nothing the bench did before counts. */
async function exportInProbe(
  databaseUrl: string,
  seeded: Seeded,
  format: 'xlsx' | 'pdf',
  gc: boolean,
  heap: 'server' | 'default' = 'server',
): Promise<ProbeResult> {
  const args = [
    ...(heap === 'server' ? [SERVER_HEAP_FLAG] : []),
    '--import',
    'tsx',
    PROBE,
    databaseUrl,
    seeded.producer.id,
    format,
    ...(gc ? ['gc'] : []),
  ];
  const { stdout } = await execFileAsync(process.execPath, args, { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ProbeResult;
}

/**
 * The export into a counting sink with the RSS sampled every 50 ms; then again with a full GC before each
 * sample, measuring the heap and buffers in use: what the export holds. On PostgreSQL each run is a process
 * of its own.
 */
export async function measureExport(
  db: Database,
  seeded: Seeded,
  format: 'xlsx' | 'pdf',
): Promise<ExportRun> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const plain = await exportHere(db, seeded, format, null);
    const collected = await exportHere(db, seeded, format, forcedGc());
    return {
      format,
      ...plain,
      peakGrowthMb: plain.growthMb,
      defaultHeapGrowthMb: null,
      retainedGrowthMb: collected.growthMb,
    };
  }
  const [current] = rawRows(await db.execute(sql`select current_database() as name`)) as { name: string }[];
  const url = new URL(base);
  url.pathname = `/${current?.name ?? ''}`;
  const plain = await exportInProbe(url.toString(), seeded, format, false);
  const defaultHeap = await exportInProbe(url.toString(), seeded, format, false, 'default');
  const collected = await exportInProbe(url.toString(), seeded, format, true);
  return {
    format,
    ...plain,
    peakGrowthMb: plain.growthMb,
    defaultHeapGrowthMb: defaultHeap.growthMb,
    retainedGrowthMb: collected.growthMb,
  };
}
