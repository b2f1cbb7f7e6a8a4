import { describe, expect, it } from 'vitest';
import type { PurchaseCustomer } from './purchase-plan';
import {
  initialPurchaseState,
  type PurchaseAction,
  type PurchaseState,
  purchaseReducer,
  safeTargetUrl,
} from './purchase-reducer';

const customer: PurchaseCustomer = {
  fullName: 'Joana Produtora',
  email: 'joana@example.com',
  cpfCnpj: '',
  phone: '',
};

function run(...actions: PurchaseAction[]): PurchaseState {
  return actions.reduce(purchaseReducer, initialPurchaseState);
}

describe('purchaseReducer', () => {
  it('starts on the form, idle', () => {
    expect(initialPurchaseState).toMatchObject({ step: 'form', processing: false, error: null });
    expect(initialPurchaseState.targetUrl).toBe('/dashboard');
  });

  it('runs a trial: form → processing → success with /dashboard → redirect', () => {
    const processing = run({ type: 'submit' });
    expect(processing).toMatchObject({ step: 'form', processing: true });
    const success = purchaseReducer(processing, {
      type: 'succeeded',
      url: '/dashboard',
      trialActivated: true,
    });
    expect(success).toMatchObject({
      step: 'success',
      processing: false,
      trialActivated: true,
      targetUrl: '/dashboard',
    });
    expect(purchaseReducer(success, { type: 'proceed' }).step).toBe('redirect');
  });

  it('runs a paid purchase: form → checkout → success → redirect to the returned url', () => {
    const checkout = run({ type: 'formCompleted', customer });
    expect(checkout).toMatchObject({ step: 'checkout', customer, processing: false });
    const done = [
      { type: 'submit' },
      { type: 'succeeded', url: '/dashboard?welcome=1', trialActivated: false },
      { type: 'proceed' },
    ].reduce((s, a) => purchaseReducer(s, a as PurchaseAction), checkout);
    expect(done).toMatchObject({
      step: 'redirect',
      targetUrl: '/dashboard?welcome=1',
      trialActivated: false,
    });
  });

  it('defaults the redirect target to /dashboard and never follows another site', () => {
    const state = run(
      { type: 'formCompleted', customer },
      { type: 'submit' },
      { type: 'succeeded', url: null, trialActivated: false },
    );
    expect(state.targetUrl).toBe('/dashboard');
    expect(safeTargetUrl('https://evil.example/')).toBe('/dashboard');
    expect(safeTargetUrl('//evil.example')).toBe('/dashboard');
    expect(safeTargetUrl('/dashboard')).toBe('/dashboard');
  });

  it('stays on checkout with the error after a failed payment, and clears it on the next submit', () => {
    const failed = run(
      { type: 'formCompleted', customer },
      { type: 'submit' },
      { type: 'failed', error: { code: 'errors.payments.cardDeclined', params: {} } },
    );
    expect(failed).toMatchObject({ step: 'checkout', processing: false });
    expect(failed.error?.code).toBe('errors.payments.cardDeclined');
    expect(purchaseReducer(failed, { type: 'submit' })).toMatchObject({ processing: true, error: null });
  });

  it('goes back from checkout to the form, keeping the customer, but not while processing', () => {
    const checkout = run({ type: 'formCompleted', customer });
    expect(purchaseReducer(checkout, { type: 'back' })).toMatchObject({ step: 'form', customer });
    const busy = purchaseReducer(checkout, { type: 'submit' });
    expect(purchaseReducer(busy, { type: 'back' })).toBe(busy);
  });

  it('ignores a second submit while processing and out-of-place actions', () => {
    const busy = run({ type: 'submit' });
    expect(purchaseReducer(busy, { type: 'submit' })).toBe(busy);
    expect(run({ type: 'proceed' })).toBe(initialPurchaseState);
    expect(run({ type: 'back' })).toBe(initialPurchaseState);
    const success = run({ type: 'submit' }, { type: 'succeeded', trialActivated: true });
    expect(purchaseReducer(success, { type: 'failed' })).toBe(success);
    expect(purchaseReducer(success, { type: 'formCompleted', customer })).toBe(success);
  });

  it('resets to the form from any step', () => {
    const redirect = run(
      { type: 'formCompleted', customer },
      { type: 'submit' },
      { type: 'succeeded', url: '/dashboard', trialActivated: false },
      { type: 'proceed' },
    );
    expect(purchaseReducer(redirect, { type: 'reset' })).toEqual(initialPurchaseState);
  });
});
