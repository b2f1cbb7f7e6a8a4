import type { Role } from '@afilia/validators';
import {
  BarChart3,
  CreditCard,
  Handshake,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Percent,
  Settings,
  UserCog,
  Users,
} from 'lucide-react';

/** The dashboard pages a sidebar item or a shortcut can point to. */
export type DashboardPath =
  | '/dashboard'
  | '/dashboard/products'
  | '/dashboard/pricing'
  | '/dashboard/sellers'
  | '/dashboard/affiliated-products'
  | '/dashboard/users'
  | '/dashboard/reports'
  | '/dashboard/payments'
  | '/dashboard/settings'
  | '/dashboard/profile';

/** Spec part 1 §3 "Sidebar item": title, href, icon, role(s). */
export interface SidebarItem {
  /** i18n key of the title (namespace dashboard.nav). */
  titleKey: string;
  href: DashboardPath;
  icon: LucideIcon;
  /** The roles the item is listed for (spec part 1 §6). */
  roles: readonly Role[];
}

const ALL: readonly Role[] = ['admin', 'producer', 'reseller'];

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { titleKey: 'dashboard.nav.dashboard', href: '/dashboard', icon: LayoutDashboard, roles: ALL },
  {
    titleKey: 'dashboard.nav.products',
    href: '/dashboard/products',
    icon: Package,
    roles: ['producer', 'admin'],
  },
  {
    titleKey: 'dashboard.nav.pricing',
    href: '/dashboard/pricing',
    icon: Percent,
    roles: ['producer', 'admin'],
  },
  { titleKey: 'dashboard.nav.sellers', href: '/dashboard/sellers', icon: Users, roles: ['producer'] },
  {
    titleKey: 'dashboard.nav.affiliatedProducts',
    href: '/dashboard/affiliated-products',
    icon: Handshake,
    roles: ['reseller'],
  },
  { titleKey: 'dashboard.nav.users', href: '/dashboard/users', icon: UserCog, roles: ['admin'] },
  { titleKey: 'dashboard.nav.reports', href: '/dashboard/reports', icon: BarChart3, roles: ALL },
  { titleKey: 'dashboard.nav.payments', href: '/dashboard/payments', icon: CreditCard, roles: ALL },
  { titleKey: 'dashboard.nav.settings', href: '/dashboard/settings', icon: Settings, roles: ALL },
];

/** True when an item is listed only for resellers. */
function isResellerOnly(item: SidebarItem): boolean {
  return item.roles.length === 1 && item.roles[0] === 'reseller';
}

/**
 * The items a role sees. Spec part 1 §6: each item lists its roles, and a second filter lets an admin see
 * everything except reseller-only items (so an admin also sees Vendedores).
 */
export function visibleItems(role: Role | null | undefined): SidebarItem[] {
  if (!role) return [];
  if (role === 'admin') return SIDEBAR_ITEMS.filter((item) => !isResellerOnly(item));
  return SIDEBAR_ITEMS.filter((item) => item.roles.includes(role));
}

/**
 * Pages a role may open by address although the sidebar does not list them for it. Spec part 2 §6: a
 * producer who is not admin opens user management and sees only the resellers tab (the server scopes it).
 */
const EXTRA_ACCESS: Partial<Record<Role, readonly DashboardPath[]>> = { producer: ['/dashboard/users'] };

/** Whether a role may open a dashboard path (longest matching item wins; unknown paths are allowed). */
export function canAccessPath(role: Role | null | undefined, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = [...SIDEBAR_ITEMS]
    .filter((item) => path === item.href || path.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  if (!match) return true;
  if (role && EXTRA_ACCESS[role]?.includes(match.href)) return true;
  return visibleItems(role).includes(match);
}
