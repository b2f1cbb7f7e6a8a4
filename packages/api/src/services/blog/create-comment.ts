import { and, blogArticles, blogComments, type Database, eq } from '@afilia/db';
import type { blogCommentInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { isPublished } from './article-filters';

/**
 * A signed-in user's comment on a published article, waiting for an admin's approval (it is not shown until
 * then). The article row is share-locked so that a deletion cannot slip in between the check and the insert.
 */
export async function createComment(
  db: Database,
  authorId: string,
  input: z.output<typeof blogCommentInput>,
): Promise<{ id: string; status: 'pending'; createdAt: Date }> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(and(eq(blogArticles.id, input.articleId), isPublished))
      .for('share');
    if (!article) throw new AppError('errors.blog.notFound');
    const [comment] = await tx
      .insert(blogComments)
      .values({ articleId: article.id, authorId, body: input.body, status: 'pending' })
      .returning({ id: blogComments.id, createdAt: blogComments.createdAt });
    if (!comment) throw new Error('blog comment insert returned no row');
    return { id: comment.id, status: 'pending' as const, createdAt: comment.createdAt };
  });
}
