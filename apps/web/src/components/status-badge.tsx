import type { CommissionStatus, SaleStatus } from '@afilia/validators';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import {
  COMMISSION_STATUS_LABEL,
  COMMISSION_STATUS_TONE,
  SALE_STATUS_LABEL,
  SALE_STATUS_TONE,
  type StatusTone,
  TONE_CLASS,
} from '@/lib/status-tone';
import { cn } from '@/lib/utils';

export function ToneBadge({
  tone,
  children,
  className,
  ...props
}: {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
  'data-status'?: string;
  'data-testid'?: string;
}) {
  return (
    <Badge variant="outline" className={cn('border-transparent', TONE_CLASS[tone], className)} {...props}>
      {children}
    </Badge>
  );
}

/** Pago, Pendente, Reembolsado, Chargeback or Recusado. */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const { t } = useTranslation();
  return (
    <ToneBadge tone={SALE_STATUS_TONE[status]} data-status={status} data-testid="sale-status">
      {t(SALE_STATUS_LABEL[status])}
    </ToneBadge>
  );
}

/** Pendente, Disponível, Paga or Cancelada. */
export function CommissionStatusBadge({ status }: { status: CommissionStatus }) {
  const { t } = useTranslation();
  return (
    <ToneBadge tone={COMMISSION_STATUS_TONE[status]} data-status={status} data-testid="commission-status">
      {t(COMMISSION_STATUS_LABEL[status])}
    </ToneBadge>
  );
}
