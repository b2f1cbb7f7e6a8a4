import type { BlogCategory } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { ListBody } from '@/components/list/list-body';
import { ArticleCard } from './article-card';
import { BlogFilters } from './blog-filters';
import { ArticleGridSkeleton, BlogEmptyState, BlogPagination, ResultCount } from './list-states';
import { useBlogList } from './use-blog-list';

export interface FilterProps {
  tag: string | null;
  category: BlogCategory | null;
  onFilters: (filters: { tag?: string | null; category?: BlogCategory | null }) => void;
}

/** The published articles: filters, a grid of cards (3, 2 or 1 columns), the count and the pages. */
export function PublishedArticles({
  tag,
  category,
  onFilters,
  canWrite,
}: FilterProps & { canWrite: boolean }) {
  const { t } = useTranslation();
  const list = useBlogList({ tab: 'published', tag, category });
  const { query } = list;
  const data = query.data;
  const items = data?.items ?? [];
  const filtered = Boolean(list.search || tag || category);

  const changePage = (page: number) => {
    list.setPage(page);
    document.getElementById('blog-results')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="grid gap-6">
      <BlogFilters
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        category={category}
        onCategory={(next) => onFilters({ category: next })}
        tag={tag}
        onTag={(next) => onFilters({ tag: next })}
      />
      <div id="blog-results" className="grid scroll-mt-24 gap-4">
        <ResultCount total={data?.totalItems} fetching={query.isFetching && !query.isPending} />
        <ListBody
          query={query}
          isEmpty={items.length === 0}
          loading={<ArticleGridSkeleton />}
          loadError={{ title: t('blog.list.loadError'), description: t('blog.list.loadErrorDescription') }}
          empty={
            <BlogEmptyState
              filtered={filtered}
              canWrite={canWrite}
              onClear={() => {
                list.clearSearch();
                onFilters({ tag: null, category: null });
              }}
            />
          }
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
            {items.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </ListBody>
      </div>
      {data && <BlogPagination page={data.page} totalPages={data.totalPages} onPage={changePage} />}
    </div>
  );
}
