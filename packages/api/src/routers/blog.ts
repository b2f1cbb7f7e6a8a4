import {
  blogArticleIdInput,
  blogArticleInput,
  blogArticleRefInput,
  blogArticleUpdateInput,
  blogCommentIdInput,
  blogCommentInput,
  blogCommentsInput,
  blogListInput,
  blogPendingCommentsInput,
  can,
} from '@afilia/validators';
import { AppError } from '../errors';
import { retryAfterSeconds } from '../rate-limiter';
import { signedInActor } from '../services/auth/resolve-actor';
import { deleteArticle, duplicateArticle } from '../services/blog/article-actions';
import { listArticleTags } from '../services/blog/article-tags';
import { canManageBlog } from '../services/blog/blog-access';
import { createComment } from '../services/blog/create-comment';
import { getArticle } from '../services/blog/get-article';
import { listManagedArticles, listPublishedArticles } from '../services/blog/list-articles';
import { listApprovedComments, listPendingComments } from '../services/blog/list-comments';
import { approveComment, removeComment } from '../services/blog/moderate-comment';
import { relatedArticles } from '../services/blog/related-articles';
import { createArticle, updateArticle } from '../services/blog/save-article';
import { capabilityProcedure, publicProcedure, router } from '../trpc';

/** Writing, publishing and moderation: admins. */
const manageProcedure = capabilityProcedure('blog.manage');

/**
 * Commenting: any signed-in role, under the strict tier's budget per user (a comment waits for moderation,
 * so a flood would only bury the queue).
 */
const commentProcedure = capabilityProcedure('blog.comment').use(async ({ ctx, path, next }) => {
  const decision = await ctx.authRateLimiter.hit(`${path}:user:${ctx.actor.id}`);
  if (!decision.allowed)
    throw new AppError('errors.rateLimited', {
      params: { retryAfterSeconds: String(retryAfterSeconds(decision)) },
    });
  return next();
});

const siteOrigin = (appUrl: string) => ({ siteOrigin: new URL(appUrl).origin });

/**
 * The blog. Reading is public (published articles, their tags, related articles and approved comments); an
 * admin also reads drafts through the same procedures. Everything else is `blog.manage`, except commenting.
 */
export const blogRouter = router({
  /** The published tab for anyone; the manage tab (drafts too) for the blog's managers only. */
  list: publicProcedure.input(blogListInput).query(({ ctx, input }) => {
    if (input.tab === 'manage') {
      const { actor } = signedInActor(ctx.session);
      if (!can(actor.role, 'blog.manage')) throw new AppError('errors.forbidden');
      return listManagedArticles(ctx.db, input);
    }
    return listPublishedArticles(ctx.db, input);
  }),
  get: publicProcedure
    .input(blogArticleRefInput)
    .query(({ ctx, input }) =>
      getArticle(ctx.db, input.idOrSlug, { includeDrafts: canManageBlog(ctx.session) }),
    ),
  related: publicProcedure
    .input(blogArticleIdInput)
    .query(({ ctx, input }) =>
      relatedArticles(ctx.db, input.id, { includeDrafts: canManageBlog(ctx.session) }),
    ),
  tags: publicProcedure.query(({ ctx }) => listArticleTags(ctx.db)),
  comments: publicProcedure
    .input(blogCommentsInput)
    .query(({ ctx, input }) =>
      listApprovedComments(ctx.db, input.articleId, { includeDrafts: canManageBlog(ctx.session) }),
    ),

  create: manageProcedure
    .input(blogArticleInput)
    .mutation(({ ctx, input }) => createArticle(ctx.db, ctx.actor, input, siteOrigin(ctx.config.appUrl))),
  update: manageProcedure
    .input(blogArticleUpdateInput)
    .mutation(({ ctx, input }) => updateArticle(ctx.db, input.id, input.data, siteOrigin(ctx.config.appUrl))),
  duplicate: manageProcedure
    .input(blogArticleIdInput)
    .mutation(({ ctx, input }) => duplicateArticle(ctx.db, ctx.actor, input.id)),
  delete: manageProcedure
    .input(blogArticleIdInput)
    .mutation(({ ctx, input }) => deleteArticle(ctx.db, input.id)),

  addComment: commentProcedure
    .input(blogCommentInput)
    .mutation(({ ctx, input }) => createComment(ctx.db, ctx.actor.id, input)),
  pendingComments: manageProcedure
    .input(blogPendingCommentsInput)
    .query(({ ctx, input }) => listPendingComments(ctx.db, input.page)),
  approveComment: manageProcedure
    .input(blogCommentIdInput)
    .mutation(({ ctx, input }) => approveComment(ctx.db, ctx.actor.id, input.commentId)),
  removeComment: manageProcedure
    .input(blogCommentIdInput)
    .mutation(({ ctx, input }) => removeComment(ctx.db, input.commentId)),
});
