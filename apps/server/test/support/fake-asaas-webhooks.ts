import { randomBytes } from 'node:crypto';
import {
  type AccountState,
  type EventObject,
  type FakeAsaasDelivery,
  saoPauloDateTime,
} from './fake-asaas-state';

/**
 * Delivers the fake's webhook events as Asaas does: a POST of
 * `{"id":"evt_…","event":"PAYMENT_RECEIVED","dateCreated":"yyyy-MM-dd HH:mm:ss","payment":{…}}` to each enabled,
 * uninterrupted webhook of the account that subscribed to the event, in order, with the webhook's token in
 * the `asaas-access-token` header. Every delivery is recorded.
 */
export function createWebhookDispatcher(options: { now: () => Date; timeoutMs: number }) {
  const deliveries: FakeAsaasDelivery[] = [];
  const background = new Set<Promise<unknown>>();
  let counter = 0;

  async function send(account: AccountState, event: string, eventId: string, body: string) {
    const results: FakeAsaasDelivery[] = [];
    for (const hook of account.webhooks) {
      if (!hook.enabled || hook.interrupted || !hook.events.includes(event)) continue;
      let status: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Asaas_Hmlg_API/3.0',
            ...(hook.authToken ? { 'asaas-access-token': hook.authToken } : {}),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch (e) {
        error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      }
      const delivery = { webhookId: hook.id, url: hook.url, event, eventId, status, error, body };
      deliveries.push(delivery);
      results.push(delivery);
    }
    return results;
  }

  function emit(account: AccountState, event: string, object: EventObject) {
    counter += 1;
    // Asaas' event ids look like `evt_05b708f961d739ea7eba7e4db318f621&368604920`.
    const eventId = `evt_${randomBytes(16).toString('hex')}&${counter}`;
    const body = JSON.stringify({
      id: eventId,
      event,
      dateCreated: saoPauloDateTime(options.now()),
      ...object,
    });
    account.lastEvent = { eventId, event, body };
    return send(account, event, eventId, body);
  }

  return {
    deliveries,
    emit,
    emitInBackground(account: AccountState, event: string, object: EventObject) {
      const delivery = emit(account, event, object).catch(() => undefined);
      background.add(delivery);
      void delivery.finally(() => background.delete(delivery));
    },
    /** The account's last event again, byte for byte (same `id`), as Asaas sends it on a retry. */
    redeliver(account: AccountState) {
      if (!account.lastEvent) return null;
      const { eventId, event, body } = account.lastEvent;
      return send(account, event, eventId, body);
    },
    /** Waits for the deliveries still in flight. */
    async settle() {
      await Promise.allSettled([...background]);
    },
  };
}
