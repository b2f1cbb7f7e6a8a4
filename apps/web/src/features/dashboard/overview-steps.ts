import type { RouterOutputs } from '@afilia/api';
import type { Role } from '@afilia/validators';
import { canAccessPath, type DashboardPath } from './sidebar-items';

export type Overview = RouterOutputs['overview']['get'];
export type ResellerOverviewData = Extract<Overview, { role: 'reseller' }>;
export type ProducerOverviewData = Exclude<Overview, { role: 'reseller' }>;

export type NextStepKey = 'firstProduct' | 'setPrices' | 'inviteResellers' | 'firstLink' | 'completeProfile';

/** One 'Próximos Passos' item: where it leads and whether the user has already done it. */
export interface NextStep {
  key: NextStepKey;
  href: DashboardPath;
  done: boolean;
}

/** The profile counts as complete with a full name and a phone (the server's rule for producers, too). */
export function isProfileComplete(profile: { fullName: string | null; phone: string | null }): boolean {
  return Boolean(profile.fullName?.trim() && profile.phone?.trim());
}

/**
 * 'Próximos Passos' from what the user has really done. A producer (and an admin): register a product, set
 * prices, invite resellers, complete the profile. A reseller: generate a first link, complete the profile.
 * Only pages the role may open are offered, so no step leads to a refusal or a 'coming soon' page.
 */
export function nextSteps(overview: Overview, role: Role, profileComplete: boolean): NextStep[] {
  const steps: NextStep[] =
    overview.role === 'reseller'
      ? [
          { key: 'firstLink', href: '/dashboard/affiliated-products', done: overview.activeLinks > 0 },
          { key: 'completeProfile', href: '/dashboard/profile', done: profileComplete },
        ]
      : [
          { key: 'firstProduct', href: '/dashboard/products', done: overview.products > 0 },
          { key: 'setPrices', href: '/dashboard/pricing', done: overview.pricedProducts > 0 },
          { key: 'inviteResellers', href: '/dashboard/sellers', done: overview.resellers > 0 },
          { key: 'completeProfile', href: '/dashboard/profile', done: overview.profileComplete },
        ];
  return steps.filter((step) => canAccessPath(role, step.href));
}
