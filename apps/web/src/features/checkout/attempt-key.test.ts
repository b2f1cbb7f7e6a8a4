import { describe, expect, it } from 'vitest';
import type { TranslationKey } from '@/lib/i18n-keys';
import { type AttemptState, attemptReducer, initialAttempt, keepsAttempt } from './attempt-key';

const sent: AttemptState = { key: 'k1', sent: true, paymentMethodId: 'pm_1' };

describe('attemptReducer', () => {
  it('keeps the key and the payment method while the same attempt is retried', () => {
    let state = initialAttempt('k1');
    state = attemptReducer(state, { type: 'paymentMethodCreated', paymentMethodId: 'pm_1' });
    state = attemptReducer(state, { type: 'sent' });
    expect(state).toEqual(sent);
    expect(attemptReducer(state, { type: 'sent' })).toBe(state);
  });

  it('starts a new attempt after a decline', () => {
    expect(attemptReducer(sent, { type: 'finished', nextKey: 'k2' })).toEqual(initialAttempt('k2'));
  });

  it('starts a new attempt when the buyer edits the form after sending', () => {
    expect(attemptReducer(sent, { type: 'edited', nextKey: 'k2' })).toEqual(initialAttempt('k2'));
  });

  it('keeps an unsent key on edit but forgets a card made for the old data', () => {
    const fresh = initialAttempt('k1');
    expect(attemptReducer(fresh, { type: 'edited', nextKey: 'k2' })).toBe(fresh);
    const withCard = { ...fresh, paymentMethodId: 'pm_1' };
    expect(attemptReducer(withCard, { type: 'edited', nextKey: 'k2' })).toEqual(fresh);
  });
});

describe('keepsAttempt', () => {
  it.each<TranslationKey>([
    'errors.network',
    'errors.internal',
    'errors.rateLimited',
    'errors.checkout.inProgress',
    'errors.checkout.tooManyDeclines',
  ])('retries %s with the same attempt', (code) => {
    expect(keepsAttempt(code)).toBe(true);
  });

  it.each<TranslationKey>([
    'errors.payments.cardDeclined',
    'errors.payments.insufficientFunds',
    'errors.checkout.idempotencyConflict',
    'errors.validation',
  ])('starts a new attempt after %s', (code) => {
    expect(keepsAttempt(code)).toBe(false);
  });
});
