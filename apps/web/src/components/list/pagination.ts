/** A page button, or a gap standing for the pages hidden before or after the window. */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; side: 'start' | 'end' };

/** At most 5 page buttons before an ellipsis. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page buttons of the products pagination: every page when there are at most `max` of them; otherwise a
 * window of `max` consecutive pages around the current one, with an ellipsis on the side(s) it hides pages.
 */
export function paginationItems(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const width = Math.max(1, Math.floor(max));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  if (total <= width) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }));
  const start = Math.min(Math.max(1, current - Math.floor(width / 2)), total - width + 1);
  const end = start + width - 1;
  const items: PaginationItem[] = [];
  if (start > 1) items.push({ kind: 'ellipsis', side: 'start' });
  for (let n = start; n <= end; n++) items.push({ kind: 'page', page: n });
  if (end < total) items.push({ kind: 'ellipsis', side: 'end' });
  return items;
}
