import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { AlertTriangleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Default error screen for a route whose loader or component threw. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="font-semibold text-2xl tracking-tight">{t('common.errorBoundary.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('common.errorBoundary.description')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('common.actions.retry')}
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">{t('common.actions.backHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
