import { BLOG_CATEGORIES, BLOG_TAG_MAX, BLOG_TAG_MIN, type BlogCategory } from '@afilia/validators';

/** A tag as the server stores it: trimmed, inner whitespace collapsed, lowercased; null when out of bounds. */
export function normalizeTag(value: string): string | null {
  const tag = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return tag.length >= BLOG_TAG_MIN && tag.length <= BLOG_TAG_MAX ? tag : null;
}

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);
}
