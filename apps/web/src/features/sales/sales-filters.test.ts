import { SALE_PERIODS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { personName } from '@/lib/sale-format';
import {
  ALL,
  DEFAULT_SALES_FILTERS,
  hasActiveFilters,
  PERIOD_LABEL,
  PERIOD_OPTIONS,
  parsePeriod,
  parseStatusFilter,
  parseUtmSourceItem,
  salesListFilters,
  utmSourceItem,
} from './sales-filters';

const PRODUCT = '3f1c2a8e-0d5b-4c1e-9a7b-2f6d8e4c1a90';
const RESELLER = '7b2e4d1c-8a3f-4e6b-b1d2-9c0a5f3e7d21';

describe('period labels', () => {
  it('offers the six periods in order, each with its label', () => {
    expect(PERIOD_OPTIONS).toEqual(['7d', '30d', 'month', 'lastMonth', '90d', 'all']);
    for (const period of SALE_PERIODS) expect(PERIOD_LABEL[period]).toBe(`sales.periods.${period}`);
  });

  it('reads a period from the menu, the last 30 days for anything unknown', () => {
    expect(parsePeriod('lastMonth')).toBe('lastMonth');
    expect(parsePeriod('year')).toBe('30d');
  });

  it('reads a status from the menu, all for anything unknown', () => {
    expect(parseStatusFilter('refunded')).toBe('refunded');
    expect(parseStatusFilter('all')).toBe('all');
    expect(parseStatusFilter('Pago')).toBe('all');
  });
});

describe('salesListFilters', () => {
  it('sends only the period by default', () => {
    expect(salesListFilters(DEFAULT_SALES_FILTERS)).toEqual({ period: '30d' });
    expect(hasActiveFilters(DEFAULT_SALES_FILTERS)).toBe(false);
  });

  it('sends every chosen filter', () => {
    const filters = {
      period: 'month',
      status: 'paid',
      productId: PRODUCT,
      resellerId: RESELLER,
      utmSource: 'instagram',
    } as const;
    expect(salesListFilters(filters)).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SALES_FILTERS, utmSource: 'all' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SALES_FILTERS, period: 'all' })).toBe(true);
  });
});

describe('the Origem menu', () => {
  it('keeps a source called "all" apart from every source', () => {
    expect(parseUtmSourceItem(utmSourceItem('all'))).toBe('all');
    expect(utmSourceItem('all')).not.toBe(ALL);
    expect(utmSourceItem(null)).toBe(ALL);
    expect(parseUtmSourceItem(ALL)).toBeNull();
    expect(parseUtmSourceItem(utmSourceItem('instagram'))).toBe('instagram');
  });
});

describe('personName', () => {
  it('prefers the name, else the email', () => {
    expect(personName({ name: ' Ana Souza ', email: 'ana@x.com' })).toBe('Ana Souza');
    expect(personName({ name: null, email: 'ana@x.com' })).toBe('ana@x.com');
    expect(personName({ name: '  ', email: 'ana@x.com' })).toBe('ana@x.com');
  });
});
