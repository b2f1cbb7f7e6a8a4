import { BLOG_RELATED_MAX } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { ArticleCard, ArticleCardSkeleton } from '../list/article-card';

/** Up to three published articles of the same category or sharing a tag; nothing when there are none. */
export function RelatedArticles({ articleId }: { articleId: string }) {
  const { t } = useTranslation();
  const query = trpc.blog.related.useQuery({ id: articleId });
  if (query.isPending) {
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label={t('blog.article.relatedLoading')}
      >
        {Array.from({ length: BLOG_RELATED_MAX }, (_, i) => i + 1).map((n) => (
          <ArticleCardSkeleton key={n} />
        ))}
      </div>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="grid gap-6" data-testid="related-articles">
      <h2 id="related-title" className="font-bold text-2xl tracking-tight">
        {t('blog.article.relatedTitle')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.slice(0, BLOG_RELATED_MAX).map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
