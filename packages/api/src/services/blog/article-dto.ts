import { blogArticles } from '@afilia/db';
import { articleText } from './sanitize-article-html';

/** What a list card shows: everything but the HTML. */
export const ARTICLE_SUMMARY_COLUMNS = {
  id: blogArticles.id,
  slug: blogArticles.slug,
  title: blogArticles.title,
  excerpt: blogArticles.excerpt,
  category: blogArticles.category,
  tags: blogArticles.tags,
  coverImageUrl: blogArticles.coverImageUrl,
  authorName: blogArticles.authorName,
  status: blogArticles.status,
  publishedAt: blogArticles.publishedAt,
  createdAt: blogArticles.createdAt,
  updatedAt: blogArticles.updatedAt,
};

export interface BlogArticleSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  coverImageUrl: string | null;
  authorName: string;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface BlogArticleDetail extends BlogArticleSummary {
  /** Already sanitized when stored (sanitize-article-html.ts): safe to render as HTML. */
  contentHtml: string;
  readingMinutes: number;
}

type ArticleRow = typeof blogArticles.$inferSelect;

export function toArticleSummary(row: BlogArticleSummary): BlogArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    coverImageUrl: row.coverImageUrl,
    authorName: row.authorName,
    status: row.status,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toArticleDetail(row: ArticleRow): BlogArticleDetail {
  return {
    ...toArticleSummary(row),
    contentHtml: row.contentHtml,
    readingMinutes: readingMinutes(row.contentHtml),
  };
}

/** Minutes to read, at 200 words a minute (at least 1). */
export function readingMinutes(html: string): number {
  const words = articleText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** The length of an excerpt made from the article's text when the author wrote none. */
export const GENERATED_EXCERPT_LENGTH = 200;

/** Plain text on one line, cut at a word boundary to at most `max` characters (with '…' when cut). */
export function summarizeText(text: string, max = GENERATED_EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
