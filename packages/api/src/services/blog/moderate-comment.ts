import { and, blogComments, type DbOrTx, eq } from '@afilia/db';
import { AppError } from '../../errors';

/** Shows a pending comment on its article. Approving an approved comment again changes nothing. */
export async function approveComment(
  db: DbOrTx,
  moderatorId: string,
  commentId: string,
): Promise<{ id: string; status: 'approved'; approvedAt: Date | null }> {
  const [approved] = await db
    .update(blogComments)
    .set({ status: 'approved', approvedAt: new Date(), approvedBy: moderatorId })
    .where(and(eq(blogComments.id, commentId), eq(blogComments.status, 'pending')))
    .returning({ id: blogComments.id, approvedAt: blogComments.approvedAt });
  const comment =
    approved ??
    (
      await db
        .select({ id: blogComments.id, approvedAt: blogComments.approvedAt })
        .from(blogComments)
        .where(and(eq(blogComments.id, commentId), eq(blogComments.status, 'approved')))
    )[0];
  if (!comment) throw new AppError('errors.blog.commentNotFound');
  return { id: comment.id, status: 'approved', approvedAt: comment.approvedAt };
}

/** Deletes a comment, pending or approved. */
export async function removeComment(db: DbOrTx, commentId: string): Promise<{ ok: true }> {
  const removed = await db
    .delete(blogComments)
    .where(eq(blogComments.id, commentId))
    .returning({ id: blogComments.id });
  if (removed.length === 0) throw new AppError('errors.blog.commentNotFound');
  return { ok: true };
}
