import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Shown when auth.me fails: 'Não foi possível carregar os dados do usuário.' */
export function DashboardLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
      <p className="font-semibold text-lg">{t('dashboard.shell.loadErrorTitle')}</p>
      <p className="max-w-md text-muted-foreground">{t('errors.auth.dashboardLoadFailed')}</p>
      <Button onClick={onRetry}>{t('dashboard.shell.retry')}</Button>
    </div>
  );
}

export function DashboardPending() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" label={t('dashboard.shell.loading')} />
    </div>
  );
}
