import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { translateMessage } from '@/lib/i18n-keys';
import { cn } from '@/lib/utils';

// TipTap and ProseMirror load with this field only: never with the list, the article or the landing page.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

function EditorPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-md border" role="status" aria-label={t('blog.editor.loading')}>
      <div className="flex gap-1 border-b bg-muted/40 p-1.5">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
          <Skeleton key={n} className="size-8" />
        ))}
      </div>
      <div className="grid gap-3 p-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="h-52" />
      </div>
    </div>
  );
}

/** 'Conteúdo': the label, the rich-text editor (lazy), its hint and error. */
export function ContentField({
  initialHtml,
  onChange,
  error,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      {/* The editable area is not a form control: its label names it through aria-labelledby. */}
      <span id={labelId} className={cn('font-medium text-sm leading-none', error && 'text-destructive')}>
        {t('blog.editor.fields.content')}
      </span>
      <Suspense fallback={<EditorPlaceholder />}>
        <RichTextEditor
          initialHtml={initialHtml}
          onChange={onChange}
          labelledBy={labelId}
          describedBy={error ? `${hintId} ${errorId}` : hintId}
          invalid={Boolean(error)}
        />
      </Suspense>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('blog.editor.fields.contentHint')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}
