import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketTick, formatDay, formatShare } from './report-format';

describe('report formats', () => {
  it('writes days the Brazilian way', () => {
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
    expect(bucketTick('2026-11-05', 'en-US')).toBe('05/11');
    expect(bucketLabel('2026-11-05', 'pt-BR')).toBe('05/11/2026');
  });

  it('writes months in the language', () => {
    expect(bucketTick('2026-11', 'pt-BR')).toBe('nov/26');
    expect(bucketLabel('2026-11', 'pt-BR')).toBe('novembro de 2026');
    expect(bucketLabel('2026-01', 'en-US')).toBe('January 2026');
  });

  it('gives shares of a total, 0 % of nothing', () => {
    expect(formatShare(1, 4, 'pt-BR')).toBe('25%');
    expect(formatShare(0, 0, 'pt-BR')).toBe('0%');
  });
});
