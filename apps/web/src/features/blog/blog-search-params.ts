/**
 * The search parameters of /blog: the tab (admins), a tag and a category filter; defaults are left out. Read
 * by the route itself, which is part of the app's entry: so nothing here imports the validators (and zod);
 * the page checks the category and the tag against the blog's rules (blog-search.ts).
 */
export interface BlogSearch {
  tab?: 'manage';
  tag?: string;
  category?: string;
}

const MAX_PARAM_LENGTH = 60;

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_PARAM_LENGTH ? trimmed : undefined;
}

/** `?tab=manage&tag=whatsapp&category=vendas`, read defensively (other values are dropped). */
export function parseBlogSearch(search: Record<string, unknown>): BlogSearch {
  const result: BlogSearch = {};
  if (search.tab === 'manage') result.tab = 'manage';
  const tag = text(search.tag);
  if (tag) result.tag = tag;
  const category = text(search.category);
  if (category) result.category = category;
  return result;
}
