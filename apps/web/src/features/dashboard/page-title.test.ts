import { describe, expect, it } from 'vitest';
import { pageTitleKey } from './page-title';

describe('pageTitleKey', () => {
  it.each([
    ['/dashboard', 'dashboard.nav.dashboard'],
    ['/dashboard/', 'dashboard.nav.dashboard'],
    ['/dashboard/products', 'dashboard.nav.products'],
    ['/dashboard/products/add', 'dashboard.nav.productsAdd'],
    ['/dashboard/products/edit/abc', 'dashboard.nav.productsEdit'],
    ['/dashboard/pricing', 'dashboard.nav.pricing'],
    ['/dashboard/sales', 'dashboard.nav.sales'],
    ['/dashboard/commissions', 'dashboard.nav.commissions'],
    ['/dashboard/sellers', 'dashboard.nav.sellers'],
    ['/dashboard/affiliated-products', 'dashboard.nav.affiliatedProducts'],
    ['/dashboard/users', 'dashboard.nav.users'],
    ['/dashboard/reports', 'dashboard.nav.reports'],
    ['/dashboard/payments', 'dashboard.nav.payments'],
    ['/dashboard/settings', 'dashboard.nav.settings'],
    ['/dashboard/profile', 'dashboard.nav.profile'],
  ])('%s → %s', (path, key) => {
    expect(pageTitleKey(path)).toBe(key);
  });
});
