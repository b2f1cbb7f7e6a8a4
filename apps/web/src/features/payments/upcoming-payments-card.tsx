import { ArrowDownLeftIcon, ArrowUpRightIcon, CalendarClockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list/list-message';
import { QueryErrorMessage } from '@/components/list/retry-message';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TONE_CLASS } from '@/lib/status-tone';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { formatUpcomingDay, signedAmount, UPCOMING_KIND_LABEL } from './payment-status';
import type { UpcomingPayment } from './payment-types';

function UpcomingItem({ item }: { item: UpcomingPayment }) {
  const { t } = useTranslation();
  const received = item.direction === 'received';
  const Icon = received ? ArrowDownLeftIcon : ArrowUpRightIcon;
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-md',
          received ? TONE_CLASS.success : 'bg-muted',
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium text-sm">{t(UPCOMING_KIND_LABEL[item.kind])}</span>
        <span className="text-muted-foreground text-xs">
          <time dateTime={item.day} className="tabular-nums">
            {formatUpcomingDay(item.day)}
          </time>
          {item.kind !== 'renewal' && ` · ${t('payments.upcoming.count', { count: item.count })}`}
        </span>
      </div>
      <span className="shrink-0 font-semibold text-sm tabular-nums">
        <span className="sr-only">{t(`payments.details.direction.${item.direction}`)}: </span>
        {signedAmount(item.amountCents, item.direction)}
      </span>
    </li>
  );
}

/** 'Próximos pagamentos': what falls due in the next 30 days (commissions, the weekly payout, the plan). */
export function UpcomingPaymentsCard() {
  const { t } = useTranslation();
  const query = trpc.payments.upcoming.useQuery(undefined, { staleTime: 0 });
  let body: ReactNode;
  if (query.data) {
    body =
      query.data.length > 0 ? (
        <ul className="grid divide-y" data-testid="upcoming-list">
          {query.data.map((item) => (
            <UpcomingItem key={`${item.kind}-${item.day}`} item={item} />
          ))}
        </ul>
      ) : (
        <ListMessage
          icon={CalendarClockIcon}
          tone="muted"
          title={t('payments.upcoming.empty')}
          className="py-8"
          testId="upcoming-empty"
        />
      );
  } else if (query.isError) {
    body = <QueryErrorMessage title={t('payments.upcoming.loadError')} query={query} />;
  } else {
    body = (
      <div className="grid gap-3" role="status" aria-label={t('payments.upcoming.loading')}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }

  return (
    <Card className="gap-4" data-testid="upcoming-payments">
      <CardHeader>
        <CardTitle className="leading-snug">
          <h3>{t('payments.upcoming.title')}</h3>
        </CardTitle>
        <CardDescription>{t('payments.upcoming.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
