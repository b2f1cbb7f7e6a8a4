import { Link } from '@tanstack/react-router';
import {
  ArrowRightIcon,
  CheckCircle2Icon,
  GiftIcon,
  TrendingUpIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { intlLocale } from '@/lib/i18n';
import { producerTrialState } from '@/lib/navigation-state';

const BARS = [38, 52, 45, 61, 58, 74, 69, 83, 78, 92, 88, 100];

/** A decorative preview of the dashboard (sample figures, hidden from assistive technology). */
function DashboardPreview() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const money = (value: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'BRL',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(value);
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always' }).format(value);
  const stats = [
    { id: 'sales', Icon: TrendingUpIcon, value: money(48_290), trend: percent(0.18) },
    { id: 'commissions', Icon: WalletIcon, value: money(9_658), trend: percent(0.12) },
    {
      id: 'resellers',
      Icon: UsersIcon,
      value: new Intl.NumberFormat(locale).format(86),
      trend: percent(0.09),
    },
  ] as const;

  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg select-none lg:max-w-none">
      <div className="-inset-6 absolute rounded-[2rem] bg-gradient-to-tr from-brand-from/25 to-brand-to/25 blur-2xl" />
      <div className="relative rounded-2xl border bg-card/95 p-5 shadow-2xl backdrop-blur">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-muted-foreground text-xs">{t('public.heroPreview.period')}</p>
            <p className="font-semibold">{t('public.heroPreview.title')}</p>
          </div>
          <span className="rounded-full bg-success/15 px-2.5 py-1 font-medium text-success text-xs">
            {t('public.heroPreview.live')}
          </span>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-3">
          {stats.map(({ id, Icon, value, trend }) => (
            <div key={id} className="min-w-0 rounded-xl border bg-background p-2.5 sm:p-3">
              <Icon className="size-4 text-primary" />
              <p className="mt-2 truncate font-semibold text-[13px] sm:text-base">{value}</p>
              <p className="truncate text-[11px] text-muted-foreground">{t(`public.heroPreview.${id}`)}</p>
              <p className="mt-1 font-medium text-[11px] text-success">{trend}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 rounded-xl border bg-background p-4">
          <p className="text-muted-foreground text-xs">{t('public.heroPreview.chart')}</p>
          <div className="mt-3 flex h-28 items-end gap-1.5">
            {BARS.map((height, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: static decorative bars
                key={index}
                className="flex-1 rounded-t-sm bg-gradient-to-t from-brand-from to-brand-to opacity-90"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
        <div className="mt-4 space-y-2">
          {(['first', 'second'] as const).map((id) => (
            <div key={id} className="flex items-center gap-3 rounded-lg bg-muted/60 px-3 py-2 text-xs">
              <CheckCircle2Icon className="size-4 shrink-0 text-success" />
              <span className="truncate">{t(`public.heroPreview.activity.${id}`)}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_30rem_at_top,var(--color-accent),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pt-24 lg:pb-24">
        <div className="text-center lg:text-left">
          <span className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 font-medium text-xs shadow-xs">
            <GiftIcon className="size-3.5 text-primary" aria-hidden="true" />
            {t('public.hero.badge')}
          </span>
          <h1 className="mt-6 text-balance font-bold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
            {t('public.hero.titleStart')}{' '}
            <span className="bg-gradient-to-r from-brand-from to-brand-to bg-clip-text text-transparent">
              {t('public.hero.titleHighlight')}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-pretty text-lg text-muted-foreground leading-relaxed lg:mx-0">
            {t('public.hero.description')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="xl">
              <Link to="/register" state={producerTrialState}>
                {t('public.hero.primaryCta')}
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button asChild size="xl" variant="outline">
              <Link to="/plans">{t('public.hero.secondaryCta')}</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-muted-foreground text-sm lg:justify-start">
            {(['trial', 'setup', 'cancel'] as const).map((id) => (
              <li key={id} className="flex items-center gap-1.5">
                <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
                {t(`public.hero.points.${id}`)}
              </li>
            ))}
          </ul>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
