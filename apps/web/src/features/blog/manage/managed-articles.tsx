import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody } from '@/components/list/list-body';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { Card } from '@/components/ui/card';
import type { ArticleSummary } from '../blog-types';
import { DeleteArticleDialog } from '../delete-article-dialog';
import { BlogFilters } from '../list/blog-filters';
import { BlogEmptyState, BlogPagination, ResultCount } from '../list/list-states';
import type { FilterProps } from '../list/published-articles';
import { useBlogList } from '../list/use-blog-list';
import { useArticleActions } from '../use-article-actions';
import { ManagedArticleRow } from './managed-article-row';

/** Every article, drafts included, newest written first, with the row actions (admins). */
export function ManagedArticles({ tag, category, onFilters }: FilterProps) {
  const { t } = useTranslation();
  const list = useBlogList({ tab: 'manage', tag, category });
  const actions = useArticleActions();
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const { query } = list;
  const data = query.data;
  const items = data?.items ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await actions.remove(deleting.id)) setDeleting(null);
  };

  return (
    <section aria-labelledby="managed-articles-title" className="grid min-w-0 content-start gap-5">
      <div className="grid gap-1">
        <h2 id="managed-articles-title" className="font-semibold text-xl tracking-tight">
          {t('blog.manage.articlesTitle')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('blog.manage.articlesDescription')}</p>
      </div>
      <BlogFilters
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        category={category}
        onCategory={(next) => onFilters({ category: next })}
        tag={tag}
        onTag={(next) => onFilters({ tag: next })}
      />
      <ResultCount total={data?.totalItems} fetching={query.isFetching && !query.isPending} />
      <Card className="gap-0 py-0">
        <ListBody
          query={query}
          isEmpty={items.length === 0}
          loading={<ListSkeleton label={t('blog.list.loading')} layout="rows" media="image" trailing={3} />}
          loadError={{ title: t('blog.list.loadError'), description: t('blog.list.loadErrorDescription') }}
          empty={
            <BlogEmptyState
              manage
              canWrite
              filtered={Boolean(list.search || tag || category)}
              onClear={() => {
                list.clearSearch();
                onFilters({ tag: null, category: null });
              }}
            />
          }
        >
          <ul className="divide-y" data-testid="managed-articles">
            {items.map((article) => (
              <ManagedArticleRow
                key={article.id}
                article={article}
                duplicating={actions.duplicatingId === article.id}
                busy={actions.duplicatingId !== undefined}
                onDuplicate={() => void actions.duplicate(article.id)}
                onDelete={() => setDeleting(article)}
              />
            ))}
          </ul>
        </ListBody>
      </Card>
      {data && <BlogPagination page={data.page} totalPages={data.totalPages} onPage={list.setPage} />}
      <DeleteArticleDialog
        article={deleting}
        pending={actions.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
