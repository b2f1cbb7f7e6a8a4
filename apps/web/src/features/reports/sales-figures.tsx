import { formatBRL } from '@afilia/validators';
import {
  BadgeCheckIcon,
  HandCoinsIcon,
  type LucideIcon,
  ReceiptTextIcon,
  Undo2Icon,
  WalletIcon,
  WalletMinimalIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { ChangeIndicator } from './change-indicator';
import type { Polarity } from './report-change';
import type { SalesFigures as Figures } from './report-types';

type FigureKey =
  | 'revenueCents'
  | 'salesCount'
  | 'averageTicketCents'
  | 'refundsCents'
  | 'commissionCents'
  | 'netCents';

interface FigureView {
  key: FigureKey;
  label: string;
  icon: LucideIcon;
  polarity: Polarity;
}

/** Figure cards from the two periods' sums: the value, then the change against the previous period. */
function FigureCard({
  view,
  summary,
  previous,
  className,
}: {
  view: FigureView;
  summary: Figures;
  previous: Figures;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const value = summary[view.key];
  const Icon = view.icon;
  // Refunds and chargebacks give money back: shown as a negative amount, as on every screen.
  const text =
    view.key === 'salesCount'
      ? formatCount(value, intlLocale(i18n.language))
      : formatBRL(view.key === 'refundsCents' && value !== 0 ? -value : value);
  return (
    <div
      className={cn('grid min-w-0 gap-1 rounded-xl border bg-card p-3 shadow-sm sm:p-4', className)}
      data-testid={`report-figure-${view.key}`}
    >
      <dt className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
        <span className="truncate">{view.label}</span>
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-3.5" aria-hidden />
        </span>
      </dt>
      <dd className="grid gap-0.5">
        <span
          className="font-bold text-lg tabular-nums tracking-tight [overflow-wrap:anywhere] sm:text-xl"
          data-testid="report-figure-value"
        >
          {text}
        </span>
        <ChangeIndicator current={value} previous={previous[view.key]} polarity={view.polarity} />
      </dd>
    </div>
  );
}

/**
 * Faturamento, Vendas, Ticket médio, Reembolsos, Comissões and Líquido. A reseller's net is their commissions:
 * one card, 'Suas comissões', instead of two showing the same figure.
 */
export function SalesFigureCards({
  summary,
  previous,
  reseller,
}: {
  summary: Figures;
  previous: Figures;
  reseller: boolean;
}) {
  const { t } = useTranslation();
  const views: FigureView[] = [
    { key: 'revenueCents', label: t('reports.sales.revenue'), icon: WalletIcon, polarity: 'higherIsBetter' },
    { key: 'salesCount', label: t('reports.sales.count'), icon: BadgeCheckIcon, polarity: 'higherIsBetter' },
    {
      key: 'averageTicketCents',
      label: t('reports.sales.averageTicket'),
      icon: ReceiptTextIcon,
      polarity: 'higherIsBetter',
    },
    { key: 'refundsCents', label: t('reports.sales.refunds'), icon: Undo2Icon, polarity: 'lowerIsBetter' },
    ...(reseller
      ? []
      : [
          {
            key: 'commissionCents',
            label: t('reports.sales.commissions'),
            icon: HandCoinsIcon,
            polarity: 'neutral',
          } satisfies FigureView,
        ]),
    {
      key: 'netCents',
      label: reseller ? t('reports.sales.resellerNet') : t('reports.sales.net'),
      icon: reseller ? HandCoinsIcon : WalletMinimalIcon,
      polarity: 'higherIsBetter',
    },
  ];
  return (
    <dl
      className={cn('grid grid-cols-2 gap-3', reseller ? 'lg:grid-cols-5' : 'lg:grid-cols-3')}
      aria-label={t('reports.sales.figuresLabel')}
      data-testid="report-figures"
    >
      {views.map((view, index) => (
        <FigureCard
          key={view.key}
          view={view}
          summary={summary}
          previous={previous}
          className={reseller && index === views.length - 1 ? 'col-span-2 lg:col-span-1' : undefined}
        />
      ))}
    </dl>
  );
}
