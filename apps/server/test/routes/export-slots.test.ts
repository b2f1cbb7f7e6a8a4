import { describe, expect, it } from 'vitest';
import { ExportSlots } from '../../src/routes/export-slots';

describe('ExportSlots', () => {
  it('limits each user and the instance, and frees a slot once however often it is released', () => {
    const slots = new ExportSlots({ maxPerUser: 1, maxConcurrent: 2 });
    const a = slots.acquire('a');
    expect(slots.acquire('a')).toEqual({ refused: 'errors.reports.exportInProgress' });
    const b = slots.acquire('b');
    expect(slots.acquire('c')).toEqual({ refused: 'errors.reports.exportBusy' });
    if (!('release' in a) || !('release' in b)) throw new Error('expected slots');
    a.release();
    a.release();
    expect(slots.inUse).toBe(1);
    const c = slots.acquire('c');
    expect('release' in c).toBe(true);
    expect(slots.acquire('d')).toEqual({ refused: 'errors.reports.exportBusy' });
    b.release();
    expect('release' in slots.acquire('a')).toBe(true);
  });
});
