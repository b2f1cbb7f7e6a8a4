import type { BlogCategory } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isBlogCategory, normalizeTag } from '../blog-search';
import type { BlogSearch } from '../blog-search-params';
import { ManagedArticles } from '../manage/managed-articles';
import { PendingComments } from '../manage/pending-comments';
import { useBlogViewer } from '../use-blog-viewer';
import { BlogHero } from './blog-hero';
import { PublishedArticles } from './published-articles';

/**
 * /blog: the published articles for everyone; for an admin, the Publicados and Gerenciar
 * tabs (every article with its actions, and the comments waiting for moderation) and 'Novo artigo'.
 */
export function BlogListPage({
  search,
  onSearchChange,
}: {
  search: BlogSearch;
  onSearchChange: (next: BlogSearch) => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('blog.page.title'));
  const { canManage } = useBlogViewer();
  const tab = canManage && search.tab === 'manage' ? 'manage' : 'published';
  const tag = search.tag ? normalizeTag(search.tag) : null;
  const category = isBlogCategory(search.category) ? search.category : null;

  const onFilters = (next: { tag?: string | null; category?: BlogCategory | null }) => {
    const merged = { tag, category, ...next };
    onSearchChange({
      ...(search.tab ? { tab: search.tab } : {}),
      ...(merged.tag ? { tag: merged.tag } : {}),
      ...(merged.category ? { category: merged.category } : {}),
    });
  };
  const filterProps = { tag, category, onFilters };

  return (
    <>
      <BlogHero canWrite={canManage} />
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        {canManage ? (
          <Tabs
            value={tab}
            onValueChange={(value) => {
              const { tab: _previous, ...rest } = search;
              onSearchChange(value === 'manage' ? { ...rest, tab: 'manage' } : rest);
            }}
            className="gap-6"
          >
            <TabsList aria-label={t('blog.page.tabsLabel')}>
              <TabsTrigger value="published" className="px-4">
                {t('blog.tabs.published')}
              </TabsTrigger>
              <TabsTrigger value="manage" className="px-4">
                {t('blog.tabs.manage')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="published">
              <PublishedArticles {...filterProps} canWrite />
            </TabsContent>
            <TabsContent value="manage">
              <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
                <ManagedArticles {...filterProps} />
                <PendingComments />
              </div>
            </TabsContent>
          </Tabs>
        ) : (
          <PublishedArticles {...filterProps} canWrite={false} />
        )}
      </div>
    </>
  );
}
