import { Link } from '@tanstack/react-router';
import { HomeIcon, LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Where an affiliate link that does not exist (or no longer works) leads: it says so, instead of dropping
 * the visitor on the home page without a word.
 */
export function LinkNotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.linkNotFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-6 py-20 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <LinkIcon className="size-7" aria-hidden />
      </div>
      <div className="grid gap-2">
        <h1 className="font-bold text-3xl tracking-tight">{t('public.linkNotFound.title')}</h1>
        <p className="text-muted-foreground">{t('public.linkNotFound.description')}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">
          <HomeIcon aria-hidden />
          {t('common.actions.backHome')}
        </Link>
      </Button>
    </section>
  );
}
