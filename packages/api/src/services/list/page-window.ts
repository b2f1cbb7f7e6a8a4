/** The page actually served (clamped to the last page) and its offset, for a list of `totalItems`. */
export function pageWindow(totalItems: number, page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  const current = Math.min(page, totalPages);
  return { page: current, totalPages, offset: (current - 1) * pageSize };
}
