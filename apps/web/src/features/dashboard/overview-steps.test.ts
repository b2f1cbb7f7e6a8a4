import { describe, expect, it } from 'vitest';
import {
  isProfileComplete,
  nextSteps,
  type ProducerOverviewData,
  type ResellerOverviewData,
} from './overview-steps';

function producer(patch: Partial<ProducerOverviewData> = {}): ProducerOverviewData {
  return {
    role: 'producer',
    products: 0,
    pricedProducts: 0,
    resellers: 0,
    activeAffiliates: 0,
    pendingRequests: 0,
    clicksThisMonth: 0,
    uniqueClicksThisMonth: 0,
    topProducts: [],
    sales: {
      thisMonth: { count: 0, grossCents: 0, reversedCount: 0, reversedCents: 0, revenueCents: 0 },
      lastMonth: { count: 0, grossCents: 0, reversedCount: 0, reversedCents: 0, revenueCents: 0 },
      changePercent: null,
    },
    performance: { sales: 0, uniqueClicks: 0, conversionRate: null },
    recentActivity: [],
    salesLimit: null,
    profileComplete: false,
    ...patch,
  };
}

function reseller(patch: Partial<ResellerOverviewData> = {}): ResellerOverviewData {
  return {
    role: 'reseller',
    activeLinks: 0,
    pendingRequests: 0,
    clicksThisMonth: 0,
    uniqueClicksThisMonth: 0,
    links: [],
    sales: { thisMonth: { count: 0, grossCents: 0, reversedCount: 0, reversedCents: 0, revenueCents: 0 } },
    commissions: { pendingCents: 0, availableCents: 0, paidCents: 0, thisMonthCents: 0 },
    conversionRate: null,
    recentActivity: [],
    ...patch,
  };
}

const summary = (steps: ReturnType<typeof nextSteps>) => steps.map((step) => `${step.key}:${step.done}`);

describe('nextSteps', () => {
  it('gives a new producer every step, none done', () => {
    expect(summary(nextSteps(producer(), 'producer', false))).toEqual([
      'firstProduct:false',
      'setPrices:false',
      'inviteResellers:false',
      'completeProfile:false',
    ]);
  });

  it('marks what the producer has really done (8 products, some priced, resellers, profile)', () => {
    const steps = nextSteps(
      producer({ products: 8, pricedProducts: 3, resellers: 1, profileComplete: true }),
      'producer',
      false,
    );
    expect(steps.every((step) => step.done)).toBe(true);
    expect(summary(nextSteps(producer({ products: 8 }), 'producer', true))).toEqual([
      'firstProduct:true',
      'setPrices:false',
      'inviteResellers:false',
      'completeProfile:false',
    ]);
  });

  it('leads the producer to pages they may open', () => {
    const hrefs = nextSteps(producer(), 'producer', false).map((step) => step.href);
    expect(hrefs).toEqual([
      '/dashboard/products',
      '/dashboard/pricing',
      '/dashboard/sellers',
      '/dashboard/profile',
    ]);
  });

  it('gives a reseller the first link and the profile, never a producer page', () => {
    const steps = nextSteps(reseller(), 'reseller', false);
    expect(steps.map((step) => step.href)).toEqual(['/dashboard/affiliated-products', '/dashboard/profile']);
    expect(summary(steps)).toEqual(['firstLink:false', 'completeProfile:false']);
    expect(summary(nextSteps(reseller({ activeLinks: 2 }), 'reseller', true))).toEqual([
      'firstLink:true',
      'completeProfile:true',
    ]);
  });

  it('does not count a pending request as a link', () => {
    expect(nextSteps(reseller({ pendingRequests: 1 }), 'reseller', true)[0]?.done).toBe(false);
  });

  it('gives an admin the platform steps', () => {
    const steps = nextSteps(producer({ role: 'admin', products: 2 }), 'admin', false);
    expect(steps.map((step) => step.key)).toContain('firstProduct');
    expect(steps[0]?.done).toBe(true);
  });
});

describe('isProfileComplete', () => {
  it('needs a full name and a phone', () => {
    expect(isProfileComplete({ fullName: 'Ana Souza', phone: '+55 11 98765-4321' })).toBe(true);
    expect(isProfileComplete({ fullName: 'Ana Souza', phone: null })).toBe(false);
    expect(isProfileComplete({ fullName: '  ', phone: '11 98765-4321' })).toBe(false);
    expect(isProfileComplete({ fullName: null, phone: null })).toBe(false);
  });
});
