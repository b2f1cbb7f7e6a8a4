import { RepeatIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatBRL, formatCommission } from '@/lib/money';
import type { SavedPricing } from './pricing-form';

/**
 * "R$ 97,00 · 30% de comissão" ("R$ 97,00/mês" for a subscription, whose commission may recur), or the
 * 'Sem preço definido' badge.
 */
export function PriceSummary({ pricing, recurring }: { pricing: SavedPricing | null; recurring: boolean }) {
  const { t } = useTranslation();
  if (!pricing) {
    return (
      <Badge variant="warning" data-testid="no-price">
        {t('pricing.row.noPrice')}
      </Badge>
    );
  }
  return (
    <div
      className="grid justify-items-start gap-0.5 text-left sm:justify-items-end sm:text-right"
      data-testid="price-summary"
    >
      <span className="font-semibold tabular-nums">
        {formatBRL(pricing.priceCents)}
        {recurring && t('common.perMonth')}
      </span>
      <span className="flex items-center gap-1 text-muted-foreground text-xs tabular-nums">
        {recurring && pricing.commissionRecurring && (
          <RepeatIcon className="size-3" aria-label={t('pricing.row.recurring')} />
        )}
        {t('pricing.row.commission', {
          value: formatCommission(pricing.commissionType, pricing.commissionValue),
        })}
      </span>
    </div>
  );
}
