import {
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEventGroup,
  type WebhookEventType,
  type WebhookFailure,
  webhookEventGroup,
} from '@afilia/validators';
import type { KeyUnder } from '@/lib/i18n-keys';
import type { StatusTone } from '@/lib/status-tone';

/** The events of each group ('Vendas', 'Assinaturas'…), in the order the validators list them. */
export const WEBHOOK_EVENTS_BY_GROUP: ReadonlyArray<{
  group: WebhookEventGroup;
  events: readonly WebhookEventType[];
}> = WEBHOOK_EVENT_GROUPS.map((group) => ({
  group,
  events: WEBHOOK_EVENT_TYPES.filter((type) => webhookEventGroup(type) === group),
}));

/** The i18n key of an event's short label ('Venda paga' for `sale.paid`). */
export function eventLabelKey(type: WebhookEventType): KeyUnder<'settings.integrations.webhooks.events'> {
  return `settings.integrations.webhooks.events.${type}`;
}

/** The i18n key of a group's name ('Vendas'). */
export function eventGroupLabelKey(
  group: WebhookEventGroup,
): KeyUnder<'settings.integrations.webhooks.eventGroups'> {
  return `settings.integrations.webhooks.eventGroups.${group}`;
}

/**
 * An endpoint's badge: switched off by the platform after five days of failures, switched off by its owner,
 * on but failing (since the first failure of the current streak), or on and fine.
 */
export type EndpointStatus = 'active' | 'disabled' | 'disabledForFailures' | 'failing';

export function endpointStatus(endpoint: {
  enabled: boolean;
  disabledForFailuresAt: Date | null;
  failingSince: Date | null;
}): EndpointStatus {
  if (endpoint.disabledForFailuresAt) return 'disabledForFailures';
  if (!endpoint.enabled) return 'disabled';
  return endpoint.failingSince ? 'failing' : 'active';
}

export const ENDPOINT_STATUS_TONE: Record<EndpointStatus, StatusTone> = {
  active: 'success',
  disabled: 'neutral',
  disabledForFailures: 'danger',
  failing: 'warning',
};

export const ENDPOINT_STATUS_LABEL: Record<
  EndpointStatus,
  KeyUnder<'settings.integrations.webhooks.endpoint.status'>
> = {
  active: 'settings.integrations.webhooks.endpoint.status.active',
  disabled: 'settings.integrations.webhooks.endpoint.status.disabled',
  disabledForFailures: 'settings.integrations.webhooks.endpoint.status.disabledForFailures',
  failing: 'settings.integrations.webhooks.endpoint.status.failing',
};

/** Entregue, Pendente (waiting for its next attempt), Enviando, Falhou (given up on). */
export const DELIVERY_STATUS_TONE: Record<WebhookDeliveryStatus, StatusTone> = {
  succeeded: 'success',
  pending: 'warning',
  delivering: 'info',
  failed: 'danger',
};

export function deliveryStatusLabelKey(
  status: WebhookDeliveryStatus,
): KeyUnder<'settings.integrations.webhooks.deliveries.status'> {
  return `settings.integrations.webhooks.deliveries.status.${status}`;
}

export function failureLabelKey(
  failure: WebhookFailure,
): KeyUnder<'settings.integrations.webhooks.failures'> {
  return `settings.integrations.webhooks.failures.${failure}`;
}

/** How often the deliveries are read again while one of them is still waiting or being sent. */
export const DELIVERY_POLL_MS = 3000;

/**
 * The refetch interval of the deliveries: every few seconds while one shown is pending or delivering (its
 * outcome comes from the dispatcher, not from this screen), none once they all have settled.
 */
export function deliveryPollInterval(
  deliveries: ReadonlyArray<{ status: WebhookDeliveryStatus }> | undefined,
): number | false {
  const moving = deliveries?.some((item) => item.status === 'pending' || item.status === 'delivering');
  return moving ? DELIVERY_POLL_MS : false;
}

/**
 * The 'Resposta' column: why the last attempt failed when the receiver's status code does not say it all
 * (a timeout, a blocked address; `http_status` names the code), else the code it answered, else nothing yet.
 */
export type DeliveryResponse =
  | { kind: 'failure'; failure: WebhookFailure; status: number | null }
  | { kind: 'status'; status: number }
  | { kind: 'none' };

export function deliveryResponse(delivery: {
  responseStatus: number | null;
  failure: WebhookFailure | null;
}): DeliveryResponse {
  if (delivery.failure)
    return { kind: 'failure', failure: delivery.failure, status: delivery.responseStatus };
  if (delivery.responseStatus !== null) return { kind: 'status', status: delivery.responseStatus };
  return { kind: 'none' };
}

/**
 * A body as the details show it: JSON indented by two spaces, anything else (a truncated answer, HTML, plain
 * text) exactly as it came.
 */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The server's refusals of a URL: shown under the URL field rather than in a toast. */
const URL_ERRORS: ReadonlySet<string> = new Set([
  'errors.webhooks.urlNotAllowed',
  'errors.webhooks.httpsRequired',
  'errors.webhooks.urlUnresolvable',
]);

export function isUrlError(code: string): boolean {
  return URL_ERRORS.has(code);
}
