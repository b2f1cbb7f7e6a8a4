import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDateBR } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import type { ArticleSummary } from './blog-types';

/** The date an article shows: its publication, or (a draft) when it was written. */
export function articleDate(article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>): Date {
  return article.publishedAt ?? article.createdAt;
}

/** 'Por Ana · 05/03/2026', then whatever follows (reading time). */
export function ArticleByline({
  article,
  className,
  children,
}: {
  article: Pick<ArticleSummary, 'authorName' | 'publishedAt' | 'createdAt'>;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const date = articleDate(article);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground', className)}>
      <span>{t('blog.list.by', { name: article.authorName })}</span>
      <span aria-hidden>·</span>
      <time dateTime={date.toISOString()}>{formatDateBR(date)}</time>
      {children}
    </p>
  );
}

/** 'Rascunho' (amber) or 'Publicado' (green). */
export function StatusBadge({ status }: { status: ArticleSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status === 'published' ? 'success' : 'warning'} data-testid="article-status">
      {t(`blog.statuses.${status}`)}
    </Badge>
  );
}
