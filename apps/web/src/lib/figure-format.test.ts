import { describe, expect, it } from 'vitest';
import {
  countOptions,
  formatChangePercent,
  formatConversion,
  formatCount,
  formatRelativeTime,
  trendOf,
} from './figure-format';

describe('counts', () => {
  it('groups thousands in the user’s language', () => {
    expect(formatCount(1234, 'pt-BR')).toBe('1.234');
    expect(formatCount(1234, 'en-US')).toBe('1,234');
    expect(countOptions(2, 'pt-BR')).toEqual({ count: 2, formatted: '2' });
  });
});

describe('the sales change against last month', () => {
  it('says which way it went', () => {
    expect(trendOf(12.5)).toBe('up');
    expect(trendOf(-3)).toBe('down');
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(null)).toBe('none');
  });

  it('shows its size without a sign (the text and the arrow say the direction)', () => {
    expect(formatChangePercent(12.5, 'pt-BR')).toBe('12,5%');
    expect(formatChangePercent(-3, 'pt-BR')).toBe('3%');
    expect(formatChangePercent(250, 'en-US')).toBe('250%');
  });
});

describe('formatConversion', () => {
  it('shows sales ÷ unique clicks as a percentage, nothing without clicks', () => {
    expect(formatConversion(0.042, 'pt-BR')).toBe('4,2%');
    expect(formatConversion(0, 'pt-BR')).toBe('0%');
    expect(formatConversion(1 / 3, 'en-US')).toBe('33.3%');
    expect(formatConversion(null, 'pt-BR')).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('says how long ago, in the largest whole unit', () => {
    expect(formatRelativeTime(ago(20), now, 'pt-BR')).toBe('agora');
    expect(formatRelativeTime(ago(5 * 60), now, 'pt-BR')).toBe('há 5 minutos');
    expect(formatRelativeTime(ago(3 * 3600 + 59), now, 'pt-BR')).toBe('há 3 horas');
    expect(formatRelativeTime(ago(26 * 3600), now, 'pt-BR')).toBe('ontem');
    expect(formatRelativeTime(ago(15 * 86400), now, 'en-US')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(5 * 60).toISOString(), now, 'es')).toBe('hace 5 minutos');
  });
});
