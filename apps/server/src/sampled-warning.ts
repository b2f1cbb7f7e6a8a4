import type { FastifyBaseLogger } from 'fastify';

/**
 * A warning that may repeat thousands of times a second (Redis down under load): the first occurrence is
 * logged at once, later ones at most once per interval, with how many were folded into that line.
 */
export class SampledWarning {
  private suppressed = 0;
  private lastLoggedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly message: string,
    private readonly intervalMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  warn(err: unknown): void {
    const now = this.now();
    if (now - this.lastLoggedAt < this.intervalMs) {
      this.suppressed += 1;
      return;
    }
    this.log.warn({ err, occurrencesSinceLastLine: this.suppressed + 1 }, this.message);
    this.suppressed = 0;
    this.lastLoggedAt = now;
  }
}
