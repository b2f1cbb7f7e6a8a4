import type { RouterOutputs } from '@afilia/api';

/** `webhooks.settings`: whether the plan includes webhooks, the user's endpoints and how many they may have. */
export type WebhookSettings = RouterOutputs['webhooks']['settings'];
/** One endpoint as the screen shows it (never its secret). */
export type WebhookEndpoint = WebhookSettings['endpoints'][number];
/** One of the 20 newest deliveries of an endpoint. */
export type WebhookDelivery = RouterOutputs['webhooks']['deliveries'][number];
/** 'Todas', 'Entregues' or 'Falhas' above the deliveries. */
export type DeliveryFilter = 'all' | 'succeeded' | 'failed';
export const DELIVERY_FILTERS: readonly DeliveryFilter[] = ['all', 'succeeded', 'failed'];
