import { and, blogArticles, eq, ilike, or, type SQL, sql } from '@afilia/db';
import { likePattern } from '../list/like-pattern';

/** `tags @> ARRAY[tag]`: answered by the GIN index on tags. */
export function hasTag(tag: string): SQL {
  return sql`${blogArticles.tags} @> ARRAY[${tag}]::text[]`;
}

/** `tags && ARRAY[…]`: shares at least one tag (the GIN index again). */
export function sharesAnyTag(tags: readonly string[]): SQL | undefined {
  if (tags.length === 0) return undefined;
  return sql`${blogArticles.tags} && ARRAY[${sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
}

export const isPublished = eq(blogArticles.status, 'published');

export interface ArticleFilter {
  /** A case-insensitive substring of the title or the excerpt ('' for none); LIKE wildcards are literal. */
  search: string;
  tag: string | null;
  category?: string | null | undefined;
}

export function articleFilter(filter: ArticleFilter, publishedOnly: boolean): SQL | undefined {
  const pattern = filter.search === '' ? null : likePattern(filter.search);
  return and(
    publishedOnly ? isPublished : undefined,
    pattern ? or(ilike(blogArticles.title, pattern), ilike(blogArticles.excerpt, pattern)) : undefined,
    filter.tag ? hasTag(filter.tag) : undefined,
    filter.category ? eq(blogArticles.category, filter.category) : undefined,
  );
}
