import { WEBHOOK_EVENT_TYPES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_POLL_MS,
  deliveryPollInterval,
  deliveryResponse,
  endpointStatus,
  eventLabelKey,
  isUrlError,
  prettyJson,
  WEBHOOK_EVENTS_BY_GROUP,
} from './webhook-logic';

const AT = new Date('2026-03-05T17:07:00Z');

describe('webhook events by group', () => {
  it('puts every event in exactly one group, groups in the order of the form', () => {
    expect(WEBHOOK_EVENTS_BY_GROUP.map((entry) => entry.group)).toEqual([
      'sale',
      'subscription',
      'commission',
      'affiliation',
      'payout',
    ]);
    expect(WEBHOOK_EVENTS_BY_GROUP.flatMap((entry) => entry.events)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(WEBHOOK_EVENTS_BY_GROUP[0]?.events).toEqual([
      'sale.paid',
      'sale.refund_requested',
      'sale.refunded',
      'sale.chargeback',
      'sale.failed',
    ]);
  });

  it('names each label key after the event code', () => {
    expect(eventLabelKey('sale.paid')).toBe('settings.integrations.webhooks.events.sale.paid');
    expect(eventLabelKey('subscription.past_due')).toBe(
      'settings.integrations.webhooks.events.subscription.past_due',
    );
  });
});

describe('endpoint status', () => {
  const base = { enabled: true, disabledForFailuresAt: null, failingSince: null };

  it('is active when enabled and not failing', () => {
    expect(endpointStatus(base)).toBe('active');
  });

  it('is failing when enabled with a failure streak', () => {
    expect(endpointStatus({ ...base, failingSince: AT })).toBe('failing');
  });

  it('is disabled when its owner switched it off, even with an old streak', () => {
    expect(endpointStatus({ ...base, enabled: false })).toBe('disabled');
    expect(endpointStatus({ ...base, enabled: false, failingSince: AT })).toBe('disabled');
  });

  it('names the five days of failures when the platform switched it off', () => {
    expect(endpointStatus({ enabled: false, disabledForFailuresAt: AT, failingSince: AT })).toBe(
      'disabledForFailures',
    );
  });
});

describe('deliveries', () => {
  it('polls while one is pending or delivering, and stops once all settled', () => {
    expect(deliveryPollInterval(undefined)).toBe(false);
    expect(deliveryPollInterval([])).toBe(false);
    expect(deliveryPollInterval([{ status: 'succeeded' }, { status: 'failed' }])).toBe(false);
    expect(deliveryPollInterval([{ status: 'succeeded' }, { status: 'pending' }])).toBe(DELIVERY_POLL_MS);
    expect(deliveryPollInterval([{ status: 'delivering' }])).toBe(DELIVERY_POLL_MS);
  });

  it('answers with the failure when there is one, else the status code, else nothing', () => {
    expect(deliveryResponse({ responseStatus: 200, failure: null })).toEqual({ kind: 'status', status: 200 });
    expect(deliveryResponse({ responseStatus: 503, failure: 'http_status' })).toEqual({
      kind: 'failure',
      failure: 'http_status',
      status: 503,
    });
    expect(deliveryResponse({ responseStatus: null, failure: 'timeout' })).toEqual({
      kind: 'failure',
      failure: 'timeout',
      status: null,
    });
    expect(deliveryResponse({ responseStatus: null, failure: null })).toEqual({ kind: 'none' });
  });

  it('pretty-prints JSON and leaves anything else as it came', () => {
    expect(prettyJson('{"type":"sale.paid","data":{"id":1}}')).toBe(
      '{\n  "type": "sale.paid",\n  "data": {\n    "id": 1\n  }\n}',
    );
    expect(prettyJson('{"truncated": "ab')).toBe('{"truncated": "ab');
    expect(prettyJson('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(prettyJson('')).toBe('');
  });
});

describe('server errors', () => {
  it('sends the URL refusals to the URL field', () => {
    expect(isUrlError('errors.webhooks.urlNotAllowed')).toBe(true);
    expect(isUrlError('errors.webhooks.httpsRequired')).toBe(true);
    expect(isUrlError('errors.webhooks.urlUnresolvable')).toBe(true);
    expect(isUrlError('errors.webhooks.tooManyEndpoints')).toBe(false);
    expect(isUrlError('errors.webhooks.upgradeRequired')).toBe(false);
  });
});
