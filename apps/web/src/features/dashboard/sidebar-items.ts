import { type Capability, can, type Role } from '@afilia/validators';
import {
  BarChart3,
  CreditCard,
  HandCoins,
  Handshake,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Percent,
  Receipt,
  Settings,
  UserCog,
  Users,
} from 'lucide-react';
import type { KeyUnder } from '@/lib/i18n-keys';

/** The dashboard pages a sidebar item or a shortcut can point to. */
export type DashboardPath =
  | '/dashboard'
  | '/dashboard/products'
  | '/dashboard/pricing'
  | '/dashboard/sales'
  | '/dashboard/sellers'
  | '/dashboard/affiliated-products'
  | '/dashboard/commissions'
  | '/dashboard/users'
  | '/dashboard/reports'
  | '/dashboard/payments'
  | '/dashboard/settings'
  | '/dashboard/profile';

/** A sidebar item: title, href, icon, and who sees it (a capability of the role map). */
export interface SidebarItem {
  /** i18n key of the title (namespace dashboard.nav). */
  titleKey: KeyUnder<'dashboard.nav'>;
  href: DashboardPath;
  icon: LucideIcon;
  /** The item is listed for the roles with this capability. */
  capability: Capability;
  /** Who may open the page by address, when that is wider than who sees the item; else `capability`. */
  pageCapability?: Capability;
}

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  {
    titleKey: 'dashboard.nav.dashboard',
    href: '/dashboard',
    icon: LayoutDashboard,
    capability: 'dashboard.view',
  },
  {
    titleKey: 'dashboard.nav.products',
    href: '/dashboard/products',
    icon: Package,
    capability: 'products.manage',
  },
  {
    titleKey: 'dashboard.nav.pricing',
    href: '/dashboard/pricing',
    icon: Percent,
    capability: 'pricing.manage',
  },
  {
    titleKey: 'dashboard.nav.sales',
    href: '/dashboard/sales',
    icon: Receipt,
    capability: 'sales.manage',
  },
  {
    titleKey: 'dashboard.nav.sellers',
    href: '/dashboard/sellers',
    icon: Users,
    capability: 'sellers.manage',
  },
  {
    titleKey: 'dashboard.nav.affiliatedProducts',
    href: '/dashboard/affiliated-products',
    icon: Handshake,
    capability: 'affiliations.view',
  },
  {
    titleKey: 'dashboard.nav.commissions',
    href: '/dashboard/commissions',
    icon: HandCoins,
    capability: 'commissions.view',
  },
  // A producer opens user management by address (resellers tab only) though it is not listed.
  {
    titleKey: 'dashboard.nav.users',
    href: '/dashboard/users',
    icon: UserCog,
    capability: 'users.administer',
    pageCapability: 'team.view',
  },
  {
    titleKey: 'dashboard.nav.reports',
    href: '/dashboard/reports',
    icon: BarChart3,
    capability: 'reports.view',
  },
  {
    titleKey: 'dashboard.nav.payments',
    href: '/dashboard/payments',
    icon: CreditCard,
    capability: 'payments.view',
  },
  {
    titleKey: 'dashboard.nav.settings',
    href: '/dashboard/settings',
    icon: Settings,
    capability: 'settings.manage',
  },
];

/** The items a role sees: those whose capability the role has. */
export function visibleItems(role: Role | null | undefined): SidebarItem[] {
  return SIDEBAR_ITEMS.filter((item) => can(role, item.capability));
}

/** Whether a role may open a dashboard path (longest matching item wins; unknown paths are allowed). */
export function canAccessPath(role: Role | null | undefined, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = [...SIDEBAR_ITEMS]
    .filter((item) => path === item.href || path.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  if (!match) return true;
  return can(role, match.pageCapability ?? match.capability);
}
