import { readFileSync } from 'node:fs';
import { CAPABILITY_NAMES, can, ROLES, UPLOAD_CAPABILITIES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { canAccessPath, SIDEBAR_ITEMS, visibleItems } from './sidebar-items';

/**
 * Each procedure's access (`public`, `signedIn` or a capability), read from the generated table of
 * docs/web-contract.md: the web's contract with the server, kept equal to the router by the api's contract
 * test and to the authorization matrix by the server's matrix test. The web reads it rather than importing
 * the server.
 */
const PROCEDURE_ACCESS: Record<string, string> = Object.fromEntries(
  readFileSync(new URL('../../../../../docs/web-contract.md', import.meta.url), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^\| `([\w.]+)` \| (?:query|mutation|subscription) \| `?([\w.]+)`? \|/.exec(line);
      return match ? [[match[1], match[2]]] : [];
    }),
);

const hrefs = (role: Parameters<typeof visibleItems>[0]) => visibleItems(role).map((item) => item.href);

describe('SIDEBAR_ITEMS', () => {
  it('lists every dashboard section once, each with an icon and a title key', () => {
    expect(SIDEBAR_ITEMS.map((i) => i.href)).toEqual([
      '/dashboard',
      '/dashboard/products',
      '/dashboard/pricing',
      '/dashboard/sales',
      '/dashboard/sellers',
      '/dashboard/affiliated-products',
      '/dashboard/commissions',
      '/dashboard/users',
      '/dashboard/reports',
      '/dashboard/payments',
      '/dashboard/settings',
    ]);
    for (const item of SIDEBAR_ITEMS) {
      expect(item.titleKey).toMatch(/^dashboard\.nav\./);
      expect(item.icon).toBeTruthy();
    }
  });
});

describe('visibleItems', () => {
  it('shows a producer the shared items plus Produtos, Preços e Comissões, Vendas and Vendedores', () => {
    expect(hrefs('producer')).toEqual([
      '/dashboard',
      '/dashboard/products',
      '/dashboard/pricing',
      '/dashboard/sales',
      '/dashboard/sellers',
      '/dashboard/reports',
      '/dashboard/payments',
      '/dashboard/settings',
    ]);
  });

  it('shows a reseller the shared items plus Produtos Afiliados and Minhas Comissões', () => {
    expect(hrefs('reseller')).toEqual([
      '/dashboard',
      '/dashboard/affiliated-products',
      '/dashboard/commissions',
      '/dashboard/reports',
      '/dashboard/payments',
      '/dashboard/settings',
    ]);
  });

  it('shows an admin everything except reseller-only items', () => {
    expect(hrefs('admin')).toEqual([
      '/dashboard',
      '/dashboard/products',
      '/dashboard/pricing',
      '/dashboard/sales',
      '/dashboard/sellers',
      '/dashboard/users',
      '/dashboard/reports',
      '/dashboard/payments',
      '/dashboard/settings',
    ]);
  });

  it('shows nothing without a role', () => {
    expect(visibleItems(null)).toEqual([]);
    expect(visibleItems(undefined)).toEqual([]);
  });
});

describe('canAccessPath', () => {
  it('follows the sidebar rules, including nested product pages', () => {
    expect(canAccessPath('producer', '/dashboard/products/edit/42')).toBe(true);
    expect(canAccessPath('reseller', '/dashboard/products/add')).toBe(false);
    expect(canAccessPath('reseller', '/dashboard/affiliated-products')).toBe(true);
    expect(canAccessPath('producer', '/dashboard/affiliated-products')).toBe(false);
    // A producer opens user management (resellers tab only) though the sidebar omits it.
    expect(canAccessPath('producer', '/dashboard/users')).toBe(true);
    expect(visibleItems('producer').some((item) => item.href === '/dashboard/users')).toBe(false);
    expect(canAccessPath('reseller', '/dashboard/users')).toBe(false);
    expect(canAccessPath('admin', '/dashboard/users/')).toBe(true);
    expect(canAccessPath('reseller', '/dashboard/sellers')).toBe(false);
    // 'Vendas' for producers and admins, 'Minhas Comissões' for resellers only.
    expect(canAccessPath('producer', '/dashboard/sales')).toBe(true);
    expect(canAccessPath('admin', '/dashboard/sales')).toBe(true);
    expect(canAccessPath('reseller', '/dashboard/sales')).toBe(false);
    expect(canAccessPath('reseller', '/dashboard/commissions')).toBe(true);
    expect(canAccessPath('producer', '/dashboard/commissions')).toBe(false);
    expect(canAccessPath('admin', '/dashboard/commissions')).toBe(false);
  });

  it('opens a page to exactly the roles whose capability the map grants (the server checks the same map)', () => {
    for (const item of SIDEBAR_ITEMS) {
      for (const role of ROLES) {
        expect(canAccessPath(role, `${item.href}/x`)).toBe(can(role, item.pageCapability ?? item.capability));
      }
    }
    // What a page's data needs, the page's capability grants: the sellers page calls sellers.*, users users.list.
    expect(SIDEBAR_ITEMS.find((i) => i.href === '/dashboard/sellers')?.capability).toBe(
      PROCEDURE_ACCESS['sellers.list'],
    );
    expect(SIDEBAR_ITEMS.find((i) => i.href === '/dashboard/users')?.pageCapability).toBe(
      PROCEDURE_ACCESS['users.list'],
    );
    expect(SIDEBAR_ITEMS.find((i) => i.href === '/dashboard/products')?.capability).toBe(
      PROCEDURE_ACCESS['products.list'],
    );
    // The sales routers declare these capabilities (packages/api/src/routers/sales.ts, commissions.ts).
    expect(SIDEBAR_ITEMS.find((i) => i.href === '/dashboard/sales')?.capability).toBe('sales.manage');
    expect(SIDEBAR_ITEMS.find((i) => i.href === '/dashboard/commissions')?.capability).toBe(
      'commissions.view',
    );
  });

  it('allows pages that are not sidebar items (profile) and the overview for every role', () => {
    for (const role of ['admin', 'producer', 'reseller'] as const) {
      expect(canAccessPath(role, '/dashboard')).toBe(true);
      expect(canAccessPath(role, '/dashboard/profile')).toBe(true);
      expect(canAccessPath(role, '/dashboard/settings')).toBe(true);
    }
  });
});

describe('the capability map', () => {
  it('has no dead entry: each capability is read by a procedure, the upload route or a sidebar item', () => {
    const used = new Set<string>([
      ...Object.values(PROCEDURE_ACCESS),
      ...Object.values(UPLOAD_CAPABILITIES),
      ...SIDEBAR_ITEMS.flatMap((item) => [item.capability, item.pageCapability ?? item.capability]),
    ]);
    expect(CAPABILITY_NAMES.filter((capability) => !used.has(capability))).toEqual([]);
  });
});
