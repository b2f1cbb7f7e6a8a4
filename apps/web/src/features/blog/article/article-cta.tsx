import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, RocketIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The sign-up call to action under an article: to /register. */
export function ArticleCta() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="article-cta-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-from to-brand-to p-6 text-white shadow-sm sm:p-8"
      data-testid="article-cta"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/15 sm:flex">
            <RocketIcon className="size-6" aria-hidden />
          </span>
          <div className="grid gap-1.5">
            <h2 id="article-cta-title" className="font-bold text-xl tracking-tight">
              {t('blog.article.ctaTitle')}
            </h2>
            <p className="text-sm text-white/85">{t('blog.article.ctaDescription')}</p>
          </div>
        </div>
        <Button
          asChild
          size="lg"
          variant="secondary"
          className="shrink-0 bg-white text-slate-900 hover:bg-white/90"
        >
          <Link to="/register">
            {t('blog.article.ctaButton')}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </aside>
  );
}
