import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@/components/status-badge';
import { paymentStatusLabel, paymentStatusTone } from './payment-status';

/** Concluído (green), Pendente (yellow), Falhou (red), Reembolsado, Estornado; an unknown status as it is. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = paymentStatusLabel(status);
  return (
    <ToneBadge tone={paymentStatusTone(status)} data-status={status} data-testid="payment-status">
      {label ? t(label) : status}
    </ToneBadge>
  );
}
