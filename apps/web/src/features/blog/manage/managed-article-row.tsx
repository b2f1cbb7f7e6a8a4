import { Link } from '@tanstack/react-router';
import { CopyIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateBR } from '@/lib/date-format';
import { StatusBadge } from '../article-meta';
import { categoryName } from '../blog-search';
import type { ArticleSummary } from '../blog-types';

/**
 * A row of the Gerenciar tab: status, category, title (to the article), author and last change, and the
 * actions Editar, Duplicar, Excluir (each described by the row's title for screen readers).
 */
export function ManagedArticleRow({
  article,
  duplicating,
  busy,
  onDuplicate,
  onDelete,
}: {
  article: ArticleSummary;
  duplicating: boolean;
  busy: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `managed-article-${article.id}`;
  return (
    <li
      className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between"
      data-testid="managed-article"
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={article.status} />
          <Badge variant="outline">{categoryName(t, article.category)}</Badge>
        </div>
        <Link
          id={titleId}
          to="/blog/$slug"
          params={{ slug: article.slug }}
          className="break-words font-medium leading-snug hover:text-primary hover:underline"
        >
          {article.title}
        </Link>
        <p className="text-muted-foreground text-xs">
          {t('blog.list.by', { name: article.authorName })}
          <span aria-hidden> · </span>
          {t('blog.manage.updatedAt', { date: formatDateBR(article.updatedAt) })}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="outline" size="sm" aria-describedby={titleId}>
          <Link to="/blog/$slug/edit" params={{ slug: article.id }}>
            <PencilIcon aria-hidden />
            {t('blog.manage.edit')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onDuplicate} disabled={busy} aria-describedby={titleId}>
          {duplicating ? <Spinner /> : <CopyIcon aria-hidden />}
          {t('blog.manage.duplicate')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          disabled={busy}
          aria-describedby={titleId}
        >
          <Trash2Icon aria-hidden />
          {t('blog.manage.delete')}
        </Button>
      </div>
    </li>
  );
}
