import { Link } from '@tanstack/react-router';
import { NewspaperIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list/list-message';
import { PaginationNav } from '@/components/list/pagination-nav';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ArticleCardSkeleton } from './article-card';

/** Six card placeholders in the grid's columns, announced as 'Carregando artigos...'. */
export function ArticleGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('blog.list.loading')}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <ArticleCardSkeleton key={n} />
      ))}
    </div>
  );
}

/**
 * No article: none published yet ('Novo artigo' for an admin), or none matching the search and filters
 * ('Limpar filtros').
 */
export function BlogEmptyState({
  filtered,
  onClear,
  canWrite,
  manage = false,
}: {
  filtered: boolean;
  onClear: () => void;
  canWrite: boolean;
  manage?: boolean;
}) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <ListMessage
        icon={SearchXIcon}
        tone="muted"
        title={t('blog.list.noMatchTitle')}
        description={t('blog.list.noMatchDescription')}
        testId="blog-empty"
      >
        <Button variant="outline" onClick={onClear}>
          {t('blog.list.clearFilters')}
        </Button>
      </ListMessage>
    );
  }
  return (
    <ListMessage
      icon={NewspaperIcon}
      tone="primary"
      title={t(manage ? 'blog.manage.emptyTitle' : 'blog.list.emptyTitle')}
      description={t(manage ? 'blog.manage.emptyDescription' : 'blog.list.emptyDescription')}
      testId="blog-empty"
    >
      {canWrite && (
        <Button asChild>
          <Link to="/blog/new">
            <PlusIcon aria-hidden />
            {t('blog.page.newArticle')}
          </Link>
        </Button>
      )}
    </ListMessage>
  );
}

/** '12 artigos' with a spinner while another page or filter loads. */
export function ResultCount({ total, fetching }: { total: number | undefined; fetching: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      className="flex min-h-5 items-center gap-2 font-medium text-muted-foreground text-sm tabular-nums"
      aria-live="polite"
      data-testid="blog-count"
    >
      {/* No count for an empty list: its message says it (and pt-BR reads 0 as singular). */}
      {total !== undefined && total > 0 && t('blog.list.count', { count: total })}
      {fetching && <Spinner label={t('blog.list.updating')} />}
    </p>
  );
}

/** 'Página 2 de 3' and the page buttons, when there is more than one page. */
export function BlogPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <div className="flex flex-col items-center gap-3 border-t pt-6 sm:flex-row sm:justify-between">
      <p className="text-muted-foreground text-sm tabular-nums">
        {t('blog.list.pageOf', { page, pages: totalPages })}
      </p>
      <PaginationNav page={page} totalPages={totalPages} onPage={onPage} />
    </div>
  );
}
