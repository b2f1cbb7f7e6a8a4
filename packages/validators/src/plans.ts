/** The plan catalogue: the single source for the landing page, /plans, the purchase modal and the server. */
export const PLAN_IDS = ['iniciante', 'profissional', 'visionario'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanLimits {
  products: number;
  sellers: number;
  salesPerMonth: number;
}

export interface PlanIntegrations {
  /** Signed webhooks to the producer's endpoints. */
  webhooks: boolean;
  /** REST API keys. */
  api: boolean;
}

export interface Plan {
  id: PlanId;
  /** Proper name, identical in every language. */
  name: string;
  /** Monthly price in integer cents (BRL). */
  priceCents: number;
  limits: PlanLimits;
  /** 'múltiplas integrações' (Profissional) and 'API personalizada' (Visionário). */
  integrations: PlanIntegrations;
  popular: boolean;
  freeTrial: boolean;
  freeTrialDays: number;
  /** Number of feature lines under `plans.<id>.features.<n>` in the i18n resources. */
  featureCount: number;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'iniciante',
    name: 'Iniciante',
    priceCents: 8700,
    limits: { products: 3, sellers: 10, salesPerMonth: 200 },
    integrations: { webhooks: false, api: false },
    popular: false,
    freeTrial: true,
    freeTrialDays: 7,
    featureCount: 5,
  },
  {
    id: 'profissional',
    name: 'Profissional',
    priceCents: 19700,
    limits: { products: 10, sellers: 100, salesPerMonth: 1000 },
    integrations: { webhooks: true, api: false },
    popular: true,
    freeTrial: false,
    freeTrialDays: 0,
    featureCount: 6,
  },
  {
    id: 'visionario',
    name: 'Visionário',
    priceCents: 39700,
    limits: { products: 100, sellers: 1000, salesPerMonth: 10000 },
    integrations: { webhooks: true, api: true },
    popular: false,
    freeTrial: false,
    freeTrialDays: 0,
    featureCount: 7,
  },
];

export const TRIAL_PLAN: Plan = PLANS[0] as Plan;

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Storage quota (sum of the user's uploaded files) a producer gets with each plan, in bytes. */
export const PLAN_STORAGE_QUOTA_BYTES: Record<PlanId, number> = {
  iniciante: 5 * GB,
  profissional: 25 * GB,
  visionario: 100 * GB,
};

/**
 * A producer whose plan lapsed keeps what they stored and may edit their products, but cannot grow their
 * storage beyond this (they cannot create products without a plan anyway).
 */
export const NO_PLAN_STORAGE_QUOTA_BYTES = 500 * MB;
/** Resellers only upload their profile photo. */
export const RESELLER_STORAGE_QUOTA_BYTES = 20 * MB;
export const ADMIN_STORAGE_QUOTA_BYTES = 200 * GB;

export function findPlanByName(name: string | null | undefined): Plan | undefined {
  if (!name) return undefined;
  const needle = name.trim().toLowerCase();
  return PLANS.find((plan) => plan.name.toLowerCase() === needle || plan.id === needle);
}
