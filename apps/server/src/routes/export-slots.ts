import type { AppErrorCode } from '@afilia/validators';

export interface ExportSlotLimits {
  /** Exports one user may have running at once. */
  maxPerUser: number;
  /** Exports this instance builds at once, whoever asked. */
  maxConcurrent: number;
}

export type ExportSlot = { release(): void } | { refused: Extract<AppErrorCode, `errors.reports.${string}`> };

/**
 * Who is building a report export on this instance now. Drawing a large PDF or XLSX is CPU work on the event
 * loop that serves every other request, so each user gets a few at a time and the instance a few in all; the
 * rest are refused with a 429 to retry, rather than queued behind work nobody may still be waiting for. The
 * count is per instance on purpose: the CPU being protected is this process's.
 */
export class ExportSlots {
  private running = 0;
  private readonly byUser = new Map<string, number>();

  constructor(private readonly limits: ExportSlotLimits) {}

  acquire(userId: string): ExportSlot {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.limits.maxPerUser) return { refused: 'errors.reports.exportInProgress' };
    if (this.running >= this.limits.maxConcurrent) return { refused: 'errors.reports.exportBusy' };
    this.running++;
    this.byUser.set(userId, mine + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.running--;
        const left = (this.byUser.get(userId) ?? 1) - 1;
        if (left > 0) this.byUser.set(userId, left);
        else this.byUser.delete(userId);
      },
    };
  }

  get inUse(): number {
    return this.running;
  }
}
