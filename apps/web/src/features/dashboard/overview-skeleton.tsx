import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCardSkeleton } from './overview-stat-card';

function ListCardSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <Card className={className} aria-hidden>
      <CardHeader className="grid gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-56" />
      </CardHeader>
      <CardContent className="grid gap-3">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}

/** The overview's figures while they load: four cards, the table and the steps. */
export function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6" aria-busy="true" data-testid="overview-loading">
      <span className="sr-only" role="status">
        {t('dashboard.overview.loading')}
      </span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </div>
      <div className="grid gap-4 lg:grid-cols-7">
        <ListCardSkeleton rows={4} className="lg:col-span-4" />
        <ListCardSkeleton rows={3} className="lg:col-span-3" />
      </div>
    </div>
  );
}

/** The figures could not be loaded: say so and offer a retry. */
export function OverviewLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden />
      <AlertTitle>{t('dashboard.overview.loadErrorTitle')}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{t('dashboard.overview.loadError')}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={onRetry}
          disabled={retrying}
        >
          <RefreshCwIcon aria-hidden />
          {t('dashboard.overview.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
