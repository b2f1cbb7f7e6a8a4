import type { FastifyBaseLogger } from 'fastify';
import type { AppMetrics } from '../metrics/app-metrics';

export interface PeriodicJob {
  /** The `job` label of its metrics and the name in its failure log, e.g. `billing_cycle`. */
  name: string;
  intervalMs: number;
  /** A report with `ran: false` means another instance held the job's lock: counted as skipped. */
  run: () => Promise<unknown>;
}

export interface JobRunner {
  logger: FastifyBaseLogger;
  metrics: AppMetrics;
}

export type JobOutcome = 'ok' | 'skipped' | 'error';

/** Runs a job once: times it, counts its outcome, and logs a failure instead of throwing it. */
export async function runJobOnce(
  job: Pick<PeriodicJob, 'name' | 'run'>,
  runner: JobRunner,
): Promise<JobOutcome> {
  const stopTimer = runner.metrics.jobDuration.startTimer({ job: job.name });
  let outcome: JobOutcome;
  try {
    const report = await job.run();
    outcome = skipped(report) ? 'skipped' : 'ok';
  } catch (err) {
    outcome = 'error';
    runner.logger.error({ err, job: job.name }, 'job failed');
  }
  stopTimer();
  runner.metrics.jobRuns.inc({ job: job.name, outcome });
  return outcome;
}

/**
 * Runs a job every `intervalMs` (the first run one interval after start), never two runs of it at once in this
 * process: a run that outlasts the interval makes the next tick a no-op. The timer does not keep the process alive.
 */
export function runPeriodic(job: PeriodicJob, runner: JobRunner): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runJobOnce(job, runner).finally(() => {
      running = false;
    });
  }, job.intervalMs);
  timer.unref();
  return timer;
}

function skipped(report: unknown): boolean {
  return typeof report === 'object' && report !== null && (report as { ran?: unknown }).ran === false;
}
