import {
  BLOG_CATEGORIES,
  BLOG_TAG_MAX,
  BLOG_TAG_MIN,
  type BlogCategory,
  type BlogListTab,
} from '@afilia/validators';

/** The search parameters of /blog: the tab (admins), a tag and a category filter. Defaults are left out. */
export interface BlogSearch {
  tab?: Exclude<BlogListTab, 'published'>;
  tag?: string;
  category?: BlogCategory;
}

/** A tag as the server stores it: trimmed, inner whitespace collapsed, lowercased; null when out of bounds. */
export function normalizeTag(value: string): string | null {
  const tag = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return tag.length >= BLOG_TAG_MIN && tag.length <= BLOG_TAG_MAX ? tag : null;
}

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** `?tab=manage&tag=whatsapp&category=vendas`, read defensively (an unknown value is dropped). */
export function parseBlogSearch(search: Record<string, unknown>): BlogSearch {
  const result: BlogSearch = {};
  if (search.tab === 'manage') result.tab = 'manage';
  if (typeof search.tag === 'string') {
    const tag = normalizeTag(search.tag);
    if (tag) result.tag = tag;
  }
  if (isBlogCategory(search.category)) result.category = search.category;
  return result;
}
