import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { coverGradient } from './article-cover-style';
import { categoryName } from './blog-search';

/**
 * An article's cover (1200×630, the link-preview size), or a gradient with the category when it has none or
 * the image fails. Decorative next to the article's title unless `alt` is given.
 */
export function ArticleCover({
  coverImageUrl,
  category,
  alt = '',
  className,
  eager = false,
}: {
  coverImageUrl: string | null;
  category: string;
  alt?: string;
  className?: string;
  /** The page's main image (the article page): loaded at once. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cn('aspect-[1200/630] w-full', className);
  if (coverImageUrl && failedUrl !== coverImageUrl) {
    return (
      // The category's gradient shows until the image has loaded (a lazy image below the fold, a slow network).
      <div className={cn(box, 'relative overflow-hidden bg-gradient-to-br', coverGradient(category))}>
        <img
          src={coverImageUrl}
          alt={alt}
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedUrl(coverImageUrl)}
          className="absolute inset-0 size-full object-cover"
        />
      </div>
    );
  }
  return (
    <div
      className={cn(box, 'relative flex items-end bg-gradient-to-br p-4', coverGradient(category))}
      aria-hidden
      data-testid="article-cover-placeholder"
    >
      <span className="rounded-md bg-black/25 px-2.5 py-1 font-semibold text-white text-xs uppercase tracking-wider">
        {categoryName(t, category)}
      </span>
    </div>
  );
}
