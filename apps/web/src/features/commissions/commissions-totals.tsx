import { formatBRL } from '@afilia/validators';
import { BanIcon, CircleCheckIcon, HourglassIcon, type LucideIcon, WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type CommissionTotals, TOTALS_CARDS } from './commission-values';

const ICONS: Record<(typeof TOTALS_CARDS)[number]['status'], LucideIcon> = {
  pending: HourglassIcon,
  available: WalletIcon,
  paid: CircleCheckIcon,
  cancelled: BanIcon,
};

/** Pendente, Disponível, Pago and Cancelado: the sums over all of the reseller's commissions. */
export function CommissionsTotals({ totals }: { totals: CommissionTotals | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={totals ? undefined : true}>
      {TOTALS_CARDS.map((card) => {
        const Icon = ICONS[card.status];
        return (
          <Card key={card.status} className="gap-2" data-testid={`commissions-total-${card.status}`}>
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <CardTitle className="font-medium text-muted-foreground text-sm">{t(card.title)}</CardTitle>
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
            </CardHeader>
            <CardContent>
              {totals ? (
                <p
                  className="font-bold text-2xl tabular-nums tracking-tight"
                  data-testid="commissions-total-value"
                >
                  {formatBRL(totals[card.field])}
                </p>
              ) : (
                <Skeleton className="h-8 w-28" />
              )}
              <p className="mt-1 text-muted-foreground text-xs">{t(card.hint)}</p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
