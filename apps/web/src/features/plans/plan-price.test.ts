import { PLANS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { formatPlanPrice } from './plan-price';

describe('formatPlanPrice', () => {
  it('shows the catalogue prices as whole reais without cents', () => {
    expect(PLANS.map((plan) => formatPlanPrice(plan.priceCents))).toEqual(['R$87', 'R$197', 'R$397']);
  });

  it('groups thousands and keeps cents when present', () => {
    expect(formatPlanPrice(123_400)).toBe('R$1.234');
    expect(formatPlanPrice(8750)).toBe('R$ 87,50');
  });
});
