import { and, asc, blogArticles, blogComments, count, type DbOrTx, eq, profiles } from '@afilia/db';
import { BLOG_PENDING_PAGE_SIZE } from '@afilia/validators';
import { AppError } from '../../errors';
import { pageWindow } from '../list/page-window';
import { isPublished } from './article-filters';
import { type BlogCommentDto, COMMENT_COLUMNS, toCommentDto } from './comment-dto';
import type { ArticleReadScope } from './get-article';

/** The most comments an article page lists (oldest first). */
export const MAX_LISTED_COMMENTS = 200;

/** The approved comments of a readable article, oldest first, with each author's name and photo. */
export async function listApprovedComments(
  db: DbOrTx,
  articleId: string,
  scope: ArticleReadScope,
): Promise<BlogCommentDto[]> {
  const [article] = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(and(eq(blogArticles.id, articleId), scope.includeDrafts ? undefined : isPublished));
  if (!article) throw new AppError('errors.blog.notFound');
  const rows = await db
    .select(COMMENT_COLUMNS)
    .from(blogComments)
    .innerJoin(profiles, eq(profiles.id, blogComments.authorId))
    .where(and(eq(blogComments.articleId, article.id), eq(blogComments.status, 'approved')))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(MAX_LISTED_COMMENTS);
  return rows.map(toCommentDto);
}

export interface PendingComment extends BlogCommentDto {
  article: { id: string; slug: string; title: string };
}

/** The moderation queue: comments waiting for approval, oldest first, each with its article's title. */
export async function listPendingComments(db: DbOrTx, page: number) {
  const pending = eq(blogComments.status, 'pending');
  const [counted] = await db.select({ n: count() }).from(blogComments).where(pending);
  const totalItems = counted?.n ?? 0;
  const window = pageWindow(totalItems, page, BLOG_PENDING_PAGE_SIZE);
  const rows =
    totalItems === 0
      ? []
      : await db
          .select({
            ...COMMENT_COLUMNS,
            articleSlug: blogArticles.slug,
            articleTitle: blogArticles.title,
          })
          .from(blogComments)
          .innerJoin(blogArticles, eq(blogArticles.id, blogComments.articleId))
          .innerJoin(profiles, eq(profiles.id, blogComments.authorId))
          .where(pending)
          .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
          .limit(BLOG_PENDING_PAGE_SIZE)
          .offset(window.offset);
  const items: PendingComment[] = rows.map(({ articleSlug, articleTitle, ...row }) => ({
    ...toCommentDto(row),
    article: { id: row.articleId, slug: articleSlug, title: articleTitle },
  }));
  return {
    items,
    page: window.page,
    pageSize: BLOG_PENDING_PAGE_SIZE,
    totalItems,
    totalPages: window.totalPages,
  };
}
