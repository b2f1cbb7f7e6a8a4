import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's `gc()`, reached without --expose-gc (the flag set at run time, the function taken from a new context). */
export function forcedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Samples this process's memory until `stop()`, which returns the peak growth over the baseline in MB.
 * Without `gc`: the RSS every 50 ms. With it: a full GC before each sample, every 200 ms, and what is really
 * held (the heap in use and the buffers outside it).
 */
export function samplePeakMemory(gc: (() => void) | null): { stop(): number } {
  const used = () => {
    const memory = process.memoryUsage();
    return gc ? memory.heapUsed + memory.external : memory.rss;
  };
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
  return {
    stop() {
      clearInterval(sampler);
      peak = Math.max(peak, used());
      return (peak - baseline) / 1024 / 1024;
    },
  };
}
