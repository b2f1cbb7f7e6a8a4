import { describe, expect, it } from 'vitest';
import { changeTone, changeVsPrevious, formatChangePercent } from './report-change';

describe('changeVsPrevious', () => {
  it('gives the rise or fall in percent, without its sign', () => {
    expect(changeVsPrevious(11_250, 10_000)).toEqual({ direction: 'up', percent: 12.5 });
    expect(changeVsPrevious(7_500, 10_000)).toEqual({ direction: 'down', percent: 25 });
    expect(changeVsPrevious(0, 4_000)).toEqual({ direction: 'down', percent: 100 });
    expect(changeVsPrevious(30_000, 10_000)).toEqual({ direction: 'up', percent: 200 });
  });

  it('is flat when nothing changed', () => {
    expect(changeVsPrevious(5, 5)).toEqual({ direction: 'flat', percent: 0 });
    expect(changeVsPrevious(1_000_000_001, 1_000_000_000)).toEqual({ direction: 'flat', percent: 0 });
  });

  it("is null ('—') when the previous period had nothing to compare with", () => {
    expect(changeVsPrevious(12_000, 0)).toBeNull();
    expect(changeVsPrevious(0, 0)).toBeNull();
  });

  it('compares against a negative previous figure by its size (a net below zero)', () => {
    expect(changeVsPrevious(500, -1_000)).toEqual({ direction: 'up', percent: 150 });
  });
});

describe('changeTone', () => {
  it('reads a rise in revenue as good and a rise in refunds as bad', () => {
    expect(changeTone('up', 'higherIsBetter')).toBe('positive');
    expect(changeTone('down', 'higherIsBetter')).toBe('negative');
    expect(changeTone('up', 'lowerIsBetter')).toBe('negative');
    expect(changeTone('down', 'lowerIsBetter')).toBe('positive');
    expect(changeTone('up', 'neutral')).toBe('neutral');
    expect(changeTone('flat', 'higherIsBetter')).toBe('neutral');
  });
});

describe('formatChangePercent', () => {
  it('writes the size in the language, one decimal at most', () => {
    expect(formatChangePercent(12.5, 'pt-BR')).toBe('12,5%');
    expect(formatChangePercent(12.5, 'en-US')).toBe('12.5%');
    expect(formatChangePercent(33.333, 'pt-BR')).toBe('33,3%');
  });
});
