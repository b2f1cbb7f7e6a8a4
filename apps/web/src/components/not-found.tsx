import { Link } from '@tanstack/react-router';
import { HomeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';

/** 404 page (any path without a route shows 'Página não encontrada' with a button back to home). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <LogoMark className="size-12" />
      <p className="bg-gradient-to-r from-brand-from to-brand-to bg-clip-text font-bold text-7xl text-transparent tracking-tight">
        {t('common.notFound.code')}
      </p>
      <div className="max-w-md space-y-2">
        <h1 className="font-semibold text-2xl tracking-tight">{t('common.notFound.title')}</h1>
        <p className="text-muted-foreground">{t('common.notFound.description')}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">
          <HomeIcon />
          {t('common.actions.backHome')}
        </Link>
      </Button>
    </main>
  );
}
