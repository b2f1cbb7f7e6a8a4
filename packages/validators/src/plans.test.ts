import { describe, expect, it } from 'vitest';
import { formatBRL } from './money';
import { findPlanByName, PLANS, TRIAL_PLAN } from './plans';

describe('plan catalogue', () => {
  it('has the three plans with their prices and limits', () => {
    expect(
      PLANS.map((p) => [p.name, p.priceCents, p.limits.products, p.limits.sellers, p.limits.salesPerMonth]),
    ).toEqual([
      ['Iniciante', 8700, 3, 10, 200],
      ['Profissional', 19700, 10, 100, 1000],
      ['Visionário', 39700, 100, 1000, 10000],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.name)).toEqual(['Profissional']);
    expect(TRIAL_PLAN).toMatchObject({ name: 'Iniciante', freeTrial: true, freeTrialDays: 7 });
  });
  it('finds plans by name or id, case-insensitively', () => {
    expect(findPlanByName('visionário')?.id).toBe('visionario');
    expect(findPlanByName('profissional')?.priceCents).toBe(19700);
    expect(findPlanByName('Gold')).toBeUndefined();
  });
  it('formats cents as Brazilian reais', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(8700)).toBe('R$ 87,00');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });
});
