import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { useCurrentPlan } from '@/lib/use-current-plan';
import { useMe } from '@/lib/use-me';
import { ProducerOverview } from './overview-producer';
import { ResellerOverview } from './overview-reseller';
import { OverviewLoadError, OverviewSkeleton } from './overview-skeleton';
import { isProfileComplete } from './overview-steps';
import { PaymentInfoCard } from './payment-info-card';
import { showPaymentCard, trialCardView } from './subscription-status';
import { TrialCard } from './trial-card';
import { TRIAL_REFRESH_MS } from './trial-status';
import { useNow } from './use-now';

/**
 * /dashboard: the greeting, the trial and payment cards of a producer in
 * trial, then the user's own figures from `overview.get`: a reseller's links, clicks, sales and commissions, or a
 * producer's (an admin's: the platform's) sales, products, conversion and affiliates, the recent activity, and
 * 'Próximos Passos' as really done.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const { me } = useMe();
  const now = useNow(TRIAL_REFRESH_MS);
  // The subscription check drives the trial countdown and the payment-info card.
  const current = useCurrentPlan(me?.role === 'producer');
  const overview = trpc.overview.get.useQuery(undefined, {
    enabled: Boolean(me),
    // Clicks keep coming: every visit asks again (showing the last figures meanwhile).
    staleTime: 0,
  });
  const profile = me?.profile ?? null;
  if (!me || !profile) return null;

  const role = me.role;
  const firstName = profile.fullName?.trim().split(/\s+/)[0] ?? profile.email.split('@')[0] ?? '';
  const subscription = role === 'producer' ? (current.data ?? null) : null;
  const trial = trialCardView(subscription, now);
  const paymentCard = showPaymentCard(subscription) ? subscription : null;

  let figures: ReactNode;
  if (overview.data?.role === 'reseller')
    figures = <ResellerOverview overview={overview.data} profileComplete={isProfileComplete(profile)} />;
  else if (overview.data) figures = <ProducerOverview overview={overview.data} role={role} />;
  else if (overview.isError)
    figures = <OverviewLoadError onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  else figures = <OverviewSkeleton />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">
          {t('dashboard.overview.greeting', { name: firstName })}
        </h2>
        <p className="text-muted-foreground">{t('dashboard.overview.subtitle')}</p>
      </div>

      {(trial || paymentCard) && (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {trial && <TrialCard view={trial} planName={subscription?.planName ?? null} now={now} />}
          {paymentCard && <PaymentInfoCard view={paymentCard} now={now} />}
        </div>
      )}

      {figures}
    </div>
  );
}
