import { monthStartBefore } from '@afilia/validators';
import type { DemoSalesPlan } from './sales';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Paulo's sales over the last 75 days: about 40 this month and 30 last month (whatever day of the month the
 * seed runs), many through Renata's links and some through Bruna's, four refunds and one chargeback.
 */
export function producerSalesPlan(now: Date): DemoSalesPlan {
  const thisMonth = monthStartBefore(now, 0);
  const lastMonth = monthStartBefore(now, 1);
  return {
    seed: 1101,
    windows: [
      { from: new Date(now.getTime() - 75 * DAY_MS), to: lastMonth, count: 12 },
      { from: lastMonth, to: thisMonth, count: 30 },
      { from: thisMonth, to: now, count: 40 },
    ],
    attributedShare: 0.65,
    refunds: 4,
    chargebacks: 1,
    productWeights: { RC35: 6, FT24: 5, KT9S: 3, CL8B: 3, PL6N: 2, YG3A: 2, NG7L: 1, CS4M: 1 },
    resellerWeights: { 'revendedor@demo.afilia.app': 3, 'revendedora2@demo.afilia.app': 2 },
  };
}

/** Irene's first two sales, since her product went on sale yesterday. */
export function starterSalesPlan(now: Date): DemoSalesPlan {
  return {
    seed: 1102,
    windows: [
      { from: new Date(now.getTime() - 20 * HOUR_MS), to: new Date(now.getTime() - HOUR_MS), count: 2 },
    ],
    attributedShare: 0,
    refunds: 0,
    chargebacks: 0,
  };
}

/** Vitória's six weeks on Visionário: steady sales, none through resellers, one refund. */
export function visionarySalesPlan(now: Date): DemoSalesPlan {
  return {
    seed: 1303,
    windows: [
      {
        from: new Date(now.getTime() - 40 * 24 * HOUR_MS),
        to: new Date(now.getTime() - 2 * HOUR_MS),
        count: 24,
      },
    ],
    attributedShare: 0,
    refunds: 1,
    chargebacks: 0,
  };
}
