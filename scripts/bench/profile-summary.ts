// Prints the functions with the most self time in a .cpuprofile (from `node --cpu-prof` or BENCH_CPU_PROFILE),
// and the same time grouped by package, as Markdown tables.
// Usage: node --import tsx scripts/bench/profile-summary.ts <file.cpuprofile> [count, default 15]
import { readFileSync } from 'node:fs';
import { markdownTable } from './measure';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `node_modules/@scope/name/…` → `@scope/name`; the app's own files → their workspace folder. */
function packageOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node core';
  const inModules = url.split('node_modules/').pop() ?? url;
  if (inModules !== url) {
    const parts = inModules.split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  const workspace = /\/(apps|packages|scripts)\/([^/]+)\//.exec(url);
  return workspace ? `${workspace[1]}/${workspace[2]}` : url;
}

function shortLocation(url: string, line: number): string {
  if (!url) return '';
  const tail = url.split('node_modules/').pop() ?? url;
  const short = tail.replace(/^.*\/(apps|packages|scripts)\//, '$1/').replace(/^file:\/\//, '');
  return `${short}:${line + 1}`;
}

export function summarise(profile: CpuProfile, count: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
  const byFunction = new Map<string, { name: string; where: string; micros: number }>();
  const byPackage = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = frame.functionName || '(anonymous)';
    const where = shortLocation(frame.url, frame.lineNumber);
    const key = `${name}@${where}`;
    const entry = byFunction.get(key) ?? { name, where, micros: 0 };
    entry.micros += micros;
    byFunction.set(key, entry);
    const pkg = ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : packageOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const percent = (micros: number) => `${((micros / total) * 100).toFixed(1)}%`;
  const ms = (micros: number) => (micros / 1000).toFixed(0);
  const topFunctions = [...byFunction.values()].sort((a, b) => b.micros - a.micros).slice(0, count);
  const topPackages = [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  return [
    markdownTable(
      ['function', 'where', 'self ms', 'self %'],
      topFunctions.map((f) => [f.name, f.where, ms(f.micros), percent(f.micros)]),
      [false, false, true, true],
    ),
    '',
    markdownTable(
      ['package', 'self ms', 'self %'],
      topPackages.map(([pkg, micros]) => [pkg, ms(micros), percent(micros)]),
      [false, true, true],
    ),
  ].join('\n');
}

const [file, countArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [count]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
console.log(summarise(profile, Number(countArg ?? 15)));
