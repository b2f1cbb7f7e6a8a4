import { describe, expect, it } from 'vitest';
import {
  formatDateTimeBR,
  formatDeduction,
  formatPhoneBR,
  formatTaxId,
  pageCount,
  taxIdKind,
} from './sale-format';

describe('formatTaxId', () => {
  it('punctuates a CPF and a CNPJ', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('leaves anything else as stored', () => {
    expect(formatTaxId('')).toBe('');
    expect(formatTaxId('1234')).toBe('1234');
    expect(formatTaxId('529.982.247-25')).toBe('529.982.247-25');
  });

  it('names the document', () => {
    expect(taxIdKind('52998224725')).toBe('cpf');
    expect(taxIdKind('11222333000181')).toBe('cnpj');
    expect(taxIdKind('123')).toBeNull();
  });
});

describe('formatPhoneBR', () => {
  it('punctuates a mobile and a landline with DDD', () => {
    expect(formatPhoneBR('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhoneBR('1134567890')).toBe('(11) 3456-7890');
  });

  it('leaves anything else as stored', () => {
    expect(formatPhoneBR('')).toBe('');
    expect(formatPhoneBR('5511987654321')).toBe('5511987654321');
  });
});

describe('formatDateTimeBR', () => {
  it('shows the São Paulo date and time', () => {
    // 17:07 UTC is 14:07 in São Paulo (UTC−3, no daylight saving since 2019).
    expect(formatDateTimeBR(new Date('2026-03-05T17:07:00Z'))).toBe('05/03/2026 14:07');
    // Just after midnight UTC is still the previous day in São Paulo.
    expect(formatDateTimeBR('2026-04-01T01:30:00Z')).toBe('31/03/2026 22:30');
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(57, 20)).toBe(3);
  });
});

describe('formatDeduction', () => {
  it('shows what is taken off as a negative amount, nothing as zero', () => {
    expect(formatDeduction(1250)).toBe('-R$ 12,50');
    expect(formatDeduction(0)).toBe('R$ 0,00');
  });
});
