import { BLOG_CATEGORIES, BLOG_TAG_MAX, BLOG_TAG_MIN, type BlogCategory } from '@afilia/validators';
import type { TFunction } from 'i18next';

/** A tag as the server stores it: trimmed, inner whitespace collapsed, lowercased; null when out of bounds. */
export function normalizeTag(value: string): string | null {
  const tag = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return tag.length >= BLOG_TAG_MIN && tag.length <= BLOG_TAG_MAX ? tag : null;
}

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** The translated name of an article's category; a value this build does not know shows as it is. */
export function categoryName(t: TFunction, category: string): string {
  return isBlogCategory(category) ? t(`blog.categories.${category}`) : category;
}
