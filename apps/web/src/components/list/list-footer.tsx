import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { PaginationNav } from './pagination-nav';

const SIDE_BY_SIDE = {
  sm: 'sm:flex-row sm:justify-between',
  md: 'md:flex-row md:justify-between',
} as const;

/**
 * The bar under a paginated list: the summary ('Mostrando 12 de 40 produtos', '1–20 de 57', the page-size
 * menu) on the left, the page numbers on the right when there is more than one page.
 */
export function ListFooter({
  children,
  page,
  totalPages,
  onPage,
  breakpoint = 'sm',
}: {
  /** The summary side. */
  children: ReactNode;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** From this width the summary and the pages sit side by side (a wide summary needs 'md'). */
  breakpoint?: 'sm' | 'md';
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 border-t px-4 py-3', SIDE_BY_SIDE[breakpoint])}>
      {children}
      {totalPages > 1 && <PaginationNav page={page} totalPages={totalPages} onPage={onPage} />}
    </div>
  );
}

/** The usual summary of a ListFooter: 'Mostrando 12 de 40 produtos', then ' · Página 2 de 4' when given. */
export function ListSummary({
  children,
  pageOf,
  testId,
}: {
  /** 'Mostrando X de Y …'. */
  children: ReactNode;
  /** 'Página X de Y', only when there is more than one page. */
  pageOf?: ReactNode;
  testId?: string;
}) {
  return (
    <p className="text-muted-foreground text-sm" data-testid={testId}>
      {children}
      {pageOf && (
        <>
          <span aria-hidden> · </span>
          {pageOf}
        </>
      )}
    </p>
  );
}

/**
 * The footer of a server-paginated list once it has items: 'Mostrando 12 de 40 …', then ' · Página 2 de 4'
 * and the page numbers when there is more than one page.
 */
export function PagedListFooter({
  page,
  totalPages,
  totalItems,
  onPage,
  showing,
  pageOf,
  testId,
}: {
  page: number;
  totalPages: number;
  totalItems: number;
  onPage: (page: number) => void;
  /** 'Mostrando X de Y …'. */
  showing: ReactNode;
  /** 'Página X de Y'. */
  pageOf: (page: number, pages: number) => ReactNode;
  testId?: string;
}) {
  if (totalItems === 0) return null;
  return (
    <ListFooter page={page} totalPages={totalPages} onPage={onPage}>
      <ListSummary testId={testId} pageOf={totalPages > 1 ? pageOf(page, totalPages) : undefined}>
        {showing}
      </ListSummary>
    </ListFooter>
  );
}
