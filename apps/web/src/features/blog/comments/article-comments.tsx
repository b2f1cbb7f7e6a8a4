import { Link, useLocation } from '@tanstack/react-router';
import { LogInIcon, MessageSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateBR } from '@/lib/date-format';
import { trpc } from '@/lib/trpc';
import type { ArticleComment, ArticleDetail } from '../blog-types';
import { useBlogViewer } from '../use-blog-viewer';
import { CommentAvatar } from './comment-avatar';
import { CommentForm } from './comment-form';

function CommentItem({ comment }: { comment: ArticleComment }) {
  return (
    <li className="flex gap-3" data-testid="article-comment">
      <CommentAvatar name={comment.authorName} avatarUrl={comment.authorAvatarUrl} />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{comment.authorName}</span>
          <time className="text-muted-foreground text-xs" dateTime={comment.createdAt.toISOString()}>
            {formatDateBR(comment.createdAt)}
          </time>
        </p>
        <p className="whitespace-pre-line break-words text-foreground/90 text-sm leading-relaxed">
          {comment.body}
        </p>
      </div>
    </li>
  );
}

/** What stands under the comments: the form, 'Entre para comentar' (to /login and back), or nothing yet. */
function CommentBox({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const { me, isLoading } = useBlogViewer();
  const href = useLocation({ select: (location) => location.href });
  if (article.status !== 'published') {
    return <p className="text-muted-foreground text-sm">{t('blog.comments.closedDraft')}</p>;
  }
  if (isLoading) return <Skeleton className="h-36 w-full" />;
  if (me) return <CommentForm articleId={article.id} />;
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground text-sm">{t('blog.comments.signInHint')}</p>
      <Button asChild variant="outline">
        <Link to="/login" search={{ returnTo: href }}>
          <LogInIcon aria-hidden />
          {t('blog.comments.signIn')}
        </Link>
      </Button>
    </div>
  );
}

/** 'Comentários': the approved comments, oldest first, then the box to write one. */
export function ArticleComments({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const query = trpc.blog.comments.useQuery({ articleId: article.id });
  const comments = query.data ?? [];
  return (
    <section aria-labelledby="comments-title" className="grid gap-6" data-testid="article-comments">
      <h2 id="comments-title" className="flex items-center gap-2 font-bold text-2xl tracking-tight">
        <MessageSquareIcon className="size-6 text-primary" aria-hidden />
        {t('blog.comments.title')}
        {comments.length > 0 && (
          <span className="font-normal text-base text-muted-foreground">
            ({t('blog.comments.count', { count: comments.length })})
          </span>
        )}
      </h2>
      {query.isPending ? (
        <div role="status" aria-label={t('blog.comments.loading')} className="grid gap-4">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : query.isError ? (
        <p className="text-destructive text-sm" role="alert">
          {t('blog.comments.loadError')}
        </p>
      ) : comments.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('blog.comments.empty')}</p>
      ) : (
        <ul className="grid gap-6">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      <CommentBox article={article} />
    </section>
  );
}
