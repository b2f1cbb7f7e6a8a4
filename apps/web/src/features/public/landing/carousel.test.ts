import { describe, expect, it } from 'vitest';
import { nextPage, pageCount, pageItems, paginate, previousPage, repage } from './carousel';

const items = Array.from({ length: 12 }, (_, i) => i + 1);

describe('testimonial carousel paging', () => {
  it('has 4 pages of 3 for the 12 testimonials', () => {
    expect(pageCount(12, 3)).toBe(4);
    expect(pageCount(12, 1)).toBe(12);
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(0, 3)).toBe(1);
  });

  it('loops forwards and backwards', () => {
    expect(nextPage(0, 4)).toBe(1);
    expect(nextPage(3, 4)).toBe(0);
    expect(previousPage(0, 4)).toBe(3);
    expect(previousPage(2, 4)).toBe(1);
    expect(nextPage(0, 1)).toBe(0);
    expect(previousPage(0, 1)).toBe(0);
  });

  it('returns the items of a page', () => {
    expect(pageItems(items, 0, 3)).toEqual([1, 2, 3]);
    expect(pageItems(items, 3, 3)).toEqual([10, 11, 12]);
    expect(paginate(items.slice(0, 7), 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('keeps the first visible item when the page size changes', () => {
    expect(repage(2, 3, 1, 12)).toBe(6); // items 7..9 → item 7 alone
    expect(repage(7, 1, 3, 12)).toBe(2); // item 8 → page with 7..9
    expect(repage(11, 1, 3, 12)).toBe(3);
    expect(repage(5, 2, 3, 12)).toBe(3);
  });
});
