import type { TranslationKey } from '@/lib/i18n-keys';

/** i18n key of the dashboard header title for a path (longest matching prefix wins). */
const TITLES: ReadonlyArray<readonly [prefix: string, key: TranslationKey]> = [
  ['/dashboard/products/add', 'dashboard.nav.productsAdd'],
  ['/dashboard/products/edit', 'dashboard.nav.productsEdit'],
  ['/dashboard/products', 'dashboard.nav.products'],
  ['/dashboard/pricing', 'dashboard.nav.pricing'],
  ['/dashboard/sales', 'dashboard.nav.sales'],
  ['/dashboard/sellers', 'dashboard.nav.sellers'],
  ['/dashboard/affiliated-products', 'dashboard.nav.affiliatedProducts'],
  ['/dashboard/commissions', 'dashboard.nav.commissions'],
  ['/dashboard/users', 'dashboard.nav.users'],
  ['/dashboard/reports', 'dashboard.nav.reports'],
  ['/dashboard/payments', 'dashboard.nav.payments'],
  ['/dashboard/settings', 'dashboard.nav.settings'],
  ['/dashboard/profile', 'dashboard.nav.profile'],
];

export function pageTitleKey(pathname: string): TranslationKey {
  const path = pathname.replace(/\/+$/, '');
  for (const [prefix, key] of TITLES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return key;
  }
  return 'dashboard.nav.dashboard';
}
