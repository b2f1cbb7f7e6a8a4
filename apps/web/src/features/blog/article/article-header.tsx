import { Link } from '@tanstack/react-router';
import { Clock3Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDateBR } from '@/lib/date-format';
import { articleDate, StatusBadge } from '../article-meta';
import { categoryName, isBlogCategory } from '../blog-search';
import type { ArticleDetail } from '../blog-types';
import { CommentAvatar } from '../comments/comment-avatar';

/** Category (a link to the filtered list), the draft badge, the title, author, date and reading time. */
export function ArticleHeader({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const date = articleDate(article);
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge asChild variant="secondary">
          <Link to="/blog" search={isBlogCategory(article.category) ? { category: article.category } : {}}>
            {categoryName(t, article.category)}
          </Link>
        </Badge>
        {article.status === 'draft' && <StatusBadge status="draft" />}
      </div>
      <h1 className="break-words font-bold text-3xl tracking-tight sm:text-balance sm:text-4xl lg:text-5xl">
        {article.title}
      </h1>
      {article.excerpt && <p className="text-pretty text-lg text-muted-foreground">{article.excerpt}</p>}
      <div className="flex items-center gap-3">
        <CommentAvatar name={article.authorName} avatarUrl={null} className="size-10" />
        <div className="grid gap-0.5 text-sm">
          <p className="font-medium">{article.authorName}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
            <time dateTime={date.toISOString()}>{formatDateBR(date)}</time>
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1">
              <Clock3Icon className="size-3.5" aria-hidden />
              {t('blog.article.readingTime', { count: article.readingMinutes })}
            </span>
          </p>
        </div>
      </div>
      {article.status === 'draft' && (
        <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" role="note">
          {t('blog.article.draftNotice')}
        </p>
      )}
    </header>
  );
}
