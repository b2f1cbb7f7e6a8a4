import { BLOG_PAGE_SIZE, type BlogCategory, type BlogListTab } from '@afilia/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastListLoadError } from '@/components/list/list-body';
import { trpc } from '@/lib/trpc';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';

export interface BlogListFilters {
  tab: BlogListTab;
  tag: string | null;
  category: BlogCategory | null;
}

function useBlogListQuery(params: ListParams<number>, filters: BlogListFilters) {
  return trpc.blog.list.useQuery(
    { ...filters, search: params.search, page: params.page, pageSize: params.pageSize },
    { placeholderData: keepPreviousData },
  );
}

/**
 * A page of articles (9 a page): the published tab or, for admins, every article. The search box is debounced;
 * a new search, tag or category starts from the first page.
 */
export function useBlogList(filters: BlogListFilters) {
  const { t } = useTranslation();
  return usePaginatedList({
    initialPageSize: BLOG_PAGE_SIZE,
    filters,
    useListQuery: useBlogListQuery,
    onLoadError: () =>
      toastListLoadError({
        title: t('blog.list.loadError'),
        description: t('blog.list.loadErrorDescription'),
      }),
  });
}

export type BlogList = ReturnType<typeof useBlogList>;
