import { describe, expect, it } from 'vitest';
import { PRODUCT_SORT, SELLER_SORT } from './report-columns';
import { ariaSort, nextSort, sortRows } from './report-sort';
import type { ProductRow, SellerRow } from './report-types';

function seller(name: string | null, revenueCents: number, conversion: number | null, clicks = 0): SellerRow {
  return {
    resellerId: `${name ?? 'gone'}-${revenueCents}`,
    name,
    email: name ? `${name.toLowerCase()}@example.com` : null,
    clicks,
    uniqueClicks: clicks,
    salesCount: 0,
    conversion,
    revenueCents,
    refundsCents: 0,
    commissionCents: 0,
  };
}

const ROWS: SellerRow[] = [
  seller('Renata', 50_000, 0.1, 40),
  seller(null, 30_000, null),
  seller('bruna', 30_000, 0.25, 12),
  seller('Álvaro', 10_000, 0.05, 90),
];

const names = (rows: SellerRow[]) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('orders figures highest first, ties in the server order', () => {
    const sorted = sortRows(ROWS, { key: 'revenueCents', direction: 'desc' }, SELLER_SORT, 'pt-BR');
    expect(names(sorted)).toEqual(['Renata', null, 'bruna', 'Álvaro']);
  });

  it('orders figures lowest first', () => {
    const sorted = sortRows(ROWS, { key: 'clicks', direction: 'asc' }, SELLER_SORT, 'pt-BR');
    expect(names(sorted)).toEqual([null, 'bruna', 'Renata', 'Álvaro']);
  });

  it('orders names by the language, ignoring case and accents, a removed reseller last either way', () => {
    const az = sortRows(ROWS, { key: 'name', direction: 'asc' }, SELLER_SORT, 'pt-BR');
    expect(names(az)).toEqual(['Álvaro', 'bruna', 'Renata', null]);
    const za = sortRows(ROWS, { key: 'name', direction: 'desc' }, SELLER_SORT, 'pt-BR');
    expect(names(za)).toEqual(['Renata', 'bruna', 'Álvaro', null]);
  });

  it('puts rows without a conversion (no clicks) last in both directions', () => {
    const desc = sortRows(ROWS, { key: 'conversion', direction: 'desc' }, SELLER_SORT, 'pt-BR');
    expect(names(desc)).toEqual(['bruna', 'Renata', 'Álvaro', null]);
    const asc = sortRows(ROWS, { key: 'conversion', direction: 'asc' }, SELLER_SORT, 'pt-BR');
    expect(names(asc)).toEqual(['Álvaro', 'Renata', 'bruna', null]);
  });

  it('sorts products by title with deleted ones last, and leaves the input untouched', () => {
    const product = (title: string | null, refundsCents: number): ProductRow => ({
      productId: `${title}`,
      title,
      productCode: null,
      clicks: 0,
      uniqueClicks: 0,
      salesCount: 0,
      conversion: null,
      revenueCents: 0,
      refundsCount: refundsCents > 0 ? 1 : 0,
      refundsCents,
      commissionCents: 0,
    });
    const rows = [product(null, 900), product('Yoga 2', 100), product('Yoga 10', 0)];
    const byTitle = sortRows(rows, { key: 'name', direction: 'asc' }, PRODUCT_SORT, 'pt-BR');
    expect(byTitle.map((row) => row.title)).toEqual(['Yoga 2', 'Yoga 10', null]);
    const byRefunds = sortRows(rows, { key: 'refundsCents', direction: 'desc' }, PRODUCT_SORT, 'pt-BR');
    expect(byRefunds.map((row) => row.title)).toEqual([null, 'Yoga 2', 'Yoga 10']);
    expect(rows.map((row) => row.title)).toEqual([null, 'Yoga 2', 'Yoga 10']);
  });
});

describe('nextSort and ariaSort', () => {
  it('flips the sorted column, and starts another column in its natural direction', () => {
    const start = { key: 'revenueCents', direction: 'desc' } as const;
    expect(nextSort(start, 'revenueCents', 'desc')).toEqual({ key: 'revenueCents', direction: 'asc' });
    expect(nextSort({ key: 'revenueCents', direction: 'asc' }, 'revenueCents', 'desc')).toEqual(start);
    expect(nextSort(start, 'name', 'asc')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('tells assistive technology which column is sorted and how', () => {
    const sort = { key: 'clicks', direction: 'asc' } as const;
    expect(ariaSort(sort, 'clicks')).toBe('ascending');
    expect(ariaSort({ ...sort, direction: 'desc' }, 'clicks')).toBe('descending');
    expect(ariaSort(sort, 'name')).toBe('none');
  });
});
