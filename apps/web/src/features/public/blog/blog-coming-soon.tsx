import { Link } from '@tanstack/react-router';
import { NewspaperIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /blog placeholder until the blog issue lands. */
export function BlogComingSoon() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.blog.title'));
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <NewspaperIcon className="size-7" aria-hidden="true" />
      </span>
      <Badge variant="secondary" className="mt-6">
        {t('common.comingSoon')}
      </Badge>
      <h1 className="mt-4 font-bold text-4xl tracking-tight">{t('public.blog.title')}</h1>
      <p className="mt-4 text-pretty text-lg text-muted-foreground">{t('public.blog.description')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/features">{t('public.blog.exploreFeatures')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">{t('common.actions.backHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
