// BENCH_CPU_PROFILE=<dir>: records a CPU profile of this process while one target is measured, so the profile
// holds the servers' work under load and nothing else (autocannon runs on its own worker thread).
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export async function withCpuProfile<T>(directory: string, name: string, run: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const result = await run();
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(directory, { recursive: true });
    const file = path.join(
      directory,
      `${name.replace(/[^a-z0-9.]+/gi, '-').replace(/^-|-$/g, '')}.cpuprofile`,
    );
    writeFileSync(file, JSON.stringify(profile));
    process.stderr.write(`CPU profile written to ${file}\n`);
    return result;
  } finally {
    session.disconnect();
  }
}
