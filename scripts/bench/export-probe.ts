// One report export in a process of its own (reports-export-probes.ts starts it), so the memory it measures is
// the export's and not what the bench did before: `node --import tsx export-probe.ts <databaseUrl> <producerId>
// <xlsx|pdf> [gc]`. Exports the producer's last year of sales into a counting sink, samples RSS every 50 ms
// (with `gc`: a full GC before each sample, every 200 ms, and the heap and buffers in use measured instead),
// and prints one line of JSON.
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { createDb, eq, profiles } from '@afilia/db';
import { addCalendarDays, businessDay } from '@afilia/validators';
import {
  prepareReportExport,
  writeReportExport,
} from '../../packages/api/src/services/reports/export/report-export';
import { forcedGc, samplePeakMemory } from './memory-peak';

const [databaseUrl = '', producerId = '', formatArg = 'xlsx', mode = ''] = process.argv.slice(2);
const format = formatArg === 'pdf' ? 'pdf' : 'xlsx';
const gc = mode === 'gc' ? forcedGc() : null;

const handle = createDb({ databaseUrl, maxConnections: 2 });
const [profile] = await handle.db.select().from(profiles).where(eq(profiles.id, producerId));
if (!profile) throw new Error(`no producer ${producerId}`);
const today = businessDay(new Date());
let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    bytes += chunk.length;
    callback();
  },
});

const memory = samplePeakMemory(gc);
const started = performance.now();
const prepared = await prepareReportExport(handle.db, {
  actor: { id: producerId, role: 'producer', profile },
  scope: 'own',
  input: { period: 'custom', from: addCalendarDays(today, -364), to: today, tab: 'sales', format },
  locale: 'pt-BR',
  brandName: 'Afilia',
});
await writeReportExport(prepared, sink);
const seconds = (performance.now() - started) / 1000;
const growthMb = memory.stop();
await handle.close();
console.log(
  JSON.stringify({
    rows: prepared.document.tables.find((table) => table.key === 'sales')?.rowCount ?? 0,
    seconds,
    bytes,
    growthMb,
  }),
);
