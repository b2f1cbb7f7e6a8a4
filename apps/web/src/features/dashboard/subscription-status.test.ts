import { describe, expect, it } from 'vitest';
import {
  canCancel,
  isPaidPlan,
  type SubscriptionView,
  showPaymentCard,
  subscriptionStatusLabel,
  trialCardView,
} from './subscription-status';
import { DAY_MS, HOUR_MS } from './trial-status';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

const trialing: SubscriptionView = {
  isProducer: true,
  planId: 'iniciante',
  planName: 'Iniciante',
  status: 'trialing',
  trialEnd: at(5 * DAY_MS),
  currentPeriodEnd: at(5 * DAY_MS),
  cancelAtPeriodEnd: false,
  nextChargeAt: null,
  amountCents: 8700,
  card: null,
};

const active: SubscriptionView = {
  ...trialing,
  planId: 'profissional',
  planName: 'Profissional',
  status: 'active',
  trialEnd: null,
  currentPeriodEnd: new Date('2026-04-10T15:00:00.000Z'),
  nextChargeAt: new Date('2026-04-10T15:00:00.000Z'),
  amountCents: 19700,
  card: { brand: 'visa', last4: '4242' },
};

const labelOf = (view: SubscriptionView, now = NOW) => {
  const label = subscriptionStatusLabel(view, now);
  return [label.key.replace('dashboard.payment.', ''), label.params.date, label.variant].filter(Boolean);
};

describe('subscriptionStatusLabel', () => {
  it('names each status', () => {
    expect(labelOf(trialing)).toEqual(['statusTrial', 'success']);
    expect(labelOf(active)).toEqual(['statusActive', 'success']);
    expect(labelOf({ ...active, status: 'past_due' })).toEqual(['statusPastDue', 'warning']);
    expect(labelOf({ ...active, status: 'incomplete' })).toEqual(['statusPastDue', 'warning']);
    expect(labelOf({ ...active, status: 'canceled', planId: null })).toEqual(['statusCanceled', 'secondary']);
    expect(labelOf({ ...trialing, status: 'expired', planId: null })).toEqual([
      'statusExpired',
      'destructive',
    ]);
  });

  it("shows 'Cancela em dd/mm/yyyy' for a plan set to end", () => {
    expect(labelOf({ ...active, cancelAtPeriodEnd: true })).toEqual([
      'statusCancelsOn',
      '10/04/2026',
      'warning',
    ]);
  });

  it('calls a trial past its end expired by the browser clock', () => {
    expect(labelOf(trialing, at(6 * DAY_MS))).toEqual(['statusExpired', 'destructive']);
  });
});

describe('trialCardView', () => {
  it('shows the countdown while trialing, yellow under 2 days', () => {
    expect(trialCardView(trialing, NOW)?.state).toBe('normal');
    expect(trialCardView(trialing, at(4 * DAY_MS))?.state).toBe('warning');
    expect(trialCardView(trialing, at(5 * DAY_MS - HOUR_MS))?.state).toBe('warning');
  });

  it('turns red once the trial ended without a paid plan', () => {
    expect(trialCardView(trialing, at(5 * DAY_MS + 1))?.state).toBe('expired');
    expect(trialCardView({ ...trialing, status: 'expired', planId: null }, NOW)).toEqual({
      state: 'expired',
      trialEnd: trialing.trialEnd,
    });
  });

  it('is hidden for paid, canceled and non-producer accounts', () => {
    expect(trialCardView(active, NOW)).toBeNull();
    expect(trialCardView({ ...trialing, status: 'canceled' }, NOW)).toBeNull();
    expect(trialCardView({ ...trialing, isProducer: false }, NOW)).toBeNull();
    expect(trialCardView(null, NOW)).toBeNull();
  });
});

describe('payment card rules', () => {
  it('is shown to producers with any subscription', () => {
    expect(showPaymentCard(trialing)).toBe(true);
    expect(showPaymentCard({ ...active, status: 'canceled' })).toBe(true);
    expect(showPaymentCard({ ...active, status: null })).toBe(false);
    expect(showPaymentCard({ ...active, isProducer: false })).toBe(false);
  });

  it('offers cancellation for a running trial or a renewing paid plan', () => {
    expect(canCancel(trialing, NOW)).toBe(true);
    expect(canCancel(trialing, at(6 * DAY_MS))).toBe(false);
    expect(canCancel(active, NOW)).toBe(true);
    expect(canCancel({ ...active, cancelAtPeriodEnd: true }, NOW)).toBe(false);
    expect(canCancel({ ...active, status: 'canceled', planId: null }, NOW)).toBe(false);
  });

  it('knows a paid plan', () => {
    expect(isPaidPlan(active)).toBe(true);
    expect(isPaidPlan(trialing)).toBe(false);
  });
});
