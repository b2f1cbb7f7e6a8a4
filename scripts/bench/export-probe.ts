// One report export in a process of its own (reports-export-probes.ts starts it), so the memory it measures is
// the export's and not what the bench did before: `node --import tsx export-probe.ts <databaseUrl> <producerId>
// <xlsx|pdf> [gc]`. Exports the producer's last year of sales into a counting sink, samples RSS every 50 ms
// (with `gc`: a full GC before each sample, every 200 ms, and the heap and buffers in use measured instead),
// and prints one line of JSON.
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createDb, eq, profiles } from '@afilia/db';
import { businessDay } from '../../packages/api/src/services/overview/month-start';
import {
  prepareReportExport,
  writeReportExport,
} from '../../packages/api/src/services/reports/export/report-export';
import { addDays } from '../../packages/api/src/services/reports/report-period';

const [databaseUrl = '', producerId = '', formatArg = 'xlsx', mode = ''] = process.argv.slice(2);
const format = formatArg === 'pdf' ? 'pdf' : 'xlsx';
let gc: (() => void) | null = null;
if (mode === 'gc') {
  setFlagsFromString('--expose-gc');
  gc = runInNewContext('gc') as () => void;
}
/** Without GC: the RSS; with it: what is really held (heap in use, and buffers outside the heap). */
const used = () => {
  const memory = process.memoryUsage();
  return gc ? memory.heapUsed + memory.external : memory.rss;
};

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

gc?.();
const baseline = used();
let peak = baseline;
const sampler = setInterval(
  () => {
    gc?.();
    peak = Math.max(peak, used());
  },
  gc ? 200 : 50,
);
const started = performance.now();
const prepared = await prepareReportExport(handle.db, {
  actor: { id: producerId, role: 'producer', profile },
  scope: 'own',
  input: { period: 'custom', from: addDays(today, -364), to: today, tab: 'sales', format },
  locale: 'pt-BR',
  brandName: 'Afilia',
});
await writeReportExport(prepared, sink);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, used());
await handle.close();
console.log(
  JSON.stringify({
    rows: prepared.document.tables.find((table) => table.key === 'sales')?.rowCount ?? 0,
    seconds,
    bytes,
    growthMb: (peak - baseline) / 1024 / 1024,
  }),
);
