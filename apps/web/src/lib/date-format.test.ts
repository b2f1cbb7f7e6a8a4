import { describe, expect, it } from 'vitest';
import { formatDateBR, formatDateTimeBR } from './date-format';

describe('Brazilian dates in São Paulo time', () => {
  it('shows the São Paulo day, not the UTC one', () => {
    expect(formatDateBR('2026-04-01T01:30:00Z')).toBe('31/03/2026');
    expect(formatDateBR(new Date('2026-03-05T17:07:00Z'))).toBe('05/03/2026');
  });

  it('shows the time on a 24-hour clock, midnight as 00:00', () => {
    expect(formatDateTimeBR(new Date('2026-03-05T17:07:00Z'))).toBe('05/03/2026 14:07');
    expect(formatDateTimeBR('2026-01-01T03:00:00Z')).toBe('01/01/2026 00:00');
    expect(formatDateTimeBR(Date.UTC(2026, 2, 5, 2, 59))).toBe('04/03/2026 23:59');
  });
});
