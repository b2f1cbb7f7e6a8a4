import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paginationItems } from './pagination';

/** Anterior / page numbers (at most 5, with ellipses beyond) / Próxima. */
export function PaginationNav({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const items = paginationItems(page, totalPages);
  return (
    <nav aria-label={t('products.pagination.label')} className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={t('products.pagination.previous')}
      >
        <ChevronLeftIcon aria-hidden />
        <span className="hidden sm:inline">{t('products.pagination.previous')}</span>
      </Button>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <Button
                variant={item.page === page ? 'outline' : 'ghost'}
                size="icon-sm"
                onClick={() => onPage(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('products.pagination.page', { page: item.page })}
                className="tabular-nums"
              >
                {item.page}
              </Button>
            </li>
          ) : (
            <li
              key={item.side}
              aria-hidden
              className="flex size-8 items-center justify-center text-muted-foreground"
            >
              <MoreHorizontalIcon className="size-4" />
            </li>
          ),
        )}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('products.pagination.next')}
      >
        <span className="hidden sm:inline">{t('products.pagination.next')}</span>
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
