import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from './pagination';

/** Compact form: page numbers, '…' for an ellipsis. */
const show = (items: PaginationItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('paginationItems', () => {
  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('lists every page up to 5 pages, without ellipses', () => {
    expect(show(paginationItems(1, 1))).toEqual([1]);
    expect(show(paginationItems(2, 3))).toEqual([1, 2, 3]);
    expect(show(paginationItems(5, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most 5 numbers and an ellipsis after them at the start', () => {
    expect(show(paginationItems(1, 10))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(show(paginationItems(3, 10))).toEqual([1, 2, 3, 4, 5, '…']);
  });

  it('centres the current page with ellipses on both sides in the middle', () => {
    expect(show(paginationItems(4, 10))).toEqual(['…', 2, 3, 4, 5, 6, '…']);
    expect(show(paginationItems(6, 10))).toEqual(['…', 4, 5, 6, 7, 8, '…']);
  });

  it('ends with the last 5 pages and an ellipsis before them', () => {
    expect(show(paginationItems(9, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
    expect(show(paginationItems(10, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
  });

  it('handles 6 pages (one hidden page)', () => {
    expect(show(paginationItems(1, 6))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(show(paginationItems(6, 6))).toEqual(['…', 2, 3, 4, 5, 6]);
  });

  it('clamps an out-of-range page', () => {
    expect(show(paginationItems(0, 10))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(show(paginationItems(99, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
  });

  it('never shows more than 5 numbers, and always the current page', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = paginationItems(page, total);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages.length).toBeLessThanOrEqual(5);
        expect(pages).toContain(page);
        expect(items.some((item) => item.kind === 'ellipsis')).toBe(total > 5);
        // Consecutive numbers.
        for (let i = 1; i < pages.length; i++) expect(pages[i]).toBe((pages[i - 1] ?? 0) + 1);
      }
    }
  });
});
