import { PLAN_IDS, type Plan, type PlanId } from '@afilia/validators';
import type Stripe from 'stripe';

/** Each plan's monthly Price is found by this lookup key (and created when missing). */
export function priceLookupKey(planId: PlanId): string {
  return `afilia_${planId}_monthly`;
}

export function planIdFromLookupKey(lookupKey: string | null | undefined): PlanId | null {
  const match = /^afilia_(.+)_monthly$/.exec(lookupKey ?? '');
  const id = match?.[1];
  return PLAN_IDS.find((planId) => planId === id) ?? null;
}

/** The plans' monthly Prices on one Stripe account, their ids cached for the life of the process. */
export class StripePlanPrices {
  private readonly priceIds = new Map<PlanId, string>();

  constructor(private readonly stripe: Stripe) {}

  /**
   * The plan's monthly BRL Price, found by lookup key and created with its Product when missing. A Price
   * whose amount no longer matches the catalogue is replaced (the lookup key moves to the new one).
   */
  async idFor(plan: Plan): Promise<string> {
    const cached = this.priceIds.get(plan.id);
    if (cached) return cached;
    const lookupKey = priceLookupKey(plan.id);
    const found = await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    let priceId: string;
    if (existing && existing.unit_amount === plan.priceCents && existing.currency === 'brl') {
      priceId = existing.id;
    } else {
      const created = await this.stripe.prices.create({
        lookup_key: lookupKey,
        transfer_lookup_key: Boolean(existing),
        currency: 'brl',
        unit_amount: plan.priceCents,
        recurring: { interval: 'month' },
        product_data: { name: `Afilia ${plan.name}`, metadata: { planId: plan.id } },
        metadata: { planId: plan.id },
      });
      priceId = created.id;
    }
    this.priceIds.set(plan.id, priceId);
    return priceId;
  }
}
