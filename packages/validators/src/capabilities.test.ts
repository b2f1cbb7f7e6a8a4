import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_NAMES, type Capability, can, reachesAny, scopeOf } from './capabilities';
import { ROLES, type Role } from './constants';

const holders = (capability: Capability) => ROLES.filter((role) => can(role, capability));

describe('capabilities', () => {
  it('gives producers their own products, prices, sellers and team, and admins everyone’s', () => {
    for (const capability of ['products.manage', 'pricing.manage', 'sellers.manage', 'team.view'] as const) {
      expect(scopeOf('producer', capability)).toBe('own');
      expect(scopeOf('admin', capability)).toBe('any');
      expect(scopeOf('reseller', capability)).toBeNull();
    }
  });

  it('keeps user administration and the platform’s contact data to admins', () => {
    expect(holders('users.administer')).toEqual(['admin']);
    expect(holders('branding.manage')).toEqual(['admin']);
  });

  it('lets producers and admins invite, producers only within their own team', () => {
    expect(scopeOf('producer', 'users.invite')).toBe('own');
    expect(reachesAny('admin', 'users.invite')).toBe(true);
    expect(can('reseller', 'users.invite')).toBe(false);
  });

  it('lets every role upload images, and only producers and admins upload product files', () => {
    expect(holders('files.uploadImages')).toEqual(['admin', 'producer', 'reseller']);
    expect(holders('files.uploadProductFiles')).toEqual(['admin', 'producer']);
    for (const role of ROLES) expect(scopeOf(role, 'files.uploadImages')).toBe('own');
  });

  it('lets an admin read any private file and everyone else only their own', () => {
    expect(scopeOf('admin', 'files.read')).toBe('any');
    expect(scopeOf('producer', 'files.read')).toBe('own');
    expect(scopeOf('reseller', 'files.read')).toBe('own');
  });

  it('keeps the affiliated products to resellers, and the shared pages to every role', () => {
    expect(holders('affiliations.view')).toEqual(['reseller']);
    for (const capability of ['dashboard.view', 'reports.view', 'payments.view', 'settings.manage'] as const)
      expect(holders(capability)).toEqual(['admin', 'producer', 'reseller']);
  });

  it('grants nothing without a role', () => {
    for (const capability of CAPABILITY_NAMES) {
      expect(can(null, capability)).toBe(false);
      expect(scopeOf(undefined, capability)).toBeNull();
    }
  });

  it('lists every capability name with at least one role, each scope own or any', () => {
    expect(CAPABILITY_NAMES).toEqual(Object.keys(CAPABILITIES));
    for (const capability of CAPABILITY_NAMES) {
      const grants: Partial<Record<Role, string>> = CAPABILITIES[capability];
      expect(Object.keys(grants).length).toBeGreaterThan(0);
      for (const scope of Object.values(grants)) expect(['own', 'any']).toContain(scope);
    }
  });
});
