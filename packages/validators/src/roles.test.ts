import { describe, expect, it } from 'vitest';
import { correctRoleFlags, deriveRole, flagsForRole } from './roles';

const flags = (is_admin: boolean, is_producer: boolean, is_reseller: boolean) => ({
  is_admin,
  is_producer,
  is_reseller,
});

describe('deriveRole', () => {
  it.each([
    [flags(true, true, true), 'admin'],
    [flags(true, false, false), 'admin'],
    [flags(false, true, true), 'producer'],
    [flags(false, true, false), 'producer'],
    [flags(false, false, true), 'reseller'],
    [flags(false, false, false), 'reseller'],
  ] as const)('%o → %s', (input, role) => {
    expect(deriveRole(input)).toBe(role);
  });

  it('round-trips with flagsForRole', () => {
    for (const role of ['admin', 'producer', 'reseller'] as const)
      expect(deriveRole(flagsForRole(role))).toBe(role);
  });
});

describe('correctRoleFlags', () => {
  it('makes a flagless profile whose sign-up said producer a producer', () => {
    expect(correctRoleFlags(flags(false, false, false), 'producer')).toEqual({
      is_producer: true,
      is_reseller: false,
    });
  });
  it('leaves profiles with a flag, or without producer metadata, alone', () => {
    expect(correctRoleFlags(flags(false, false, true), 'producer')).toBeNull();
    expect(correctRoleFlags(flags(true, false, false), 'producer')).toBeNull();
    expect(correctRoleFlags(flags(false, false, false), 'reseller')).toBeNull();
    expect(correctRoleFlags(flags(false, false, false), null)).toBeNull();
  });
});
