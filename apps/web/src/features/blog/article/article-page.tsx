import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeftIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list/list-message';
import { RefreshButton } from '@/components/list/refresh-button';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArticleCover } from '../article-cover';
import { ARTICLE_PROSE } from '../article-prose';
import type { ArticleDetail } from '../blog-types';
import { ArticleComments } from '../comments/article-comments';
import { useBlogViewer } from '../use-blog-viewer';
import { useArticleNotFoundRedirect } from '../use-not-found-redirect';
import { ArticleAdminActions } from './article-admin-actions';
import { ArticleCta } from './article-cta';
import { ArticleHeader } from './article-header';
import { RelatedArticles } from './related-articles';
import { ShareLinks } from './share-links';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/blog"
      className="inline-flex w-fit items-center gap-1.5 rounded-sm font-medium text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      {t('blog.article.back')}
    </Link>
  );
}

/** The article's shape while it loads. */
export function ArticlePending() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <span className="sr-only" role="status">
        {t('blog.article.loading')}
      </span>
      <div className="grid gap-4" aria-hidden>
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-10 w-11/12" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="aspect-[1200/630] w-full rounded-xl" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}

function ArticleView({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const { canManage } = useBlogViewer();
  return (
    <>
      <article
        className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8 sm:px-6 lg:py-12"
        data-testid="article"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BackLink />
          {canManage && <ArticleAdminActions article={article} />}
        </div>
        <ArticleHeader article={article} />
        <ArticleCover
          coverImageUrl={article.coverImageUrl}
          category={article.category}
          className="rounded-xl border"
          eager
        />
        <div
          className={ARTICLE_PROSE}
          data-testid="article-content"
          // Sanitized by the server when the article was saved (docs/decisions/023).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: stored through the server's allowlist
          dangerouslySetInnerHTML={{ __html: article.contentHtml }}
        />
        <footer className="grid gap-6 border-t pt-6">
          {article.tags.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-sm">{t('blog.article.tagsLabel')}:</span>
              <ul className="flex flex-wrap gap-2" aria-label={t('blog.article.tagsLabel')}>
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Badge asChild variant="outline" className="h-7 rounded-full px-3 text-sm">
                      <Link to="/blog" search={{ tag }}>
                        #{tag}
                      </Link>
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ShareLinks title={article.title} slug={article.slug} />
        </footer>
        <ArticleCta />
        <ArticleComments article={article} />
      </article>
      <div className="border-t bg-muted/40">
        <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <RelatedArticles articleId={article.id} />
        </div>
      </div>
    </>
  );
}

/**
 * /blog/{slug} (or /blog/{id}, which is replaced by the slug's address): the article, its tags, sharing, the
 * sign-up call to action, comments and related articles; an admin's actions. Loaded in the browser; the server
 * already wrote the head tags for link previews.
 */
export function ArticlePage({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const query = trpc.blog.get.useQuery({ idOrSlug });
  const article = query.data;
  const notFound = useArticleNotFoundRedirect(query.error);
  useDocumentTitle(article?.title);

  // An old /blog/{id} link: show the canonical /blog/{slug} address.
  const canonicalSlug = article && article.slug !== idOrSlug.toLowerCase() ? article.slug : null;
  useEffect(() => {
    if (!canonicalSlug || !article) return;
    utils.blog.get.setData({ idOrSlug: canonicalSlug }, article);
    void navigate({ to: '/blog/$slug', params: { slug: canonicalSlug }, replace: true });
  }, [canonicalSlug, article, utils, navigate]);

  if (article) return <ArticleView article={article} />;
  if (query.isError && !notFound) {
    return (
      <ListMessage alert icon={TriangleAlertIcon} tone="destructive" title={t('blog.list.loadError')}>
        <RefreshButton onClick={() => void query.refetch()} refreshing={query.isFetching}>
          {t('common.actions.retry')}
        </RefreshButton>
      </ListMessage>
    );
  }
  return <ArticlePending />;
}
