import { z } from 'zod';
import { multilineText, singleLineText } from './text';

/**
 * What a producer's webhook endpoint may subscribe to. Each event carries the object it is about, as the
 * producer API returns it; `webhook.test` is sent only by 'Enviar evento de teste' and cannot be subscribed.
 */
export const WEBHOOK_EVENT_TYPES = [
  'sale.paid',
  'sale.refund_requested',
  'sale.refunded',
  'sale.chargeback',
  'sale.failed',
  'subscription.renewed',
  'subscription.past_due',
  'subscription.canceled',
  'commission.created',
  'commission.available',
  'commission.paid',
  'commission.canceled',
  'affiliation.requested',
  'affiliation.approved',
  'payout.paid',
  'payout.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** The object an event is about: the first part of its type. */
export const WEBHOOK_EVENT_GROUPS = ['sale', 'subscription', 'commission', 'affiliation', 'payout'] as const;
export type WebhookEventGroup = (typeof WEBHOOK_EVENT_GROUPS)[number];

export function webhookEventGroup(type: WebhookEventType): WebhookEventGroup {
  return type.slice(0, type.indexOf('.')) as WebhookEventGroup;
}

/** A delivery: waiting for its (next) attempt, being attempted, answered 2xx, or given up on. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivering', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why an attempt failed when no status code tells: the receiver's status code is kept apart. Each is an i18n
 * key under `settings.integrations.webhooks.failures.`.
 */
export const WEBHOOK_FAILURES = [
  'http_status',
  'timeout',
  'redirect',
  'blocked_address',
  'dns',
  'connection',
  'tls',
  'endpoint_disabled',
  'plan',
  'internal',
] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];

/** How many endpoints a producer may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** The deliveries listed per endpoint on the screen. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

const endpointUrl = singleLineText()
  .trim()
  .min(1, 'validation.webhooks.urlRequired')
  .max(WEBHOOK_URL_MAX_LENGTH, 'validation.webhooks.urlTooLong')
  .refine((value) => URL.canParse(value), 'validation.webhooks.urlInvalid');

const endpointEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'validation.webhooks.eventUnknown'))
  .min(1, 'validation.webhooks.eventsRequired')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

const endpointFields = {
  url: endpointUrl,
  description: multilineText()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, 'validation.webhooks.descriptionTooLong'),
  events: endpointEvents,
  enabled: z.boolean(),
};

export const webhookEndpointInput = z.object(endpointFields);
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;

export const webhookEndpointIdInput = z.object({ endpointId: z.uuid('errors.webhooks.notFound') });

export const webhookEndpointUpdateInput = z.object({
  endpointId: z.uuid('errors.webhooks.notFound'),
  ...endpointFields,
});

export const webhookDeliveriesInput = z.object({
  endpointId: z.uuid('errors.webhooks.notFound'),
  status: z.enum(['all', 'succeeded', 'failed']).default('all'),
});

export const webhookDeliveryIdInput = z.object({ deliveryId: z.uuid('errors.webhooks.deliveryNotFound') });
