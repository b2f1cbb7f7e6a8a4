import { describe, expect, it } from 'vitest';
import {
  formatBasisPointsForInput,
  formatBRL,
  formatCentsForInput,
  formatCommission,
  formatPercentBR,
  parseMoneyToCents,
  parsePercentToBasisPoints,
  parseScaledDecimal,
} from './money';

describe('parseMoneyToCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,5', 123450],
    ['97', 9700],
    ['97,9', 9790],
    [',5', 50],
    ['0,01', 1],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0', 0],
    ['-5', -500],
    ['-0', 0],
  ])('%s → %d cents', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it.each(['', ' ', 'abc', '12,345', '1,2,3', '12.3.4', '1.23,45', '12a', '--1', 'R$', '1.2345'])(
    '%j is not an amount',
    (text) => {
      expect(parseMoneyToCents(text)).toBeNull();
    },
  );

  it('refuses numbers beyond the safe range', () => {
    expect(parseMoneyToCents('9'.repeat(20))).toBeNull();
  });
});

describe('parsePercentToBasisPoints', () => {
  it.each([
    ['12,5', 1250],
    ['12,5%', 1250],
    ['100', 10000],
    ['101', 10100],
    ['0', 0],
    ['33,33', 3333],
  ])('%s → %d', (text, basisPoints) => {
    expect(parsePercentToBasisPoints(text)).toBe(basisPoints);
  });

  it('refuses more than two decimals', () => {
    expect(parsePercentToBasisPoints('12,345')).toBeNull();
  });
});

describe('parseScaledDecimal', () => {
  it('scales by the number of decimals', () => {
    expect(parseScaledDecimal('1,5', 0)).toBeNull();
    expect(parseScaledDecimal('15', 0)).toBe(15);
    expect(parseScaledDecimal('1,5', 3)).toBe(1500);
  });
});

describe('formatting', () => {
  it('formats cents for an input and for display', () => {
    expect(formatCentsForInput(123456)).toBe('1.234,56');
    expect(formatCentsForInput(9700)).toBe('97,00');
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
  });

  it('formats basis points', () => {
    expect(formatBasisPointsForInput(1250)).toBe('12,5');
    expect(formatBasisPointsForInput(10000)).toBe('100');
    expect(formatBasisPointsForInput(3333)).toBe('33,33');
    expect(formatPercentBR(1250)).toBe('12,5%');
  });

  it('formats a commission by type', () => {
    expect(formatCommission('percentage', 3000)).toBe('30%');
    expect(formatCommission('fixed', 1000)).toBe('R$ 10,00');
  });

  it('round-trips input formatting and parsing', () => {
    for (const cents of [1, 99, 100, 123456, 987654321]) {
      expect(parseMoneyToCents(formatCentsForInput(cents))).toBe(cents);
    }
    for (const basisPoints of [0, 1, 1250, 10000]) {
      expect(parsePercentToBasisPoints(formatBasisPointsForInput(basisPoints))).toBe(basisPoints);
    }
  });
});
