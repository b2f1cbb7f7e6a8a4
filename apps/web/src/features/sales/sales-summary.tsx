import { formatBRL } from '@afilia/validators';
import { BadgeCheckIcon, HandCoinsIcon, type LucideIcon, Undo2Icon, WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { formatDeduction } from '@/lib/sale-format';

/** The period's figures over the filtered sales, as the server defines them (a refund's date, not the sale's). */
export interface SalesSummaryValues {
  paidCount: number;
  paidCents: number;
  reversedCount: number;
  refundedCents: number;
  chargebackCents: number;
  netCents: number;
  commissionCents: number;
}

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string | null }) {
  return (
    // A <dl> allows only <dt> and <dd> inside each group: the icon sits in the term, drawn at the card's left
    // from 640 px (phones give the figure the width).
    <div className="relative flex min-h-[4.5rem] min-w-0 flex-col justify-center gap-0.5 rounded-xl border bg-card p-4 sm:pl-16">
      <dt className="truncate text-muted-foreground text-xs">
        <span className="absolute top-1/2 left-4 hidden size-9 -translate-y-1/2 items-center justify-center rounded-md bg-primary/10 text-primary sm:flex">
          <Icon className="size-4" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="whitespace-nowrap font-semibold text-lg tabular-nums leading-tight">
        {value ?? <Skeleton className="h-6 w-20" />}
      </dd>
    </div>
  );
}

/**
 * Vendas pagas, Receita, Comissões, Reembolsos e chargebacks (negative): over every sale the filters match,
 * not only this page; a sale paid in the period counts as paid even if it was refunded later.
 */
export function SalesSummary({ summary }: { summary: SalesSummaryValues | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <dl
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      aria-label={t('sales.summary.label')}
      aria-busy={summary ? undefined : true}
      data-testid="sales-summary"
    >
      <Figure
        icon={BadgeCheckIcon}
        label={t('sales.summary.paidCount')}
        value={summary ? formatCount(summary.paidCount, locale) : null}
      />
      <Figure
        icon={WalletIcon}
        label={t('sales.summary.revenue')}
        value={summary ? formatBRL(summary.paidCents) : null}
      />
      <Figure
        icon={HandCoinsIcon}
        label={t('sales.summary.commissions')}
        value={summary ? formatBRL(summary.commissionCents) : null}
      />
      <Figure
        icon={Undo2Icon}
        label={t('sales.summary.refunds')}
        value={summary ? formatDeduction(summary.refundedCents + summary.chargebackCents) : null}
      />
    </dl>
  );
}
