import { blogArticles, type DbOrTx, desc } from '@afilia/db';
import { ARTICLE_SUMMARY_COLUMNS, type BlogArticleSummary, toArticleSummary } from './article-dto';
import { isPublished } from './article-filters';

/** The RSS feed's length. */
export const FEED_ARTICLES = 20;
/** A sitemap file holds at most 50 000 URLs (sitemaps.org); the blog's share stays well under it. */
export const SITEMAP_MAX_ARTICLES = 45_000;

/** The newest published articles, for the RSS feed. */
export async function listFeedArticles(db: DbOrTx, limit = FEED_ARTICLES): Promise<BlogArticleSummary[]> {
  const rows = await db
    .select(ARTICLE_SUMMARY_COLUMNS)
    .from(blogArticles)
    .where(isPublished)
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(limit);
  return rows.map(toArticleSummary);
}

export interface SitemapArticle {
  slug: string;
  updatedAt: Date;
  publishedAt: Date | null;
}

/** Every published article's slug and last change, newest first, for the sitemap. */
export function listSitemapArticles(db: DbOrTx): Promise<SitemapArticle[]> {
  return db
    .select({
      slug: blogArticles.slug,
      updatedAt: blogArticles.updatedAt,
      publishedAt: blogArticles.publishedAt,
    })
    .from(blogArticles)
    .where(isPublished)
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(SITEMAP_MAX_ARTICLES);
}
