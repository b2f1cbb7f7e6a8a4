/** Pure paging logic of the testimonial carousel (3 per slide, loops, auto-advances every 10 s). */

export const CAROUSEL_INTERVAL_MS = 10_000;

export function pageCount(total: number, perPage: number): number {
  if (total <= 0) return 1;
  return Math.ceil(total / Math.max(1, Math.floor(perPage)));
}

/** Next page, looping back to the first after the last. */
export function nextPage(page: number, count: number): number {
  if (count <= 1) return 0;
  return (page + 1) % count;
}

/** Previous page, looping to the last before the first. */
export function previousPage(page: number, count: number): number {
  if (count <= 1) return 0;
  return (page - 1 + count) % count;
}

/** Items shown on one page. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const size = Math.max(1, Math.floor(perPage));
  return items.slice(page * size, page * size + size);
}

/** All pages, each a list of items. */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  const count = pageCount(items.length, perPage);
  return Array.from({ length: count }, (_, page) => pageItems(items, page, perPage));
}

/**
 * The page to show after the number per page changes (e.g. resizing from desktop to mobile):
 * keeps the first visible item on screen.
 */
export function repage(page: number, oldPerPage: number, newPerPage: number, total: number): number {
  const firstItem = page * Math.max(1, oldPerPage);
  const count = pageCount(total, newPerPage);
  return Math.min(Math.floor(firstItem / Math.max(1, newPerPage)), count - 1);
}
