import { BLOG_COMMENT_MAX, BLOG_COMMENT_MIN } from '@afilia/validators';
import { CheckCircle2Icon, SendIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { parseError } from '@/lib/errors';
import { type TranslationKey, translateMessage } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';

/** A signed-in reader's comment: sent for moderation, then 'Seu comentário … aguarda a moderação'. */
export function CommentForm({ articleId }: { articleId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  /** An i18n key: the app's own (typed where set) or a zod message from the server. */
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const mutation = trpc.blog.addComment.useMutation();
  const length = body.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length < BLOG_COMMENT_MIN) {
      setError('blog.validation.commentMin' satisfies TranslationKey);
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync({ articleId, body });
      setBody('');
      setSent(true);
      toast.success(t('blog.toasts.commentSent'));
    } catch (failure) {
      const { code, params, fieldErrors } = parseError(failure);
      const fieldError = fieldErrors.body;
      if (fieldError) setError(fieldError);
      else toast.error(t('blog.comments.sendError'), { description: t(code, params) });
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      data-testid="comment-form"
      noValidate
    >
      <Label htmlFor={id}>{t('blog.comments.label')}</Label>
      <Textarea
        id={id}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (sent) setSent(false);
        }}
        placeholder={t('blog.comments.placeholder')}
        maxLength={BLOG_COMMENT_MAX}
        rows={4}
        className="min-h-28"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {translateMessage(t, error)}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={hintId} className="text-muted-foreground text-xs">
          {t('blog.comments.hint')}{' '}
          <span className="tabular-nums">
            {t('blog.comments.length', { length: body.length, max: BLOG_COMMENT_MAX })}
          </span>
        </p>
        <Button type="submit" disabled={mutation.isPending} className="sm:w-auto">
          {mutation.isPending ? <Spinner /> : <SendIcon aria-hidden />}
          {t('blog.comments.send')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {sent && (
          <p
            className="flex items-start gap-2 rounded-md border border-success/30 bg-success/10 px-3 py-2 text-sm"
            data-testid="comment-pending"
          >
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {t('blog.comments.pending')}
          </p>
        )}
      </div>
    </form>
  );
}
