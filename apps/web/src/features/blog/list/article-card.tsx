import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ArticleCover } from '../article-cover';
import { ArticleByline, StatusBadge } from '../article-meta';
import { categoryName } from '../blog-search';
import type { ArticleSummary } from '../blog-types';

/**
 * A card of the list and of the related articles: cover (or gradient), category, title (the link, stretched
 * over the card), excerpt, author and date, tags.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="group relative flex w-full min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
      data-testid="article-card"
    >
      <ArticleCover coverImageUrl={article.coverImageUrl} category={article.category} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{categoryName(t, article.category)}</Badge>
          {article.status === 'draft' && <StatusBadge status="draft" />}
        </div>
        <Heading className="font-semibold text-lg leading-snug tracking-tight">
          <Link
            to="/blog/$slug"
            params={{ slug: article.slug }}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
          >
            {article.title}
          </Link>
        </Heading>
        {article.excerpt && <p className="line-clamp-3 text-muted-foreground text-sm">{article.excerpt}</p>}
        <div className="mt-auto grid gap-3 pt-1">
          <ArticleByline article={article} className="text-xs" />
          {article.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('blog.list.tagsOf')}>
              {article.tags.slice(0, 3).map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground text-xs">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card" aria-hidden>
      <div className="aspect-[1200/630] w-full animate-pulse bg-accent" />
      <div className="grid gap-3 p-5">
        <div className="h-5 w-20 animate-pulse rounded-md bg-accent" />
        <div className="h-5 w-4/5 animate-pulse rounded-md bg-accent" />
        <div className="h-4 w-full animate-pulse rounded-md bg-accent" />
        <div className="h-4 w-2/3 animate-pulse rounded-md bg-accent" />
        <div className="mt-2 h-3 w-1/2 animate-pulse rounded-md bg-accent" />
      </div>
    </div>
  );
}
