import { can, formatBRL } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import {
  ActivityIcon,
  ChevronRightIcon,
  DollarSignIcon,
  HandshakeIcon,
  InboxIcon,
  type LucideIcon,
  PackageIcon,
  TrendingUpIcon,
  UserRoundIcon,
  UsersIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { intlLocale } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { useCurrentPlan } from '@/lib/use-current-plan';
import { useMe } from '@/lib/use-me';
import { formatPercent } from './format';
import { PaymentInfoCard } from './payment-info-card';
import { canAccessPath, type DashboardPath } from './sidebar-items';
import { showPaymentCard, trialCardView } from './subscription-status';
import { TrialCard } from './trial-card';
import { TRIAL_REFRESH_MS } from './trial-status';
import { useNow } from './use-now';

interface Step {
  key: string;
  href: DashboardPath;
  icon: LucideIcon;
}

const STEPS: readonly Step[] = [
  { key: 'firstProduct', href: '/dashboard/products', icon: PackageIcon },
  { key: 'browseProducts', href: '/dashboard/affiliated-products', icon: HandshakeIcon },
  { key: 'completeProfile', href: '/dashboard/profile', icon: UserRoundIcon },
  { key: 'inviteResellers', href: '/dashboard/sellers', icon: UsersIcon },
];

function StatCard({
  title,
  value,
  description,
  icon: Icon,
}: {
  title: string;
  value: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="font-medium text-muted-foreground text-sm">{title}</CardTitle>
        <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </CardHeader>
      <CardContent>
        <p className="font-bold text-2xl tabular-nums tracking-tight">{value}</p>
        <p className="mt-1 text-muted-foreground text-xs">{description}</p>
      </CardContent>
    </Card>
  );
}

export function OverviewPage() {
  const { t, i18n } = useTranslation();
  const { me } = useMe();
  const now = useNow(TRIAL_REFRESH_MS);
  // The subscription check (spec part 1 §7) drives the trial countdown and the payment-info card.
  const current = useCurrentPlan(me?.role === 'producer');
  // The Produtos card counts the producer's real catalogue (admins: every product).
  const ownsProducts = can(me?.role, 'products.manage');
  const productCount = trpc.products.list.useQuery(
    { page: 1, pageSize: 6, search: '' },
    { enabled: ownsProducts, select: (page) => page.totalItems },
  );
  const profile = me?.profile ?? null;
  if (!me || !profile) return null;

  const role = me.role;
  const firstName = profile.fullName?.trim().split(/\s+/)[0] ?? profile.email.split('@')[0] ?? '';
  const subscription = role === 'producer' ? (current.data ?? null) : null;
  const trial = trialCardView(subscription, now);
  const paymentCard = showPaymentCard(subscription) ? subscription : null;
  const locale = intlLocale(i18n.language);
  const steps = STEPS.filter((step) => canAccessPath(role, step.href));

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

      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title={t('dashboard.overview.cards.sales.title')}
          value={formatBRL(0)}
          description={t('dashboard.overview.cards.sales.description')}
          icon={DollarSignIcon}
        />
        <StatCard
          title={t('dashboard.overview.cards.products.title')}
          value={new Intl.NumberFormat(locale).format(productCount.data ?? 0)}
          description={t('dashboard.overview.cards.products.description')}
          icon={PackageIcon}
        />
        <StatCard
          title={t('dashboard.overview.cards.performance.title')}
          value={formatPercent(0, locale)}
          description={t('dashboard.overview.cards.performance.description')}
          icon={TrendingUpIcon}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-7">
        <Card className="lg:col-span-4">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ActivityIcon className="size-4 text-primary" aria-hidden />
              {t('dashboard.overview.recentActivity.title')}
            </CardTitle>
            <CardDescription>{t('dashboard.overview.recentActivity.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
              <InboxIcon className="size-8 text-muted-foreground/70" aria-hidden />
              <p className="font-medium text-sm">{t('dashboard.overview.recentActivity.empty')}</p>
              <p className="text-muted-foreground text-sm">
                {t('dashboard.overview.recentActivity.emptyHint')}
              </p>
            </div>
          </CardContent>
        </Card>

        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>{t('dashboard.overview.nextSteps.title')}</CardTitle>
            <CardDescription>{t('dashboard.overview.nextSteps.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {steps.map((step) => (
                <li key={step.key}>
                  <Link
                    to={step.href}
                    className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                      <step.icon className="size-4" aria-hidden />
                    </span>
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="font-medium text-sm">
                        {t(`dashboard.overview.nextSteps.${step.key}`)}
                      </span>
                      <span className="text-muted-foreground text-xs">
                        {t(`dashboard.overview.nextSteps.${step.key}Hint`)}
                      </span>
                    </span>
                    <ChevronRightIcon
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
