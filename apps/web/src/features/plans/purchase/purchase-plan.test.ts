import { PLANS, type Plan } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import {
  buildCheckoutPayload,
  customerName,
  type PurchaseCustomer,
  PurchaseFlowError,
  priceDisplay,
  purchasePlanFor,
} from './purchase-plan';

const [iniciante, profissional] = PLANS as unknown as [Plan, Plan];

const customer: PurchaseCustomer = {
  fullName: 'Joana Produtora',
  email: 'joana@example.com',
  cpfCnpj: '529.982.247-25',
  phone: ' (11) 98888-7777 ',
};

describe('purchasePlanFor', () => {
  it('opens the trial plan as a free trial while the trial is available', () => {
    expect(purchasePlanFor(iniciante, true, 'desc')).toEqual({
      id: 'iniciante',
      name: 'Iniciante',
      priceCents: 8700,
      price: 'R$87',
      description: 'desc',
      freeTrial: true,
      freeTrialDays: 7,
      firstChargeAt: null,
    });
  });

  it('keeps the trial the user is in: a plan bought during it is first charged at its end', () => {
    const trialEnd = new Date('2026-12-03T15:00:00Z');
    const inTrial = { trialActive: true, trialEnd };
    expect(purchasePlanFor(profissional, false, '', inTrial)).toMatchObject({ firstChargeAt: trialEnd });
    expect(purchasePlanFor(iniciante, false, '', inTrial)).toMatchObject({ firstChargeAt: trialEnd });
    expect(purchasePlanFor(profissional, false, '', { trialActive: false, trialEnd })).toMatchObject({
      firstChargeAt: null,
    });
    // A new trial is not a kept one.
    expect(purchasePlanFor(iniciante, true, '', inTrial)).toMatchObject({
      freeTrial: true,
      firstChargeAt: null,
    });
  });

  it('makes it a paid purchase once the trial was used, and never a trial for paid plans', () => {
    expect(purchasePlanFor(iniciante, false, '')).toMatchObject({ freeTrial: false, freeTrialDays: 0 });
    expect(purchasePlanFor(profissional, true, '')).toMatchObject({
      price: 'R$197',
      freeTrial: false,
      freeTrialDays: 0,
    });
  });
});

describe('priceDisplay', () => {
  it('strikes the price through with the free days for a trial', () => {
    expect(priceDisplay(purchasePlanFor(iniciante, true, ''))).toEqual({
      price: 'R$87',
      struck: true,
      freeDays: 7,
    });
  });

  it('shows the plain monthly price otherwise', () => {
    expect(priceDisplay(purchasePlanFor(iniciante, false, ''))).toEqual({
      price: 'R$87',
      struck: false,
      freeDays: null,
    });
    expect(priceDisplay(purchasePlanFor(profissional, false, ''))).toEqual({
      price: 'R$197',
      struck: false,
      freeDays: null,
    });
  });
});

describe('customerName', () => {
  it('falls back to the email prefix, then to Cliente', () => {
    expect(customerName({ fullName: ' Ana ', email: 'x@y.z' })).toBe('Ana');
    expect(customerName({ fullName: '', email: 'ana.silva@example.com' })).toBe('ana.silva');
    expect(customerName({ fullName: '', email: '' })).toBe('Cliente');
  });
});

describe('buildCheckoutPayload', () => {
  it('builds the trial payload without a payment method', () => {
    expect(buildCheckoutPayload(purchasePlanFor(iniciante, true, 'Para começar'), customer, null)).toEqual({
      name: 'Iniciante',
      price: 'R$87',
      description: 'Para começar',
      freeTrial: true,
      freeTrialDays: 7,
      redirectUrl: '/dashboard',
      customer: {
        name: 'Joana Produtora',
        email: 'joana@example.com',
        cpfCnpj: '52998224725',
        phone: '(11) 98888-7777',
        paymentMethod: null,
      },
    });
  });

  it('adds the direct payment method and mode payment for a paid plan', () => {
    const payload = buildCheckoutPayload(
      purchasePlanFor(profissional, false, ''),
      { ...customer, cpfCnpj: '', phone: '' },
      'pm_test_4242424242424242',
    );
    expect(payload).toMatchObject({
      name: 'Profissional',
      price: 'R$197',
      freeTrial: false,
      mode: 'payment',
      customer: {
        cpfCnpj: null,
        phone: null,
        paymentMethod: { directPayment: true, id: 'pm_test_4242424242424242' },
      },
    });
    expect(payload).not.toHaveProperty('freeTrialDays');
  });

  it("refuses a plan without a price ('Preço do plano não foi fornecido')", () => {
    const plan = { ...purchasePlanFor(profissional, false, ''), price: ' ' };
    expect(() => buildCheckoutPayload(plan, customer, 'pm_x')).toThrow(PurchaseFlowError);
    try {
      buildCheckoutPayload(plan, customer, 'pm_x');
    } catch (error) {
      expect((error as PurchaseFlowError).code).toBe('validation.planPriceMissing');
    }
  });
});
