import { PLANS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { isCurrentPlan, planAction, registerStateForPlan } from './plan-selection';

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
