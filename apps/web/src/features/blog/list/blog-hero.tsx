import { Link } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The band at the top of /blog: eyebrow, title, subtitle, and 'Novo artigo' for an admin. */
export function BlogHero({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="border-b bg-gradient-to-b from-primary/5 to-background">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-14 pb-10 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">
            {t('blog.page.eyebrow')}
          </p>
          <h1 className="mt-3 text-balance font-bold text-4xl tracking-tight sm:text-5xl">
            {t('blog.page.title')}
          </h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">{t('blog.page.subtitle')}</p>
        </div>
        {canWrite && (
          <Button asChild size="lg" className="w-full md:w-auto">
            <Link to="/blog/new">
              <PlusIcon aria-hidden />
              {t('blog.page.newArticle')}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
