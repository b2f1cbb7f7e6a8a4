import {
  CalendarX2Icon,
  ChartNoAxesColumnIcon,
  LockIcon,
  SparklesIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list/list-message';
import { RefreshButton } from '@/components/list/refresh-button';
import { NoticeCard } from '@/components/notice-card';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCode } from '@/lib/errors';

/** The shape of a tab while its figures load: cards and a chart (Vendas), or a chart and rows. */
export function ReportSkeleton({ layout }: { layout: 'sales' | 'table' }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" aria-busy="true" data-testid="report-loading">
      <span className="sr-only" role="status">
        {t('reports.state.loading')}
      </span>
      {layout === 'sales' && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-[5.5rem] rounded-xl" />
          ))}
        </div>
      )}
      <Skeleton className="h-72 rounded-xl" aria-hidden />
      {layout === 'table' && (
        <Card className="gap-3 p-4" aria-hidden>
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-9 w-full" />
          ))}
        </Card>
      )}
    </div>
  );
}

export interface RetryQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed load: what went wrong, with 'Tentar novamente'. */
export function ReportError({ query }: { query: RetryQuery }) {
  const { t } = useTranslation();
  const code = errorCode(query.error);
  const upgrade = code === 'errors.reports.upgradeRequired';
  if (upgrade) return <LockedReport />;
  return (
    <Card className="py-0">
      <ListMessage
        alert
        icon={TriangleAlertIcon}
        tone="destructive"
        title={t('reports.state.errorTitle')}
        description={
          code === 'errors.network' || code === 'errors.internal'
            ? t('reports.state.errorDescription')
            : t(code)
        }
        testId="report-error"
      >
        <RefreshButton onClick={() => void query.refetch()} refreshing={query.isFetching}>
          {t('common.actions.retry')}
        </RefreshButton>
      </ListMessage>
    </Card>
  );
}

/** 'Nenhum dado disponível': nothing happened in the period. */
export function ReportEmpty() {
  const { t } = useTranslation();
  return (
    <Card className="py-0">
      <ListMessage
        icon={ChartNoAxesColumnIcon}
        tone="primary"
        title={t('reports.state.empty')}
        description={t('reports.state.emptyHint')}
        testId="report-empty"
      />
    </Card>
  );
}

/** The custom range in the address is not one the reports take: the form under the period says why. */
export function ReportPeriodInvalid() {
  const { t } = useTranslation();
  return (
    <Card className="py-0">
      <ListMessage
        icon={CalendarX2Icon}
        tone="muted"
        title={t('reports.period.invalid')}
        testId="report-period-invalid"
      />
    </Card>
  );
}

/** A tab the plan does not include: the upgrade prompt instead of figures. */
export function LockedReport() {
  const { t } = useTranslation();
  return (
    <NoticeCard
      tone="brand"
      headingLevel={3}
      icon={LockIcon}
      title={t('reports.locked.title')}
      text={t('reports.locked.description')}
      action={{ to: '/plans', label: t('reports.locked.cta'), icon: SparklesIcon }}
      testId="report-locked"
      contentClassName="py-8 sm:py-12"
    />
  );
}
