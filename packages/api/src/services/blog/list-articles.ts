import { blogArticles, count, type DbOrTx, desc } from '@afilia/db';
import type { blogListInput } from '@afilia/validators';
import type { z } from 'zod';
import { pageWindow } from '../list/page-window';
import { ARTICLE_SUMMARY_COLUMNS, type BlogArticleSummary, toArticleSummary } from './article-dto';
import { articleFilter } from './article-filters';

type ListInput = Omit<z.output<typeof blogListInput>, 'tab'>;

export interface BlogArticlePage {
  items: BlogArticleSummary[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

async function listArticles(db: DbOrTx, input: ListInput, publishedOnly: boolean): Promise<BlogArticlePage> {
  const where = articleFilter(input, publishedOnly);
  const [counted] = await db.select({ n: count() }).from(blogArticles).where(where);
  const totalItems = counted?.n ?? 0;
  // A page past the last one serves the last page.
  const window = pageWindow(totalItems, input.page, input.pageSize);
  const order = publishedOnly
    ? [desc(blogArticles.publishedAt), desc(blogArticles.id)]
    : [desc(blogArticles.createdAt), desc(blogArticles.id)];
  const rows =
    totalItems === 0
      ? []
      : await db
          .select(ARTICLE_SUMMARY_COLUMNS)
          .from(blogArticles)
          .where(where)
          .orderBy(...order)
          .limit(input.pageSize)
          .offset(window.offset);
  return {
    items: rows.map(toArticleSummary),
    page: window.page,
    pageSize: input.pageSize,
    totalItems,
    totalPages: window.totalPages,
  };
}

/**
 * The published articles, newest first, with the search (title or excerpt), tag and category filters, a page
 * at a time with the total.
 */
export function listPublishedArticles(db: DbOrTx, input: ListInput): Promise<BlogArticlePage> {
  return listArticles(db, input, true);
}

/** The management tab: every article, drafts included, newest written first. */
export function listManagedArticles(db: DbOrTx, input: ListInput): Promise<BlogArticlePage> {
  return listArticles(db, input, false);
}
