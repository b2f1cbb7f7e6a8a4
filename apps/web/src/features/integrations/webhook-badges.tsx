import type { WebhookDeliveryStatus } from '@afilia/validators';
import {
  BanIcon,
  CircleCheckIcon,
  CirclePauseIcon,
  CircleXIcon,
  ClockIcon,
  LoaderCircleIcon,
  type LucideIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@/components/status-badge';
import { formatDateTimeBR } from '@/lib/date-format';
import {
  DELIVERY_STATUS_TONE,
  deliveryStatusLabelKey,
  ENDPOINT_STATUS_LABEL,
  ENDPOINT_STATUS_TONE,
  type EndpointStatus,
  endpointStatus,
} from './webhook-logic';
import type { WebhookEndpoint } from './webhook-types';

const ENDPOINT_ICON: Record<EndpointStatus, LucideIcon> = {
  active: CircleCheckIcon,
  disabled: CirclePauseIcon,
  disabledForFailures: BanIcon,
  failing: TriangleAlertIcon,
};

const DELIVERY_ICON: Record<WebhookDeliveryStatus, LucideIcon> = {
  succeeded: CircleCheckIcon,
  pending: ClockIcon,
  delivering: LoaderCircleIcon,
  failed: CircleXIcon,
};

/** Ativo, Desativado, 'Desativado após 5 dias de falhas' or 'Falhando desde …': the text, a tint and an icon. */
export function EndpointStatusBadge({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledForFailuresAt' | 'failingSince'>;
}) {
  const { t } = useTranslation();
  const status = endpointStatus(endpoint);
  const Icon = ENDPOINT_ICON[status];
  return (
    <ToneBadge
      tone={ENDPOINT_STATUS_TONE[status]}
      className="h-auto whitespace-normal text-left"
      data-status={status}
      data-testid="webhook-endpoint-status"
    >
      <Icon aria-hidden />
      {t(ENDPOINT_STATUS_LABEL[status], {
        date: endpoint.failingSince ? formatDateTimeBR(endpoint.failingSince) : '',
      })}
    </ToneBadge>
  );
}

/** Entregue, Pendente, Enviando or Falhou. */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  const Icon = DELIVERY_ICON[status];
  return (
    <ToneBadge tone={DELIVERY_STATUS_TONE[status]} data-status={status} data-testid="webhook-delivery-status">
      <Icon aria-hidden className={status === 'delivering' ? 'motion-safe:animate-spin' : undefined} />
      {t(deliveryStatusLabelKey(status))}
    </ToneBadge>
  );
}
