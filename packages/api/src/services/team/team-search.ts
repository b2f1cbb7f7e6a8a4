import { ilike, or, profiles, type SQL } from '@afilia/db';

/** Escapes LIKE wildcards so a search for "50%" looks for the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match on the full name or the email (served by the trigram indexes). */
export function matchesSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern));
}

export function pageWindow(totalItems: number, page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  const current = Math.min(page, totalPages);
  return { page: current, totalPages, offset: (current - 1) * pageSize };
}
