import { DEFAULT_TRIAL_DAYS, TRIAL_PLAN } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { AlertTriangleIcon, HourglassIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { TrialCardView } from './subscription-status';
import { DAY_MS, formatCountdownTime, getTrialStatus } from './trial-status';

const BAND_STYLES = {
  normal: 'border-primary/25',
  warning: 'border-warning/60 bg-warning/10 dark:bg-warning/5',
  expired: 'border-destructive/50 bg-destructive/5 dark:bg-destructive/10',
} as const;

const BAR_STYLES = {
  normal: 'bg-primary',
  warning: 'bg-warning',
  expired: 'bg-destructive',
} as const;

/**
 * The producer's free-trial countdown, from `plans.current`. `now` ticks every
 * 60 s. Yellow under 2 days; red with the upgrade button once the trial is over.
 */
export function TrialCard({
  view,
  planName,
  now,
}: {
  view: TrialCardView;
  planName: string | null;
  now: Date;
}) {
  const { t } = useTranslation();
  const state = view.state;
  const expired = state === 'expired';
  const status = view.trialEnd ? getTrialStatus(now, view.trialEnd) : null;
  const totalMs = DEFAULT_TRIAL_DAYS * DAY_MS;
  const remaining = expired || !status ? 0 : Math.min(100, Math.max(0, (status.msLeft / totalMs) * 100));
  const plan = planName ?? TRIAL_PLAN.name;

  return (
    <Card className={cn('gap-4', BAND_STYLES[state])} data-testid="trial-card" data-state={state}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {expired ? (
            <AlertTriangleIcon className="size-4 text-destructive" aria-hidden />
          ) : (
            <HourglassIcon
              className={cn(
                'size-4',
                state === 'warning' ? 'text-warning-foreground dark:text-warning' : 'text-primary',
              )}
              aria-hidden
            />
          )}
          {t('dashboard.trial.title')}
        </CardTitle>
        <CardDescription>{t('dashboard.trial.description', { plan })}</CardDescription>
        <CardAction>
          <Badge variant={expired ? 'destructive' : state === 'warning' ? 'warning' : 'secondary'}>
            {expired ? t('dashboard.trial.expiredTitle') : plan}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        {expired || !status ? (
          <p className="font-medium text-destructive text-sm" role="status">
            {t('dashboard.trial.expired')}
          </p>
        ) : (
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
            <p className="font-bold text-3xl tracking-tight" data-testid="trial-days-left">
              {t('dashboard.trial.daysLeft', { count: status.daysLeft })}
            </p>
            <p className="text-muted-foreground text-sm tabular-nums" data-testid="trial-time-left">
              {t('dashboard.trial.timeLeft', { days: status.wholeDays, time: formatCountdownTime(status) })}
            </p>
          </div>
        )}
        <div
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(remaining)}
          aria-label={t('dashboard.trial.title')}
        >
          <div
            className={cn('h-full rounded-full transition-[width]', BAR_STYLES[state])}
            style={{ width: `${remaining}%` }}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground text-sm">
            {view.trialEnd
              ? t(expired ? 'dashboard.trial.endedOn' : 'dashboard.trial.endsOn', {
                  date: formatDate(view.trialEnd),
                })
              : null}
          </p>
          <Button asChild size="sm" variant={state === 'normal' ? 'outline' : 'default'}>
            <Link to="/plans" data-testid="trial-upgrade">
              <SparklesIcon />
              {expired ? t('dashboard.trial.upgrade') : t('dashboard.trial.viewPlans')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
