import { PLANS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import {
  hasPaidPlan,
  isCurrentPlan,
  isTrialAvailable,
  planAction,
  registerStateForPlan,
} from './plan-selection';

const [iniciante, profissional] = PLANS as unknown as [(typeof PLANS)[0], (typeof PLANS)[1]];

describe('planAction', () => {
  it('sends anonymous visitors to register', () => {
    expect(planAction(profissional, false, null).kind).toBe('register');
  });

  it('recognises the current plan by name, case-insensitively', () => {
    expect(planAction(iniciante, true, 'Iniciante').kind).toBe('current');
    expect(planAction(iniciante, true, 'iniciante').kind).toBe('current');
    expect(isCurrentPlan(profissional, 'Iniciante')).toBe(false);
    expect(isCurrentPlan(profissional, null)).toBe(false);
  });

  it('goes to checkout for another plan', () => {
    expect(planAction(profissional, true, 'Iniciante').kind).toBe('checkout');
    expect(planAction(profissional, true, null).kind).toBe('checkout');
  });
});

describe('registerStateForPlan', () => {
  it('carries the producer type, plan and trial', () => {
    expect(registerStateForPlan(iniciante)).toEqual({
      userType: 'producer',
      selectedPlan: 'Iniciante',
      freeTrial: true,
      freeTrialDays: 7,
    });
    expect(registerStateForPlan(profissional)).toEqual({
      userType: 'producer',
      selectedPlan: 'Profissional',
      freeTrial: false,
    });
  });
});

describe('isTrialAvailable / hasPaidPlan', () => {
  const fresh = { planId: null, status: null, trialUsed: false };

  it('offers the trial to visitors and to users who never used it', () => {
    expect(isTrialAvailable(iniciante, null)).toBe(true);
    expect(isTrialAvailable(iniciante, fresh)).toBe(true);
    expect(isTrialAvailable(profissional, fresh)).toBe(false);
  });

  it('makes the trial plan a paid purchase once the trial was used', () => {
    expect(isTrialAvailable(iniciante, { planId: 'iniciante', status: 'trialing', trialUsed: true })).toBe(
      false,
    );
    expect(isTrialAvailable(iniciante, { planId: null, status: 'expired', trialUsed: true })).toBe(false);
  });

  it('never starts a trial on top of a paid plan', () => {
    const paid = { planId: 'profissional', status: 'active', trialUsed: false };
    expect(hasPaidPlan(paid)).toBe(true);
    expect(hasPaidPlan({ ...paid, status: 'past_due' })).toBe(true);
    expect(hasPaidPlan({ ...paid, status: 'trialing' })).toBe(false);
    expect(hasPaidPlan({ ...paid, planId: null })).toBe(false);
    expect(isTrialAvailable(iniciante, paid)).toBe(false);
  });
});
