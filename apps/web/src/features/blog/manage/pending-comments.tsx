import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckIcon, MessageSquareIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ListBody } from '@/components/list/list-body';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { PaginationNav } from '@/components/list/pagination-nav';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTimeBR } from '@/lib/date-format';
import { trpc } from '@/lib/trpc';
import { serverPageToFollow } from '@/lib/use-paginated-list';
import type { PendingComment } from '../blog-types';
import { CommentAvatar } from '../comments/comment-avatar';
import { useErrorDescription } from '../use-article-actions';

type Moderation = 'approve' | 'remove';

function useModeration() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const describe = useErrorDescription();
  const approve = trpc.blog.approveComment.useMutation();
  const remove = trpc.blog.removeComment.useMutation();
  const [busy, setBusy] = useState<{ id: string; action: Moderation } | null>(null);

  const moderate = async (comment: PendingComment, action: Moderation) => {
    setBusy({ id: comment.id, action });
    try {
      if (action === 'approve') await approve.mutateAsync({ commentId: comment.id });
      else await remove.mutateAsync({ commentId: comment.id });
      toast.success(t(action === 'approve' ? 'blog.toasts.commentApproved' : 'blog.toasts.commentRemoved'));
      await Promise.all([
        utils.blog.pendingComments.invalidate(),
        utils.blog.comments.invalidate({ articleId: comment.articleId }),
      ]);
    } catch (error) {
      toast.error(t('blog.errors.moderate'), { description: describe(error) });
    } finally {
      setBusy(null);
    }
  };
  return { moderate, busy };
}

function PendingCommentItem({
  comment,
  busy,
  onModerate,
}: {
  comment: PendingComment;
  busy: Moderation | null;
  onModerate: (action: Moderation) => void;
}) {
  const { t } = useTranslation();
  const bodyId = `pending-comment-${comment.id}`;
  return (
    <li className="grid gap-3 p-4" data-testid="pending-comment">
      <div className="flex items-start gap-3">
        <CommentAvatar name={comment.authorName} avatarUrl={comment.authorAvatarUrl} />
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium text-sm">{comment.authorName}</p>
          <p className="text-muted-foreground text-xs">
            <time dateTime={comment.createdAt.toISOString()}>{formatDateTimeBR(comment.createdAt)}</time>
          </p>
          <Link
            to="/blog/$slug"
            params={{ slug: comment.article.slug }}
            className="break-words text-primary text-xs hover:underline"
          >
            {t('blog.manage.onArticle', { title: comment.article.title })}
          </Link>
        </div>
      </div>
      <p id={bodyId} className="whitespace-pre-line break-words text-sm">
        {comment.body}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => onModerate('approve')}
          disabled={busy !== null}
          aria-describedby={bodyId}
        >
          {busy === 'approve' ? <Spinner /> : <CheckIcon aria-hidden />}
          {t('blog.manage.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => onModerate('remove')}
          disabled={busy !== null}
          aria-describedby={bodyId}
        >
          {busy === 'remove' ? <Spinner /> : <XIcon aria-hidden />}
          {t('blog.manage.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The moderation queue (oldest first, 20 a page): 'Aprovar' shows the comment on its article. */
export function PendingComments() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = trpc.blog.pendingComments.useQuery({ page }, { placeholderData: keepPreviousData });
  const { moderate, busy } = useModeration();
  const data = query.data;
  const items = data?.items ?? [];

  const follow = serverPageToFollow(page, data, query.isPlaceholderData);
  useEffect(() => {
    if (follow !== null) setPage(follow);
  }, [follow]);

  return (
    <section aria-labelledby="pending-comments-title" className="grid content-start gap-4">
      <div className="grid gap-1">
        <h2
          id="pending-comments-title"
          className="flex items-center gap-2 font-semibold text-xl tracking-tight"
        >
          {t('blog.manage.commentsTitle')}
          {data && data.totalItems > 0 && (
            <span className="rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground text-xs tabular-nums">
              {data.totalItems}
            </span>
          )}
        </h2>
        <p className="text-muted-foreground text-sm">{t('blog.manage.commentsDescription')}</p>
      </div>
      <Card className="gap-0 py-0">
        <ListBody
          query={query}
          isEmpty={items.length === 0}
          loading={
            <ListSkeleton
              label={t('blog.manage.commentsLoading')}
              layout="cards"
              media="avatar"
              count={2}
              className="p-4"
            />
          }
          loadError={{
            title: t('blog.manage.commentsLoadError'),
            description: t('blog.list.loadErrorDescription'),
          }}
          empty={
            <ListMessage
              icon={MessageSquareIcon}
              tone="muted"
              title={t('blog.manage.commentsEmpty')}
              className="py-10"
              testId="pending-comments-empty"
            />
          }
        >
          <ul className="divide-y" data-testid="pending-comments">
            {items.map((comment) => (
              <PendingCommentItem
                key={comment.id}
                comment={comment}
                busy={busy?.id === comment.id ? busy.action : null}
                onModerate={(action) => void moderate(comment, action)}
              />
            ))}
          </ul>
        </ListBody>
        {data && data.totalPages > 1 && (
          <div className="flex justify-center border-t p-3">
            <PaginationNav page={data.page} totalPages={data.totalPages} onPage={setPage} />
          </div>
        )}
      </Card>
    </section>
  );
}
