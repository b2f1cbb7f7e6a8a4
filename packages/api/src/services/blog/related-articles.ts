import { and, blogArticles, type DbOrTx, desc, eq, ne, or } from '@afilia/db';
import { BLOG_RELATED_MAX } from '@afilia/validators';
import { AppError } from '../../errors';
import { ARTICLE_SUMMARY_COLUMNS, type BlogArticleSummary, toArticleSummary } from './article-dto';
import { isPublished, sharesAnyTag } from './article-filters';
import type { ArticleReadScope } from './get-article';

/**
 * Up to three published articles related to one: same category or at least one shared tag, the article itself
 * excluded, newest first. The article must be readable by the caller (published, or a manager's draft).
 */
export async function relatedArticles(
  db: DbOrTx,
  articleId: string,
  scope: ArticleReadScope,
): Promise<BlogArticleSummary[]> {
  const [source] = await db
    .select({ id: blogArticles.id, category: blogArticles.category, tags: blogArticles.tags })
    .from(blogArticles)
    .where(and(eq(blogArticles.id, articleId), scope.includeDrafts ? undefined : isPublished));
  if (!source) throw new AppError('errors.blog.notFound');
  const rows = await db
    .select(ARTICLE_SUMMARY_COLUMNS)
    .from(blogArticles)
    .where(
      and(
        isPublished,
        ne(blogArticles.id, source.id),
        or(eq(blogArticles.category, source.category), sharesAnyTag(source.tags)),
      ),
    )
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(BLOG_RELATED_MAX);
  return rows.map(toArticleSummary);
}
