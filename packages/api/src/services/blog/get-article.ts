import { and, blogArticles, type DbOrTx, eq, or, type SQL } from '@afilia/db';
import { AppError } from '../../errors';
import { type BlogArticleDetail, toArticleDetail } from './article-dto';
import { isPublished } from './article-filters';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ArticleReadScope {
  /** Drafts too (the blog's managers); otherwise a draft is not found. */
  includeDrafts: boolean;
}

/** The article whose id or slug is `idOrSlug` (an id is also tried as a slug). */
export function articleRef(idOrSlug: string): SQL | undefined {
  const value = idOrSlug.trim().toLowerCase();
  return UUID.test(value)
    ? or(eq(blogArticles.id, value), eq(blogArticles.slug, value))
    : eq(blogArticles.slug, value);
}

/** The article or null (a draft counts only with `includeDrafts`). */
export async function findArticle(
  db: DbOrTx,
  idOrSlug: string,
  scope: ArticleReadScope,
): Promise<BlogArticleDetail | null> {
  const [row] = await db
    .select()
    .from(blogArticles)
    .where(and(articleRef(idOrSlug), scope.includeDrafts ? undefined : isPublished))
    .limit(1);
  return row ? toArticleDetail(row) : null;
}

/** The article page's article, by id or slug; 'Artigo não encontrado' for an unknown one or a visitor's draft. */
export async function getArticle(
  db: DbOrTx,
  idOrSlug: string,
  scope: ArticleReadScope,
): Promise<BlogArticleDetail> {
  const article = await findArticle(db, idOrSlug, scope);
  if (!article) throw new AppError('errors.blog.notFound');
  return article;
}

/** A published article by its slug, or null: what the server-rendered head tags of /blog/{slug} read. */
export function findPublishedArticle(db: DbOrTx, slug: string): Promise<BlogArticleDetail | null> {
  return findArticle(db, slug, { includeDrafts: false });
}
