import type { Role } from './constants';

export interface RoleFlags {
  is_admin: boolean;
  is_producer: boolean;
  is_reseller: boolean;
}

/** Admin if is_admin, else producer if is_producer, else reseller (the default). */
export function deriveRole(flags: RoleFlags): Role {
  if (flags.is_admin) return 'admin';
  if (flags.is_producer) return 'producer';
  return 'reseller';
}

/**
 * Profile correction: a profile with no role flag whose sign-up metadata says producer
 * becomes a producer (is_producer true, is_reseller false). Returns the corrected flags, or null when
 * nothing needs to change.
 */
export function correctRoleFlags(
  flags: RoleFlags,
  signupUserType: string | null | undefined,
): Pick<RoleFlags, 'is_producer' | 'is_reseller'> | null {
  if (flags.is_admin || flags.is_producer || flags.is_reseller) return null;
  if (signupUserType === 'producer') return { is_producer: true, is_reseller: false };
  return null;
}

export function flagsForRole(role: Role): RoleFlags {
  return {
    is_admin: role === 'admin',
    is_producer: role === 'producer',
    is_reseller: role === 'reseller',
  };
}
